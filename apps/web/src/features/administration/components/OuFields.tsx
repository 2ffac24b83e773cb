import { isAllowedText, type OuMaintenance } from '@cd/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { countriesQueryOptions } from '../../../lib/countries';
import { useFieldError } from '../admin-errors';

/** The OU's own fields as the form holds them (strings; empty = none). */
export interface OuFieldValues {
  code: string;
  name: string;
  nameZh: string;
  workingLocation: string;
  telexAndCable: string;
  website: string;
  countryCode: string;
}

export const emptyOuFields: OuFieldValues = {
  code: '',
  name: '',
  nameZh: '',
  workingLocation: '',
  telexAndCable: '',
  website: '',
  countryCode: '',
};

export const ouFieldsOf = (ou: OuMaintenance): OuFieldValues => ({
  code: ou.code,
  name: ou.name,
  nameZh: ou.nameZh ?? '',
  workingLocation: ou.workingLocation ?? '',
  telexAndCable: ou.telexAndCable ?? '',
  website: ou.website ?? '',
  countryCode: ou.country?.code ?? '',
});

type Problem = 'ous.mandatory' | 'ous.codeFormat' | 'ous.websiteFormat' | 'ous.character';

/** The browser's own checks, in the user's language (the server repeats them, in English, as the contract). */
export function validateOuFields(values: OuFieldValues): Partial<Record<keyof OuFieldValues, Problem>> {
  const problems: Partial<Record<keyof OuFieldValues, Problem>> = {};
  if (!values.code.trim()) problems.code = 'ous.mandatory';
  else if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(values.code.trim())) problems.code = 'ous.codeFormat';
  if (!values.name.trim()) problems.name = 'ous.mandatory';
  if (values.website.trim() && !/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(values.website.trim())) {
    problems.website = 'ous.websiteFormat';
  }
  // The server's one text rule (decision 088) comes first: it is what a save would be refused for.
  for (const field of textFields) if (!isAllowedText(values[field])) problems[field] = 'ous.character';
  return problems;
}

const textFields = ['code', 'name', 'nameZh', 'workingLocation', 'telexAndCable', 'website'] as const;

/** Every editable field of spec 3's organization unit; `error` is the last save's failure. */
export function OuFields({
  values,
  onChange,
  problems,
  error,
}: {
  values: OuFieldValues;
  onChange(values: OuFieldValues): void;
  problems: Partial<Record<keyof OuFieldValues, Problem>>;
  error: unknown;
}) {
  const { t, i18n } = useTranslation('administration');
  const fieldError = useFieldError();
  const countries = useQuery(countriesQueryOptions());
  const zh = i18n.language === 'zh-HK';
  const countryName = (code: string) => {
    const country = countries.data?.find((c) => c.code === code);
    return country ? (zh ? country.nameZh : country.name) : code;
  };
  const problemOf = (field: keyof OuFieldValues) => {
    const problem = problems[field];
    return problem ? t(problem) : fieldError(error, field);
  };
  return (
    <Grid container spacing={2}>
      {textFields.map((field) => (
        <Grid key={field} size={{ xs: 12, md: 6 }}>
          <TextField
            label={t(`ous.fields.${field}`)}
            value={values[field]}
            onChange={(event) => onChange({ ...values, [field]: event.target.value })}
            required={field === 'code' || field === 'name'}
            error={Boolean(problemOf(field))}
            helperText={problemOf(field)}
            fullWidth
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 6 }}>
        <Autocomplete
          options={(countries.data ?? []).map((c) => c.code)}
          getOptionLabel={countryName}
          value={values.countryCode || null}
          onChange={(_event, code) => onChange({ ...values, countryCode: code ?? '' })}
          loading={countries.isPending}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('ous.fields.country')}
              error={Boolean(problemOf('countryCode'))}
              helperText={problemOf('countryCode')}
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
