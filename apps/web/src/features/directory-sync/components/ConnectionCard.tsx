import type { SyncConnection } from '@cd/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { useSyncOus } from '../use-sync-ous';

export interface ConnectionCardProps {
  connection: SyncConnection;
  /** A rotate or revoke of this connection is under way. */
  busy: boolean;
  onEdit(): void;
  onRotate(): void;
  onRevoke(): void;
}

const COUNTS = ['created', 'updated', 'deactivated', 'deleted'] as const;

/** One connection: what it may write, its token's prefix and dates, and what its syncs did. */
export function ConnectionCard({ connection: c, busy, onEdit, onRotate, onRevoke }: ConnectionCardProps) {
  const { t, i18n } = useTranslation('directorySync');
  const language = currentLanguage(i18n.language);
  const { nameOf } = useSyncOus();
  const when = (at: string | null) => (at ? formatDateTime(at, language) : t('never'));
  const revoked = c.revokedAt !== null;
  const headingId = `sync-connection-${c.id}`;

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }} data-testid="sync-connection">
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {c.name}{' '}
            <Chip
              size="small"
              color={revoked ? 'default' : 'success'}
              variant="outlined"
              label={revoked ? t('revoked') : t('active')}
              data-testid="sync-state"
            />
          </Typography>
          {!revoked && (
            <Stack direction="row" spacing={1}>
              <Button onClick={onEdit} aria-label={t('actions.editNamed', { name: c.name })}>
                {t('actions.edit')}
              </Button>
              <Button
                onClick={onRotate}
                disabled={busy}
                aria-label={t('actions.rotateNamed', { name: c.name })}
              >
                {t('actions.rotate')}
              </Button>
              <Button
                color="error"
                onClick={onRevoke}
                disabled={busy}
                aria-label={t('actions.revokeNamed', { name: c.name })}
              >
                {t('actions.revoke')}
              </Button>
            </Stack>
          )}
        </Stack>

        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 2,
            rowGap: 0.5,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0 },
          }}
        >
          <Entry label={t('ous')}>{c.ouIDs.map(nameOf).join(', ')}</Entry>
          <Entry label={t('tokenPrefix')}>
            <Box component="code" data-testid="sync-token-prefix">
              {t('tokenPrefixValue', { prefix: c.tokenPrefix })}
            </Box>
          </Entry>
          <Entry label={t('createdAt')}>{when(c.createdAt)}</Entry>
          {c.tokenRotatedAt && <Entry label={t('rotatedAt')}>{when(c.tokenRotatedAt)}</Entry>}
          {c.revokedAt && <Entry label={t('revokedAt')}>{when(c.revokedAt)}</Entry>}
          <Entry label={t('lastSync')}>{when(c.lastSyncAt)}</Entry>
          <Entry label={t('counts.title')}>
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
              {COUNTS.map((kind) => (
                <span key={kind} data-testid={`sync-count-${kind}`}>
                  {`${t(`counts.${kind}`)}: ${formatNumber(c.counts[kind], language)}`}
                </span>
              ))}
            </Stack>
          </Entry>
        </Box>

        <Box>
          <Typography variant="subtitle2" component="h3">
            {c.lastErrors.length === 0
              ? t('errors.title')
              : t('errors.shown', { count: c.lastErrors.length })}
          </Typography>
          {c.lastErrors.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('errors.none')}
            </Typography>
          ) : (
            <Box
              component="ul"
              sx={{ m: 0, pl: 2, maxHeight: 160, overflowY: 'auto', color: 'error.main' }}
              tabIndex={0}
              aria-label={t('errors.title')}
            >
              {c.lastErrors.map((e, i) => (
                <Typography component="li" variant="body2" key={i}>
                  {t('errors.line', { at: when(e.at), status: e.status, detail: e.detail })}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
