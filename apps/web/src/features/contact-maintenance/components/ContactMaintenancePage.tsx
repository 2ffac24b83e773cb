import {
  AuditEntity,
  contactInfoUpdateRequest,
  FunctionCode,
  stripNameSymbols,
  type ContactMaintenance,
  type PermissionMove,
} from '@cd/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useNotices } from '../../../components/notices';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditHistory } from '../../../components/AuditHistory';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageLayout } from '../../../components/layouts/PageLayout';
import { OuPicker } from '../../../components/OuPicker';
import { isApiError, isServerMessage } from '../../../lib/api-error';
import { useFormErrors } from '../../../lib/form-errors';
import { useErrorMessage } from '../../../lib/error-message';
import { useContactForEdit, useRemoveContact, useSaveContact } from '../api/contact-maintenance';
import { fieldLabelKey, toForm, toRequest, type ContactForm } from '../form-model';
import { DepartmentSelect } from './DepartmentSelect';
import { PermissionMoveResult } from './PermissionMoveResult';
import { MobileFields, PhoneFields } from './PhoneFields';
import { SecondaryLists } from './SecondaryLists';

type TextKey = {
  [K in keyof ContactForm]: ContactForm[K] extends string ? K : never;
}[keyof ContactForm];

interface ContactMaintenancePageProps {
  contactId?: string;
  ouId?: string;
  /** The caller holds FN-0003A somewhere, so may fill in a new contact (the server checks the OU). */
  canCreate: boolean;
}

/**
 * Spec 3's contact maintenance form: edit the contact named by `?contact=`, or create one without it.
 * Any FN-0003 variant opens it (ARCHITECTURE 4); without FN-0003A the details are read-only and only the
 * parts the caller holds (permissions: B, delete: C) are offered.
 */
export function ContactMaintenancePage({ contactId, ouId, canCreate }: ContactMaintenancePageProps) {
  return contactId ? (
    <EditContact contactId={contactId} />
  ) : (
    <ContactEditor contact={null} ouId={ouId} readOnly={!canCreate} />
  );
}

function EditContact({ contactId }: { contactId: string }) {
  const contact = useContactForEdit(contactId);
  // Outlives the editor, which starts again from the saved version.
  const [move, setMove] = useState<PermissionMove | null>(null);
  // A new version (after a save or a reload) starts the form again from what the server holds.
  return (
    <ContactEditor
      key={`${contact.contactID}:${contact.version}`}
      contact={contact}
      readOnly={!contact.canEditDetails}
      move={move}
      onMove={setMove}
    />
  );
}

interface ContactEditorProps {
  contact: ContactMaintenance | null;
  ouId?: string;
  readOnly: boolean;
  /** What the last save's "keep the permissions" did, shown until dismissed. */
  move?: PermissionMove | null;
  onMove?(move: PermissionMove | null): void;
}

/** The person's names: spec 5's symbols never get into them (decision 106). */
const NAME_FIELDS = new Set<keyof ContactForm>([
  'firstName',
  'middleName',
  'familyName',
  'localName',
  'chineseName',
]);

/** "Keep the permissions" sits under the email, so the server's word on it shows there. */
const fieldOf = (path: string) => (path === 'retainPermissions' ? 'email' : path);

