import { digitsOnly, phoneNumberCharacters } from '@cd/contracts';
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

const filterOf = (part: keyof PhoneForm) => (part === 'number' ? phoneNumberCharacters : digitsOnly);

/** One text box per part of a number, labelled "<group> · <part>", with the server's error for that part. */
function NumberParts<T extends PhoneForm | MobileForm>({
  label,
  value,
  onChange,
  errors,
  prefix,
  parts,
}: PartsProps<T> & { parts: [keyof T & keyof PhoneForm, number][] }) {
  const { t } = useTranslation('contactMaintenance');
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={label} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {parts.map(([name, width]) => (
        <TextField
          key={name}
          size="small"
          label={`${label} · ${t(`phone.${name as keyof PhoneForm}`)}`}
          value={value[name]}
          // Spec 5's numeric filter as typed; the number keeps the spaces and hyphens that group it.
          onChange={(event) => onChange({ ...value, [name]: filterOf(name)(event.target.value) })}
          slotProps={{ htmlInput: { inputMode: name === 'number' ? 'tel' : 'numeric' } }}
          error={Boolean(errors[`${prefix}.${name}`])}
          helperText={errors[`${prefix}.${name}`]}
          sx={{ width }}
        />
      ))}
    </Stack>
  );
}

/** Spec 3's phone: country code, area code, number and extension side by side. */
export function PhoneFields(props: PartsProps<PhoneForm>) {
  return (
    <NumberParts
      {...props}
      parts={[
        ['countryCode', 150],
        ['areaCode', 150],
        ['number', 220],
        ['extension', 150],
      ]}
    />
  );
}

export function MobileFields(props: PartsProps<MobileForm>) {
  return (
    <NumberParts
      {...props}
      parts={[
        ['countryCode', 150],
        ['number', 220],
      ]}
    />
  );
}
