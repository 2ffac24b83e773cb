import type { SyncConnection } from '@cd/contracts';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageLayout } from '../../../components/layouts/PageLayout';
import { useNotices } from '../../../components/notices';
import { useErrorMessage } from '../../../lib/error-message';
import {
  syncConnectionsQueryOptions,
  useConnectionAction,
  useReloadConnections,
  type ConnectionAction,
} from '../api/directory-sync';
import { scimBaseUrl } from '../scim-url';
import { StaleVersionAlert } from '../../../components/StaleVersionAlert';
import { isStaleVersion } from '../sync-errors';
import { ConnectionCard } from './ConnectionCard';
import { ConnectionDialog } from './ConnectionDialog';
import { TokenDialog } from './TokenDialog';

/** What the page has open on top of the list: one dialog at a time. */
type Open =
  | { kind: 'create' }
  | { kind: 'edit'; connection: SyncConnection }
  | { kind: ConnectionAction; connection: SyncConnection }
  | { kind: 'token'; name: string; token: string };

/** FN-0008 Directory Synchronisation: the SCIM provisioning connections of the caller's OUs. */
export function DirectorySyncPage() {
  const { t } = useTranslation('directorySync');
  const errorText = useErrorMessage();
  const { enqueueSnackbar } = useNotices();
  const list = useQuery(syncConnectionsQueryOptions());
  const reload = useReloadConnections();
  const rotate = useConnectionAction('RotateToken');
  const revoke = useConnectionAction('RevokeConnection');
  const [open, setOpen] = useState<Open | null>(null);

  const act = async (kind: ConnectionAction, connection: SyncConnection) => {
    setOpen(null);
    const mutation = kind === 'RotateToken' ? rotate : revoke;
    try {
      const { connection: changed, token } = await mutation.mutateAsync({
        id: connection.id,
        version: connection.version,
      });
      if (token) setOpen({ kind: 'token', name: changed.name, token });
      enqueueSnackbar(kind === 'RotateToken' ? t('rotated') : t('revokedNotice'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorText(error), { variant: 'error' });
    }
  };

  return (
    <PageLayout title={t('title')}>
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography color="text.secondary">{t('intro', { url: scimBaseUrl() })}</Typography>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setOpen({ kind: 'create' })}
            sx={{ flexShrink: 0 }}
          >
            {t('create')}
          </Button>
        </Stack>
        <StaleVersionAlert
          error={[rotate.error, revoke.error].find(isStaleVersion)}
          message={t('stale')}
          onReload={() => {
            rotate.reset();
            revoke.reset();
            void reload();
          }}
        />
        {list.isError && <Alert severity="error">{`${t('loadFailed')} ${errorText(list.error)}`}</Alert>}
        {list.data?.length === 0 && <Typography>{t('none')}</Typography>}
        {list.data?.map((connection) => (
          <ConnectionCard
            key={connection.id}
            connection={connection}
            busy={
              (rotate.isPending && rotate.variables.id === connection.id) ||
              (revoke.isPending && revoke.variables.id === connection.id)
            }
            onEdit={() => setOpen({ kind: 'edit', connection })}
            onRotate={() => setOpen({ kind: 'RotateToken', connection })}
            onRevoke={() => setOpen({ kind: 'RevokeConnection', connection })}
          />
        ))}
      </Stack>

      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <ConnectionDialog
          connection={open.kind === 'edit' ? open.connection : undefined}
          onClose={() => setOpen(null)}
          onCreated={(connection, token) => {
            enqueueSnackbar(t('form.created'), { variant: 'success' });
            setOpen({ kind: 'token', name: connection.name, token });
          }}
        />
      )}
      {(open?.kind === 'RotateToken' || open?.kind === 'RevokeConnection') && (
        <ConfirmDialog
          open
          question={
            open.kind === 'RotateToken'
              ? t('confirmRotate', { name: open.connection.name })
              : t('confirmRevoke', { name: open.connection.name })
          }
          confirmLabel={open.kind === 'RotateToken' ? t('rotate') : t('revoke')}
          onConfirm={() => void act(open.kind, open.connection)}
          onCancel={() => setOpen(null)}
        />
      )}
      {open?.kind === 'token' && (
        <TokenDialog name={open.name} token={open.token} onClose={() => setOpen(null)} />
      )}
    </PageLayout>
  );
}
