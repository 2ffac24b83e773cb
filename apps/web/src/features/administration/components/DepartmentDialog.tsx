import {
  departmentMaintenanceRequest,
  type DepartmentMaintenanceRequest,
  type DepartmentRecord,
} from '@cd/contracts';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useNotices } from '../../../components/notices';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleVersionAlert } from '../../../components/StaleVersionAlert';
import { useErrorMessage } from '../../../lib/error-message';
import { useFormErrors } from '../../../lib/form-errors';
import type { CodedMessage } from '../../../lib/server-message';
import { useReloadDepartments, useSaveDepartment } from '../api/departments';
import { DialogSaveActions } from './SaveActions';

interface Fields {
  code: string;
  name: string;
  nameZh: string;
}

/** Spec 5's own words for a code or name too short; everything else in the contract's words. */
const specText = (path: string, problem: CodedMessage) =>
  problem.messageCode === 'FIELD_TOO_SHORT' && (path === 'code' || path === 'name')
    ? (`departments.${path}Min` as const)
    : undefined;

export interface DepartmentDialogProps {
  ouID: number;
  /** The department to edit; absent to create one. */
  department?: DepartmentRecord;
  onClose(): void;
}

export function DepartmentDialog({ ouID, department, onClose }: DepartmentDialogProps) {
  const { t } = useTranslation('administration');
  const form = useFormErrors({
    textOf: (path, problem) => {
      const key = specText(path, problem);
      return key && t(key);
    },
  });
  const { enqueueSnackbar } = useNotices();
  const errorText = useErrorMessage();
  const save = useSaveDepartment();
  const reload = useReloadDepartments();
  const titleId = useId();
  const [fields, setFields] = useState<Fields>({
    code: department?.code ?? '',
    name: department?.name ?? '',
    nameZh: department?.nameZh ?? '',
  });
  const [confirming, setConfirming] = useState(false);
  const body: DepartmentMaintenanceRequest = {
    ouID,
    code: fields.code,
    name: fields.name,
    nameZh: fields.nameZh,
    ...(department ? { departmentID: department.departmentID, version: department.version } : {}),
  };

  // The contract's check before the question (decision 106).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check(departmentMaintenanceRequest, body)) setConfirming(true);
  };

  const confirmSave = () => {
    setConfirming(false);
    save.mutate(body, {
      onSuccess: () => {
        enqueueSnackbar(t('saved'), { variant: 'success' });
        onClose();
      },
      // The form stays open with what the user typed; a refused field says why beside it.
      onError: (error) => {
        if (!form.showServer(error)) enqueueSnackbar(errorText(error), { variant: 'error' });
      },
    });
  };

  const set = (key: keyof Fields) => (e: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [key]: e.target.value }));
    form.clear(key);
  };
  const problem = (key: keyof Fields) => ({
    error: Boolean(form.errorOf(key)),
    helperText: form.errorOf(key),
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {department ? t('departments.editTitle') : t('departments.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <StaleVersionAlert
              error={save.error}
              onReload={() => {
                void reload();
                onClose();
              }}
            />
            <TextField
              label={t('departments.code')}
              value={fields.code}
              onChange={set('code')}
              required
              autoFocus
              {...problem('code')}
            />
            <TextField
              label={t('departments.name')}
              value={fields.name}
              onChange={set('name')}
              required
              {...problem('name')}
            />
            <TextField
              label={t('departments.nameZh')}
              value={fields.nameZh}
              onChange={set('nameZh')}
              {...problem('nameZh')}
            />
          </Stack>
        </DialogContent>
        <DialogSaveActions
          saving={save.isPending}
          confirming={confirming}
          onConfirm={confirmSave}
          onKeepEditing={() => setConfirming(false)}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
