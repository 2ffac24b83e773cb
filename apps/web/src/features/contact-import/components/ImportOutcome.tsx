import type { ImportCounts } from '@cd/contracts';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type Outcome = { kind: 'committed'; counts: ImportCounts } | { kind: 'discarded' };

/**
 * What the last run did, in words: "Created 3 contacts, updated 2." after a commit (the preview's
 * "To create: 3" read as if nothing had happened yet), and that nothing changed after a cancel.
 */
export function ImportOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('contactImport');
  if (outcome.kind === 'discarded') {
    return (
      <Alert severity="info" role="status" data-testid="import-outcome">
        {t('outcome.discarded')}
      </Alert>
    );
  }
  const { created, updated, unchanged, invalid } = outcome.counts;
  const done =
    created > 0 && updated > 0
      ? t('outcome.createdAndUpdated', { count: created, updated })
      : created > 0
        ? t('outcome.created', { count: created })
        : updated > 0
          ? t('outcome.updated', { count: updated })
          : t('outcome.nothing');
  const rest = [
    unchanged > 0 ? t('outcome.unchanged', { count: unchanged }) : null,
    invalid > 0 ? t('outcome.skipped', { count: invalid }) : null,
  ].filter((text) => text !== null);
  return (
    <Alert severity="success" role="status" data-testid="import-outcome">
      <Typography sx={{ fontWeight: 600 }}>{t('processed')}</Typography>
      <Typography>{[done, ...rest].join(' ')}</Typography>
    </Alert>
  );
}
