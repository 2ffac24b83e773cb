import type { MovedGrant, PermissionMove } from '@cd/contracts';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * What "keep this user's permissions" did on the last save: how many moved, and each grant that stayed with
 * the old address with why (the editor may move only what they could grant themselves, decision 086).
 */
export function PermissionMoveResult({ move, onClose }: { move: PermissionMove; onClose(): void }) {
  const { t } = useTranslation('contactMaintenance');
  const grant = (g: MovedGrant) =>
    t(g.includesSubsidiaries ? 'permissionMove.grantWithSubsidiaries' : 'permissionMove.grant', {
      code: g.functionCode,
      name: t(`functionCodes.${g.functionCode}`),
      ou: g.ouName,
    });
  return (
    <Alert
      severity={move.stayed.length > 0 ? 'warning' : 'success'}
      sx={{ mb: 2 }}
      onClose={onClose}
      data-testid="permission-move"
    >
      <Typography variant="body2">
        {t('permissionMove.moved', { from: move.from, to: move.to, count: move.moved.length })}
      </Typography>
      {move.stayed.length > 0 && (
        <>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('permissionMove.stayed', { from: move.from })}
          </Typography>
          <ul style={{ margin: 0 }}>
            {move.stayed.map((g) => (
              <li key={`${g.ouID}:${g.functionCode}`}>
                {t('permissionMove.because', {
                  grant: grant(g),
                  reason: t(`permissionMove.reasons.${g.reason}`),
                })}
              </li>
            ))}
          </ul>
          <Typography variant="body2">{t('permissionMove.hint', { to: move.to })}</Typography>
        </>
      )}
    </Alert>
  );
}
