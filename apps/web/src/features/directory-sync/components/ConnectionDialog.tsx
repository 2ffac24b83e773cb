import {
  FunctionCode,
  SCIM_OU_ATTRIBUTES,
  SYNCED_FIELD_POLICIES,
  SYNCED_FIELDS,
  type ScimOuAttribute,
  type SyncConnection,
  type SyncedFieldPolicy,
} from '@cd/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useNotices } from '../../../components/notices';
import { OuPicker } from '../../../components/OuPicker';
import { useErrorMessage } from '../../../lib/error-message';
import { useServerMessage } from '../../../lib/server-message';
import { useReloadConnections, useSaveConnection } from '../api/directory-sync';
import {
  connectionProblems,
  formFieldOfPath,
  formValuesOf,
  saveRequestOf,
  type ConnectionFormValues,
} from '../connection-form';
import { isApiError } from '../sync-errors';
import { useSyncOus } from '../use-sync-ous';
import { StaleVersionAlert } from '../../../components/StaleVersionAlert';

export interface ConnectionDialogProps {
  /** The connection to edit; absent to create one. */
  connection?: SyncConnection;
  onClose(): void;
  /** A new connection was created: its token is in the answer, shown once. */
  onCreated(connection: SyncConnection, token: string): void;
}

/** Create or edit a provisioning connection: its OUs, how a user's attribute picks an OU, field policies. */
export function ConnectionDialog({ connection, onClose, onCreated }: ConnectionDialogProps) {
  const { t } = useTranslation('directorySync');
  const { enqueueSnackbar } = useNotices();
  const errorText = useErrorMessage();
  const serverText = useServerMessage();
  const save = useSaveConnection();
  const reload = useReloadConnections();
  const ous = useSyncOus();
  const titleId = useId();
  const [values, setValues] = useState<ConnectionFormValues>(() => formValuesOf(connection));
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const problems = connectionProblems(values);
  // A mapping or the default may only name one of the connection's own OUs (a removed one stays listed, refused).
  const choosable = [
    ...values.ouIDs,
    ...[values.defaultOuID, ...values.mappings.map((m) => m.ouID)].filter(
      (id): id is number => id !== null && !values.ouIDs.includes(id),
    ),
  ];
  const ouChoices = [...new Set(choosable)].map((ouID) => (
    <MenuItem key={ouID} value={ouID}>
      {ous.nameOf(ouID)}
    </MenuItem>
  ));

  /** The form's own word on a field once the user tried to save, else the server's. */
  const problem = (field: string) => {
    if (touched && problems[field]) return t(problems[field] as never);
    if (!isApiError(save.error)) return undefined;
    const issue = save.error.details.find((d) => formFieldOfPath(d.path) === field);
    return issue && serverText(issue, issue.message);
  };
  const set = <K extends keyof ConnectionFormValues>(key: K, value: ConnectionFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const setMapping = (index: number, change: Partial<ConnectionFormValues['mappings'][number]>) =>
    set(
      'mappings',
      values.mappings.map((m, i) => (i === index ? { ...m, ...change } : m)),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length === 0) setConfirming(true);
  };
  const confirmSave = async () => {
    setConfirming(false);
    try {
      const { connection: saved, token } = await save.mutateAsync(saveRequestOf(values, connection));
      if (!connection && token) onCreated(saved, token);
      else {
        enqueueSnackbar(t('saved'), { variant: 'success' });
        onClose();
      }
    } catch (error) {
      // The form stays open with what the user typed; field refusals show beside their fields.
      enqueueSnackbar(errorText(error), { variant: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{connection ? t('form.editTitle') : t('form.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <StaleVersionAlert
              error={save.error}
              message={t('stale')}
              onReload={() => {
                void reload();
                onClose();
              }}
            />
            <TextField
              label={t('form.name')}
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
              required
              autoFocus
              error={Boolean(problem('name'))}
              helperText={problem('name') ?? t('form.nameHelp')}
            />

            <Stack spacing={1} component="section" aria-labelledby={`${titleId}-ous`}>
              <Typography id={`${titleId}-ous`} variant="subtitle1" component="h3">
                {t('form.ous')}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="sync-form-ous">
                {values.ouIDs.map((ouID) => (
                  <Chip
                    key={ouID}
                    label={ous.nameOf(ouID)}
                    onDelete={() =>
                      set(
                        'ouIDs',
                        values.ouIDs.filter((id) => id !== ouID),
                      )
                    }
                    // A focused chip is removed with Delete or Backspace, as MUI's chips are.
                    title={t('form.removeOu', { ou: ous.nameOf(ouID) })}
                  />
                ))}
              </Stack>
              <OuPicker
                value={undefined}
                label={t('form.addOu')}
                functionCode={FunctionCode.DirectorySync}
                size="small"
                onChange={(ouid) => {
                  const id = Number(ouid);
                  if (ouid && !values.ouIDs.includes(id)) set('ouIDs', [...values.ouIDs, id]);
                }}
              />
              <FormHelperText error={Boolean(problem('ouIDs'))}>
                {problem('ouIDs') ?? t('form.ousHelp')}
              </FormHelperText>
            </Stack>

            <TextField
              select
              label={t('form.attribute')}
              value={values.ouAttribute}
              onChange={(e) => set('ouAttribute', e.target.value as ScimOuAttribute)}
            >
              {SCIM_OU_ATTRIBUTES.map((attribute) => (
                <MenuItem key={attribute} value={attribute}>
                  {t(`form.attributes.${attribute}`)}
                </MenuItem>
              ))}
            </TextField>

            <Stack spacing={1} component="section" aria-labelledby={`${titleId}-mappings`}>
              <Typography id={`${titleId}-mappings`} variant="subtitle1" component="h3">
                {t('form.mappings')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {values.mappings.length === 0 ? t('form.noMappings') : t('form.mappingsHelp')}
              </Typography>
              {values.mappings.map((mapping, i) => (
                <Stack
                  key={i}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: 'start' }}
                >
                  <TextField
                    label={t('form.value', { n: i + 1 })}
                    value={mapping.value}
                    onChange={(e) => setMapping(i, { value: e.target.value })}
                    size="small"
                    sx={{ minWidth: 220 }}
                    error={Boolean(problem(`mappings.${i}.value`))}
                    helperText={problem(`mappings.${i}.value`)}
                  />
                  <TextField
                    select
                    label={t('form.mappingOu', { n: i + 1 })}
                    value={mapping.ouID ?? ''}
                    onChange={(e) => setMapping(i, { ouID: Number(e.target.value) })}
                    size="small"
                    sx={{ flex: 1, minWidth: 220 }}
                    error={Boolean(problem(`mappings.${i}.ouID`))}
                    helperText={problem(`mappings.${i}.ouID`)}
                  >
                    {ouChoices}
                  </TextField>
                  <IconButton
                    aria-label={t('form.removeMapping', { n: i + 1 })}
                    onClick={() =>
                      set(
                        'mappings',
                        values.mappings.filter((_, j) => j !== i),
                      )
                    }
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              ))}
              <div>
                <Button
                  startIcon={<AddIcon />}
                  onClick={() => set('mappings', [...values.mappings, { value: '', ouID: null }])}
                >
                  {t('form.addMapping')}
                </Button>
              </div>
            </Stack>

            <TextField
              select
              label={t('form.defaultOu')}
              value={values.defaultOuID ?? ''}
              onChange={(e) => set('defaultOuID', e.target.value === '' ? null : Number(e.target.value))}
              error={Boolean(problem('defaultOuID'))}
              helperText={problem('defaultOuID') ?? t('form.defaultHelp')}
            >
              <MenuItem value="">{t('form.noDefault')}</MenuItem>
              {ouChoices}
            </TextField>

            <Stack spacing={1} component="section" aria-labelledby={`${titleId}-policies`}>
              <Typography id={`${titleId}-policies`} variant="subtitle1" component="h3">
                {t('form.policies')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('form.policiesHelp')}
              </Typography>
              <Stack
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}
              >
                {SYNCED_FIELDS.map((field) => (
                  <TextField
                    key={field}
                    select
                    size="small"
                    label={t(`form.fields.${field}`)}
                    value={values.fieldPolicies[field]}
                    onChange={(e) =>
                      set('fieldPolicies', {
                        ...values.fieldPolicies,
                        [field]: e.target.value as SyncedFieldPolicy,
                      })
                    }
                  >
                    {SYNCED_FIELD_POLICIES.map((policy) => (
                      <MenuItem key={policy} value={policy}>
                        {t(`form.policyValues.${policy}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                ))}
              </Stack>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
      <ConfirmDialog
        open={confirming}
        question={t('confirmSave')}
        onConfirm={() => void confirmSave()}
        onCancel={() => setConfirming(false)}
      />
    </Dialog>
  );
}
