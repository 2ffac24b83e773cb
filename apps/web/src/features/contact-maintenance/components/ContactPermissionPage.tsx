import { FunctionCode, type ContactPrivileges } from '@cd/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNotices } from '../../../components/notices';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageLayout } from '../../../components/layouts/PageLayout';
import { OuPicker } from '../../../components/OuPicker';
import { ButtonLink } from '../../../components/router-links';
import { isApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { contactPrivilegesQueryOptions, useSaveContactPrivileges } from '../api/contact-privileges';
import { changed, grantsOf, toRows } from '../privilege-model';
import { PrivilegeTable, SubsidiaryGrants } from './PrivilegeTable';

interface ContactPermissionPageProps {
  contactId: string;
  ouId: string;
}

/**
 * Issue 8 item 2: the function codes a contact's user holds on one OU, editable within what the editor
 * holds there (decision 025), with "includes subsidiaries" and the option to overwrite subsidiary grants.
 */
export function ContactPermissionPage({ contactId, ouId }: ContactPermissionPageProps) {
  const { data } = useSuspenseQuery(contactPrivilegesQueryOptions(contactId, ouId));
  // A new version (after a save or a reload) starts the form again from what the server holds.
  return <PermissionEditor key={`${data.ouID}:${data.version}`} privileges={data} />;
}

function PermissionEditor({ privileges }: { privileges: ContactPrivileges }) {
  const { t } = useTranslation('contactMaintenance');
  const errorMessage = useErrorMessage();
  const { enqueueSnackbar } = useNotices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [rows, setRows] = useState(() => toRows(privileges));
  const [overwrite, setOverwrite] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const saveContactPrivileges = useSaveContactPrivileges();
  const overwritable = privileges.subsidiaryGrants.filter((g) => g.editable).length;
  const dirty = changed(rows, privileges) || overwrite;
  const queryKey = contactPrivilegesQueryOptions(
    String(privileges.contactID),
    String(privileges.ouID),
  ).queryKey;

  const save = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await saveContactPrivileges.mutateAsync({
        ouID: privileges.ouID,
        contactID: privileges.contactID,
        version: privileges.version,
        grants: grantsOf(rows),
        overwriteSubsidiaries: overwrite,
      });
      enqueueSnackbar(t('permission.saved'), { variant: 'success' });
    } catch (error) {
      if (isApiError(error) && error.code === 'CONFLICT') setStale(true);
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageLayout title={t('permission.title', { name: privileges.displayName })}>
      <Stack spacing={2} sx={{ maxWidth: 960 }}>
        {stale && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" onClick={() => void queryClient.invalidateQueries({ queryKey })}>
                {t('reload')}
              </Button>
            }
          >
            {t('permission.stale')}
          </Alert>
        )}
        <Typography>
          {privileges.email ? t('permission.forEmail', { email: privileges.email }) : t('permission.noEmail')}
        </Typography>
        {privileges.email && !privileges.hasSignedIn && (
          <Alert severity="info">{t('permission.notSignedIn')}</Alert>
        )}
        <OuPicker
          value={String(privileges.ouID)}
          onChange={(ouid) => {
            if (ouid)
              void navigate({
                to: '/ContactMaintenance/ContactPermission',
                search: { contact: String(privileges.contactID), ouid },
              });
          }}
          functionCode={FunctionCode.ContactPermissionEdit}
          label={t('permission.chooseOu')}
          disabled={busy}
          size="small"
        />
        <Paper variant="outlined">
          <PrivilegeTable rows={rows} onChange={setRows} disabled={busy || !privileges.email} />
        </Paper>
        <Typography variant="body2" color="text.secondary">
          {t('permission.noEscalation')}
        </Typography>
        <SubsidiaryGrants grants={privileges.subsidiaryGrants} />
        {overwritable > 0 && (
          <FormControlLabel
            control={
              <Checkbox checked={overwrite} onChange={(event) => setOverwrite(event.target.checked)} />
            }
            label={t('permission.overwrite', { count: overwritable })}
          />
        )}
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            onClick={() => setConfirming(true)}
            disabled={busy || !dirty || !privileges.email}
          >
            {t('save')}
          </Button>
          <ButtonLink to="/ContactMaintenance" search={{ contact: String(privileges.contactID) }}>
            {t('permission.backToContact')}
          </ButtonLink>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        question={t('confirmSave')}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </PageLayout>
  );
}
