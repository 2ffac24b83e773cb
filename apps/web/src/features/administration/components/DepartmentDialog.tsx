import {
  DEPARTMENT_CODE_MIN,
  DEPARTMENT_NAME_MIN,
  isAllowedText,
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
import { useFieldError } from '../admin-errors';
import { useErrorMessage } from '../../../lib/error-message';
import { useReloadDepartments, useSaveDepartment } from '../api/departments';
import { DialogSaveActions } from './SaveActions';

interface Fields {
  code: string;
  name: string;
  nameZh: string;
}

/** The form's own check, with the same minimums the server applies (contract constants). */
function validate(fields: Fields) {
  // The server's one text rule (decision 088) first, then the minimums.
  const character = (value: string) =>
    isAllowedText(value) ? undefined : ('departments.character' as const);
  return {
    code:
      character(fields.code) ??
      (fields.code.trim().length < DEPARTMENT_CODE_MIN ? ('departments.codeMin' as const) : undefined),
    name:
      character(fields.name) ??
      (fields.name.trim().length < DEPARTMENT_NAME_MIN ? ('departments.nameMin' as const) : undefined),
    nameZh: character(fields.nameZh),
  };
}

export interface DepartmentDialogProps {
  ouID: number;
  /** The department to edit; absent to create one. */
  department?: DepartmentRecord;
  onClose(): void;
}

export function DepartmentDialog({ ouID, department, onClose }: DepartmentDialogProps) {
  const { t } = useTranslation('administration');
  const fieldError = useFieldError();
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
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const errors = validate(fields);
  const shown: Partial<typeof errors> = touched ? errors : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!errors.code && !errors.name && !errors.nameZh) setConfirming(true);
  };

  const confirmSave = () => {
    setConfirming(false);
    const body: DepartmentMaintenanceRequest = {
      ouID,
      code: fields.code,
      name: fields.name,
      nameZh: fields.nameZh,
      ...(department ? { departmentID: department.departmentID, version: department.version } : {}),
    };
    save.mutate(body, {
      onSuccess: () => {
        enqueueSnackbar(t('saved'), { variant: 'success' });
        onClose();
      },
      // The form stays open with what the user typed.
      onError: (error) => enqueueSnackbar(errorText(error), { variant: 'error' }),
    });
  };

  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));
  const serverError = (field: string) => (save.error ? fieldError(save.error, field) : undefined);

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
              error={Boolean(shown.code || serverError('code'))}
              helperText={shown.code ? t(shown.code) : serverError('code')}
            />
            <TextField
              label={t('departments.name')}
              value={fields.name}
              onChange={set('name')}
              required
              error={Boolean(shown.name || serverError('name'))}
              helperText={shown.name ? t(shown.name) : serverError('name')}
            />
            <TextField
              label={t('departments.nameZh')}
              value={fields.nameZh}
              onChange={set('nameZh')}
              error={Boolean(shown.nameZh || serverError('nameZh'))}
              helperText={shown.nameZh ? t(shown.nameZh) : serverError('nameZh')}
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
