import type { OuMaintenance } from '@cd/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { countriesQueryOptions } from '../../../lib/countries';
import type { CodedMessage } from '../../../lib/server-message';

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

/** The screen's own words where the contract says only "not valid" (decision 106). */
export function ouProblemKey(path: string, problem: CodedMessage) {
  if (problem.messageCode !== 'FIELD_INVALID') return undefined;
  return path === 'code' ? 'ous.codeFormat' : path === 'website' ? 'ous.websiteFormat' : undefined;
}

const textFields = ['code', 'name', 'nameZh', 'workingLocation', 'telexAndCable', 'website'] as const;

/** Every editable field of spec 3's organization unit, each with the form's problem with it. */
export function OuFields({
  values,
  onChange,
  problemOf,
}: {
  values: OuFieldValues;
  onChange(values: OuFieldValues, field: keyof OuFieldValues): void;
  problemOf(field: keyof OuFieldValues): string | undefined;
}) {
  const { t, i18n } = useTranslation('administration');
  const countries = useQuery(countriesQueryOptions());
  const zh = i18n.language === 'zh-HK';
  const countryName = (code: string) => {
    const country = countries.data?.find((c) => c.code === code);
    return country ? (zh ? country.nameZh : country.name) : code;
  };
  return (
    <Grid container spacing={2}>
      {textFields.map((field) => (
        <Grid key={field} size={{ xs: 12, md: 6 }}>
          <TextField
            label={t(`ous.fields.${field}`)}
            value={values[field]}
            onChange={(event) => onChange({ ...values, [field]: event.target.value }, field)}
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
          onChange={(_event, code) => onChange({ ...values, countryCode: code ?? '' }, 'countryCode')}
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
