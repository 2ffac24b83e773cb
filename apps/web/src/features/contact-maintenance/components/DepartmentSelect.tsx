import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { ouDepartmentsQueryOptions } from '../api/ou-departments';

interface DepartmentSelectProps {
  /** The chosen OU's id; without one there is nothing to choose from. */
  ouID: string;
  value: string;
  onChange(departmentID: string): void;
  /** The saved department's name, shown while the list loads. */
  savedName?: { id: string; name: string };
  error?: string;
}

/** The contact's department: one of the chosen OU's departments, or none. */
export function DepartmentSelect({ ouID, value, onChange, savedName, error }: DepartmentSelectProps) {
  const { t, i18n } = useTranslation('contactMaintenance');
  const describeError = useErrorMessage();
  const departments = useQuery({ ...ouDepartmentsQueryOptions(ouID), enabled: ouID !== '' });
  const chinese = i18n.language === 'zh-HK';
  const options = departments.data ?? [];
  // MUI's select needs the current value among its options, also before the list has loaded.
  const showSaved = value !== '' && !options.some((d) => String(d.departmentID) === value) && savedName;
  const helper =
    error ??
    (departments.isError
      ? describeError(departments.error)
      : ouID === ''
        ? t('departmentNeedsOu')
        : departments.isSuccess && options.length === 0
          ? t('noDepartments')
          : undefined);
  return (
    <TextField
      select
      label={t('fields.departmentID')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={ouID === ''}
      error={Boolean(error) || departments.isError}
      helperText={helper}
      // The hint says why the field is disabled, so it keeps readable contrast (axe color-contrast).
      slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
      size="small"
      fullWidth
    >
      <MenuItem value="">
        <em>{t('noDepartment')}</em>
      </MenuItem>
      {showSaved && savedName.id === value && <MenuItem value={value}>{savedName.name}</MenuItem>}
      {options.map((department) => (
        <MenuItem key={department.departmentID} value={String(department.departmentID)}>
          {(chinese && department.nameZh) || department.name} ({department.code})
        </MenuItem>
      ))}
    </TextField>
  );
}