function ContactEditor({ contact, ouId, readOnly, move = null, onMove }: ContactEditorProps) {
  const { t } = useTranslation('contactMaintenance');
  const { t: errorText } = useTranslation('errors');
  const errorMessage = useErrorMessage();
  const labelOf = useCallback(
    (path: string) => {
      const key = fieldLabelKey(path);
      return key && t(key);
    },
    [t],
  );
  const formErrors = useFormErrors({ fieldOf, labelOf });
  const { errors } = formErrors;
  const { enqueueSnackbar } = useNotices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form, setForm] = useState(() => toForm(contact, ouId));
  const [retainPermissions, setRetainPermissions] = useState(true);
  const [confirming, setConfirming] = useState<'save' | 'delete' | null>(null);
  // A system administrator's yes to merging grants into a user who has signed in (the server's question).
  const [mergeQuestion, setMergeQuestion] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const saveContact = useSaveContact();
  const removeContact = useRemoveContact();
  const emailChanged = contact !== null && (contact.email ?? '') !== form.email.trim().toLowerCase();
  // Only the master contact's email change can carry the user's permissions (decision 086).
  const masterEmailChanged = emailChanged && contact.isMasterRecord && form.isMasterRecord;

  const set = <K extends keyof ContactForm>(key: K, value: ContactForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const field = (key: TextKey, extra: { required?: boolean; multiline?: boolean } = {}) => (
    <TextField
      label={t(`fields.${key}`)}
      value={form[key]}
      onChange={(event) =>
        set(key, NAME_FIELDS.has(key) ? stripNameSymbols(event.target.value) : event.target.value)
      }
      error={Boolean(errors[key])}
      helperText={errors[key]}
      fullWidth
      size="small"
      {...extra}
    />
  );

  const reload = async () => {
    setStale(false);
    if (contact) await queryClient.invalidateQueries({ queryKey: ['contacts'] });
  };

  const request = () =>
    toRequest(
      form,
      contact ? { contactID: contact.contactID, version: contact.version } : null,
      masterEmailChanged && retainPermissions,
    );

  const save = async (confirmGrantMerge = false) => {
    setConfirming(null);
    setMergeQuestion(null);
    setBusy(true);
    try {
      const saved = await saveContact.mutateAsync({ ...request(), confirmGrantMerge });
      onMove?.(saved.permissionMove ?? null);
      enqueueSnackbar(t('saved'), { variant: 'success' });
      formErrors.clear();
      if (!contact)
        await navigate({ to: '/ContactMaintenance', search: { contact: String(saved.contactID) } });
    } catch (error) {
      if (isApiError(error) && error.messageCode === 'GRANTS_MERGE_CONFIRM') {
        setMergeQuestion(errorMessage(error));
        return;
      }
      // The form keeps what the user typed; each field the server refused says why beside it.
      if (isServerMessage(error, 'STALE_VERSION')) setStale(true);
      const onFields = formErrors.showServer(error);
      enqueueSnackbar(onFields ? errorText('form.checkFields') : errorMessage(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setConfirming(null);
    if (!contact) return;
    setBusy(true);
    try {
      await removeContact.mutateAsync({ contactID: contact.contactID, version: contact.version });
      enqueueSnackbar(t('deleted'), { variant: 'success' });
      await navigate({ to: '/ContactMaintenance/BasicSearch' });
    } catch (error) {
      if (isServerMessage(error, 'STALE_VERSION')) setStale(true);
      else enqueueSnackbar(errorMessage(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  // The contract's own check before the question (spec 5): nothing is asked while a field is wrong.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (formErrors.check(contactInfoUpdateRequest, request())) setConfirming('save');
  };

  return (
    <PageLayout title={contact ? t('titleEdit', { name: contact.displayName }) : t('titleNew')}>
      {stale && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={() => void reload()}>
              {t('reload')}
            </Button>
          }
        >
          {t('stale')}
        </Alert>
      )}
      {move && <PermissionMoveResult move={move} onClose={() => onMove?.(null)} />}
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(contact ? 'readOnly' : 'cannotCreate')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }} component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {/* A disabled fieldset disables every input and button of the details at once. */}
          <Stack
            component="fieldset"
            disabled={readOnly}
            spacing={2}
            sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
          >
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              {field('firstName', { required: true })}
              {field('middleName')}
              {field('familyName', { required: true })}
            </Stack>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              {field('localName')}
              {field('chineseName')}
              {field('title')}
            </Stack>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <Box sx={{ flex: 1 }}>
                <OuPicker
                  value={form.ouID || undefined}
                  onChange={(ouid) =>
                    // A department belongs to one OU: another OU's choice starts without one.
                    setForm((current) => ({ ...current, ouID: ouid ?? '', departmentID: '' }))
                  }
                  functionCode={FunctionCode.ContactEdit}
                  label={t('fields.ouID')}
                  required
                  disabled={readOnly}
                  size="small"
                  fullWidth
                  error={errors.ouID}
                />
              </Box>
              <Box sx={{ flex: 1 }}>
                <DepartmentSelect
                  ouID={form.ouID}
                  value={form.departmentID}
                  onChange={(departmentID) => set('departmentID', departmentID)}
                  savedName={
                    contact?.departmentID
                      ? { id: String(contact.departmentID), name: contact.departmentName ?? '' }
                      : undefined
                  }
                  error={errors.departmentID}
                />
              </Box>
            </Stack>
            {field('email')}
            {emailChanged && contact.email && !masterEmailChanged && (
              <Typography variant="body2" color="text.secondary">
                {t('retainPermissionsNotMaster')}
              </Typography>
            )}
            {masterEmailChanged && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={retainPermissions}
                    onChange={(event) => setRetainPermissions(event.target.checked)}
                  />
                }
                label={t('retainPermissions')}
              />
            )}
            <PhoneFields
              label={t('fields.phone')}
              value={form.phone}
              onChange={(phone) => set('phone', phone)}
              errors={errors}
              prefix="phone"
            />
            <MobileFields
              label={t('fields.mobile')}
              value={form.mobile}
              onChange={(mobile) => set('mobile', mobile)}
              errors={errors}
              prefix="mobile"
            />
            {field('fax')}
            {field('workingLocation', { multiline: true })}
            <SecondaryLists form={form} set={set} errors={errors} />
            <FormControlLabel
              control={
                <Checkbox
                  checked={form.isMasterRecord}
                  onChange={(event) => set('isMasterRecord', event.target.checked)}
                />
              }
              label={t('fields.isMasterRecord')}
            />
          </Stack>
          {contact && (
            <Typography variant="body2" color="text.secondary">
              {t('stamps', { version: contact.version })}
            </Typography>
          )}
          <Stack direction="row" spacing={1}>
            {!readOnly && (
              <Button type="submit" variant="contained" disabled={busy}>
                {t('save')}
              </Button>
            )}
            {contact?.canDelete && (
              <Button color="error" onClick={() => setConfirming('delete')} disabled={busy}>
                {t('delete')}
              </Button>
            )}
            {contact?.canEditPermissions && (
              <Button
                onClick={() =>
                  void navigate({
                    to: '/ContactMaintenance/ContactPermission',
                    search: { contact: String(contact.contactID), ouid: String(contact.ouID) },
                  })
                }
              >
                {t('permissions')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
      <ConfirmDialog
        open={confirming !== null}
        question={confirming === 'delete' ? t('confirmDelete') : t('confirmSave')}
        onConfirm={() => void (confirming === 'delete' ? remove() : save())}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={mergeQuestion !== null}
        question={mergeQuestion ?? ''}
        confirmLabel={t('mergePermissions')}
        onConfirm={() => void save(true)}
        onCancel={() => setMergeQuestion(null)}
      />
      {contact && <AuditHistory entityType={AuditEntity.Contact} entityID={contact.contactID} />}
    </PageLayout>
  );
}
