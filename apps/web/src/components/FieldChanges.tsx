import type { FieldChange } from '@cd/contracts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** An audit record's changes, one line each (field: before → after); past `limit`, a count of the rest. */
export function FieldChanges({ changes, limit }: { changes: FieldChange[]; limit?: number }) {
  const { t } = useTranslation(['common', 'auditFields']);
  const visible = limit === undefined ? changes : changes.slice(0, limit);
  const hidden = changes.length - visible.length;
  if (changes.length === 0) return <Typography variant="body2">—</Typography>;
  return (
    <Stack spacing={0.25}>
      {visible.map((change) => (
        <Typography key={change.field} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('fieldChange', {
            // A field this build has no label for (an older record, a newer API) shows its stored name.
            field: t(`auditFields:${change.field}`, { defaultValue: change.field }),
            before: shown(change.before),
            after: shown(change.after),
          })}
        </Typography>
      ))}
      {hidden > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('moreChanges', { count: hidden })}
        </Typography>
      )}
    </Stack>
  );
}
