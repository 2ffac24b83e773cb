import type { OuMovePreview } from '@cd/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { useOuMovePreview } from '../api/ou-maintenance';

type NamedOu = OuMovePreview['newParent'];

/**
 * Inside the save confirmation when the parent changes (decision 087): how many OUs and contacts move, and
 * who starts or stops seeing them (trusted domains, users with rights with subsidiaries above).
 */
export function OuMoveSummary({ ouID, parentOUID }: { ouID: number; parentOUID: string }) {
  const { t, i18n } = useTranslation('administration');
  const errorText = useErrorMessage();
  const preview = useOuMovePreview(ouID, parentOUID);
  if (preview.isPending) return <Typography role="status">{t('ous.move.counting')}</Typography>;
  // The save would be refused for the same reason: say it before the user confirms.
  if (preview.isError) return <Alert severity="warning">{errorText(preview.error)}</Alert>;
  const moved = preview.data;
  const nameOf = (ou: NamedOu) => (i18n.language === 'zh-HK' && ou.nameZh ? ou.nameZh : ou.name);
  const who = (
    domains: string[],
    users: number,
    key: 'gainingUsers' | 'losingUsers',
    parent: NamedOu | null,
  ) => [
    ...(domains.length
      ? [t('ous.move.domains', { domains: domains.join(t('ous.move.domainSeparator')) })]
      : []),
    ...(users && parent ? [t(`ous.move.${key}`, { count: users, parent: nameOf(parent) })] : []),
  ];
  const gaining = who(moved.gainingDomains, moved.gainingUsers, 'gainingUsers', moved.newParent);
  const losing = who(moved.losingDomains, moved.losingUsers, 'losingUsers', moved.currentParent);
  return (
    <Stack spacing={1} sx={{ mt: 2 }} data-testid="move-summary">
      <Typography>
        {t('ous.move.summary', {
          parent: nameOf(moved.newParent),
          ous: t('ous.move.ous', { count: moved.ouCount }),
          contacts: t('ous.move.contacts', { count: moved.contactCount }),
        })}
      </Typography>
      {gaining.length > 0 && (
        <Typography>
          {t('ous.move.gaining')} {gaining.join(t('ous.move.separator'))}
        </Typography>
      )}
      {losing.length > 0 && (
        <Typography>
          {t('ous.move.losing')} {losing.join(t('ous.move.separator'))}
        </Typography>
      )}
      {gaining.length === 0 && losing.length === 0 && <Typography>{t('ous.move.nobody')}</Typography>}
    </Stack>
  );
}
