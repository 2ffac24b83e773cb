import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { MobileForm, PhoneForm } from '../form-model';

interface PartsProps<T> {
  /** Accessible group name, e.g. "Phone" or "Secondary phone 2". */
  label: string;
  value: T;
  onChange(next: T): void;
  /** Server field errors by path; `prefix` is this row's path (`phone`, `secondaryPhones.1`). */
  errors: Record<string, string>;
  prefix: string;
}

/** Spec 3's phone: country code, area code, number and extension side by side. */
export function PhoneFields({ label, value, onChange, errors, prefix }: PartsProps<PhoneForm>) {
  const { t } = useTranslation('contactMaintenance');
  const part = (name: keyof PhoneForm, width: number) => (
    <TextField
      size="small"
      label={`${label} · ${t(`phone.${name}`)}`}
      value={value[name]}
      onChange={(event) => onChange({ ...value, [name]: event.target.value })}
      error={Boolean(errors[`${prefix}.${name}`])}
      helperText={errors[`${prefix}.${name}`]}
      sx={{ width }}
    />
  );
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={label} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {part('countryCode', 150)}
      {part('areaCode', 150)}
      {part('number', 220)}
      {part('extension', 150)}
    </Stack>
  );
}

export function MobileFields({ label, value, onChange, errors, prefix }: PartsProps<MobileForm>) {
  const { t } = useTranslation('contactMaintenance');
  const part = (name: keyof MobileForm, width: number) => (
    <TextField
      size="small"
      label={`${label} · ${t(`phone.${name}`)}`}
      value={value[name]}
      onChange={(event) => onChange({ ...value, [name]: event.target.value })}
      error={Boolean(errors[`${prefix}.${name}`])}
      helperText={errors[`${prefix}.${name}`]}
      sx={{ width }}
    />
  );
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={label}>
      {part('countryCode', 150)}
      {part('number', 220)}
    </Stack>
  );
}
