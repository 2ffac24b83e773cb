import { AuditEntity, FunctionCode, ouUpdateRequest, type OuMaintenance } from '@cd/contracts';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotices } from '../../../components/notices';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { Language } from '../../../locales';
import { AuditHistory } from '../../../components/AuditHistory';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageLayout } from '../../../components/layouts/PageLayout';
import { OuPicker } from '../../../components/OuPicker';
import { isApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/error-message';
import { useFormErrors } from '../../../lib/form-errors';
import { useOuMaintenance, useReloadOu, useRemoveOu, useSaveOu } from '../api/ou-maintenance';
import { OuCreateDialog } from './OuCreateDialog';
import { OuFields, ouFieldsOf, ouProblemKey } from './OuFields';
import { OuMoveSummary } from './OuMoveSummary';
import { StaleVersionAlert } from '../../../components/StaleVersionAlert';

export interface OuDetailPageProps {
  ouid: string;
  onOpen(ouid: string): void;
  onDeleted(): void;
}

/** Spec 2's `/OrganizationUnitMaintenance/Detail` (FN-0001): edit, move, add a child, delete, history. */
export function OuDetailPage({ ouid, onOpen, onDeleted }: OuDetailPageProps) {
  const { t } = useTranslation('administration');
  const ou = useOuMaintenance(ouid);
  return (
    <PageLayout title={t('ous.detailTitle')}>
      {/* A new version (saved here, or reloaded after a conflict) starts the form again from it. */}
      <OuForm key={`${ou.ouID}:${ou.version}`} ou={ou} onOpen={onOpen} onDeleted={onDeleted} />
      <AuditHistory entityType={AuditEntity.OrganizationUnit} entityID={ou.ouID} />
    </PageLayout>
  );
}

/** The reason key (`ous.refusal.<key>`) of a refused delete, by the refusal's message code. */
const refusalReasons = {
  DELETE_REFUSED_OU_NEW: 'new',
  DELETE_REFUSED_OU_HAS_CONTACTS: 'hasContacts',
  DELETE_REFUSED_OU_HAS_SUBSIDIARIES: 'hasSubsidiaries',
} as const;
const refusalReason = (error: unknown) => {
  const code = isApiError(error) ? error.messageCode : undefined;
  return code && Object.hasOwn(refusalReasons, code)
    ? refusalReasons[code as keyof typeof refusalReasons]
    : undefined;
};

function OuForm({ ou, onOpen, onDeleted }: { ou: OuMaintenance } & Omit<OuDetailPageProps, 'ouid'>) {
  const { t, i18n } = useTranslation('administration');
  const form = useFormErrors({
    textOf: (path, problem) => {
      const key = ouProblemKey(path, problem);
      return key && t(key);
    },
  });
  const { enqueueSnackbar } = useNotices();
  const errorText = useErrorMessage();
  const save = useSaveOu();
  const remove = useRemoveOu();
  const reload = useReloadOu(String(ou.ouID));
  const [values, setValues] = useState(() => ouFieldsOf(ou));
  const [parent, setParent] = useState(ou.parentOU ? String(ou.parentOU.ouID) : undefined);
  const [touched, setTouched] = useState(false);
  const [asking, setAsking] = useState<'save' | 'delete' | null>(null);
  const [creating, setCreating] = useState(false);
  const parentMissing = ou.parentOU !== null && !parent;
  const moving = parent !== undefined && parent !== (ou.parentOU ? String(ou.parentOU.ouID) : undefined);
  const refused = refusalReason(remove.error);
  const body = { ...values, ouID: ou.ouID, version: ou.version, parentOUID: parent ?? null };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    // The contract's check before the question (decision 106).
    if (form.check(ouUpdateRequest, body) && !parentMissing) setAsking('save');
  };
  const confirmSave = () => {
    setAsking(null);
    save.mutate(body, {
      onSuccess: () => enqueueSnackbar(t('saved'), { variant: 'success' }),
      // The form keeps what the user typed; a refused field says why beside it.
      onError: (error) => {
        if (!form.showServer(error)) enqueueSnackbar(errorText(error), { variant: 'error' });
      },
    });
  };
  const confirmDelete = () => {
    setAsking(null);
    remove.mutate(
      { ouID: ou.ouID, version: ou.version },
      {
        onSuccess: () => {
          enqueueSnackbar(t('deleted'), { variant: 'success' });
          onDeleted();
        },
        onError: (error) =>
          enqueueSnackbar(refusalReason(error) ? t('ous.deleteRefused') : errorText(error), {
            variant: 'error',
          }),
      },
    );
  };

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {i18n.language === 'zh-HK' && ou.nameZh ? ou.nameZh : ou.name}
        </Typography>
        <StaleVersionAlert error={save.error ?? remove.error} onReload={() => void reload()} />
        {refused && (
          <Alert severity="error">
            {t('ous.deleteRefused')} {t(`ous.refusal.${refused}`)}
          </Alert>
        )}
        <OuFields
          values={values}
          onChange={(next, field) => {
            setValues(next);
            form.clear(field);
          }}
          problemOf={form.errorOf}
        />
        <Stack spacing={0.5}>
          <OuPicker
            label={t('ous.fields.parent')}
            value={parent}
            onChange={setParent}
            functionCode={FunctionCode.OuMaintenance}
            excludeSubtreeOf={ou.ouID}
            required={ou.parentOU !== null}
          />
          {/* Decision 081: a top-level OU may join another; a subsidiary may not leave its group. */}
          <Typography variant="body2" color="text.secondary" data-testid="parent-rule">
            {t(ou.parentOU ? 'ous.noTopLevel' : 'ous.topLevel')}
          </Typography>
        </Stack>
        {touched && parentMissing && <Alert severity="error">{t('ous.parentMissing')}</Alert>}
        {form.errorOf('parentOUID') && <Alert severity="error">{form.errorOf('parentOUID')}</Alert>}
        <Typography variant="body2" color="text.secondary">
          {t('ous.created', {
            by: ou.createdBy,
            at: formatDateTime(ou.createdDate, i18n.language as Language),
          })}
          <br />
          {t('ous.modified', {
            by: ou.modifiedBy,
            at: formatDateTime(ou.modifiedDate, i18n.language as Language),
          })}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('ous.createChild')}
          </Button>
          <span style={{ flex: 1 }} />
          <Button color="error" onClick={() => setAsking('delete')} loading={remove.isPending}>
            {t('delete')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('save')}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        question={t(asking === 'delete' ? 'confirmDelete' : 'confirmSave')}
        onConfirm={asking === 'delete' ? confirmDelete : confirmSave}
        onCancel={() => setAsking(null)}
      >
        {asking === 'save' && moving && <OuMoveSummary ouID={ou.ouID} parentOUID={parent} />}
      </ConfirmDialog>
      {creating && (
        <OuCreateDialog
          parent={ou}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            onOpen(id);
          }}
        />
      )}
    </Paper>
  );
}
