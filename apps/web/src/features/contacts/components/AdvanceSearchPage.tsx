import {
  contactAdvanceSearchRequest,
  filterNameInput,
  filterPhoneInput,
  FunctionCode,
  type ContactAdvanceSearchRequest,
} from '@cd/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/layouts/PageLayout';
import { OuPicker } from '../../../components/OuPicker';
import { useErrorMessage } from '../../../lib/error-message';
import { useFormErrors } from '../../../lib/form-errors';
import { advanceSearchQueryOptions, RESULTS_PAGE_SIZE } from '../api/search-contacts';
import { countriesQueryOptions } from '../../../lib/countries';
import { SEARCH_PURPOSES, type SearchPurpose } from '../search-purpose';
import { ContactResults } from './ContactResults';
import { ResultCount } from './ResultCount';
import { SearchActions } from './SearchActions';

/** The advanced search as the URL carries it (spec 2's parameter names). */
export interface AdvanceSearchParams {
  name?: string;
  title?: string;
  dept?: string;
  ouid?: string;
  /** Present: the chosen OU only, without its subsidiaries. */
  thisOU?: string;
  addr?: string;
  country?: string;
  email?: string;
  phone?: string;
  mobile?: string;
  page?: string;
}

const TEXT_FIELDS = ['name', 'title', 'dept', 'addr', 'email', 'phone', 'mobile'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const LABELLED = [...TEXT_FIELDS, 'ouid', 'country'] as const;

const INPUT_FILTERS: Partial<Record<TextField, (text: string) => string>> = {
  name: filterNameInput,
  title: filterNameInput,
  dept: filterNameInput,
  phone: filterPhoneInput,
  mobile: filterPhoneInput,
};

/** The form's field of a request field (spec 2's URL names, which the form uses). */
const REQUEST_FIELDS: Record<string, keyof AdvanceSearchParams> = {
  department: 'dept',
  departmentID: 'dept',
  ouID: 'ouid',
  includeSubsidiaries: 'thisOU',
  workingAddress: 'addr',
};
const fieldOf = (path: string) => REQUEST_FIELDS[path] ?? path;

/** Only what is typed, trimmed: what the URL (and so the search) carries. */
function typedSearch(form: AdvanceSearchParams): AdvanceSearchParams {
  const search: AdvanceSearchParams = {};
  for (const [key, value] of Object.entries(form)) {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (trimmed && key !== 'page') search[key as keyof AdvanceSearchParams] = trimmed;
  }
  return search;
}

export function toAdvanceSearchRequest(
  params: AdvanceSearchParams,
  functionCode: ContactAdvanceSearchRequest['functionCode'] = FunctionCode.DirectorySearch,
): ContactAdvanceSearchRequest | null {
  const request: ContactAdvanceSearchRequest = {
    functionCode,
    name: params.name,
    title: params.title,
    department: params.dept,
    ouID: params.ouid,
    includeSubsidiaries: params.thisOU ? false : true,
    workingAddress: params.addr,
    country: params.country,
    email: params.email,
    phone: params.phone,
    mobile: params.mobile,
    page: params.page ?? '1',
    pageSize: RESULTS_PAGE_SIZE,
  };
  const anyCriterion = [...TEXT_FIELDS, 'ouid', 'country'].some(
    (key) => params[key as keyof AdvanceSearchParams],
  );
  return anyCriterion ? request : null;
}

interface AdvanceSearchPageProps {
  params: AdvanceSearchParams;
  /** The directory's search (default) or contact maintenance's (decision 048). */
  purpose?: SearchPurpose;
  /** Maintenance only: the caller may create contacts. */
  canCreate?: boolean;
}

/** Spec 2 Advance Search: every filled field must match (AND); results open at /AdvanceSearch/contact. */
export function AdvanceSearchPage({
  params,
  purpose = 'directory',
  canCreate = false,
}: AdvanceSearchPageProps) {
  const { t, i18n } = useTranslation('contacts');
  const { functionCode, advancePath, advanceResultPath, advanceTitleKey } = SEARCH_PURPOSES[purpose];
  const navigate = useNavigate();
  const [form, setForm] = useState<AdvanceSearchParams>(params);
  // Back, Forward or a followed link change the URL under us: the form follows it.
  const paramsKey = JSON.stringify(params);
  const [seenParamsKey, setSeenParamsKey] = useState(paramsKey);
  if (seenParamsKey !== paramsKey) {
    setSeenParamsKey(paramsKey);
    setForm(params);
  }
  const chinese = i18n.language === 'zh-HK';

  const countries = useQuery(countriesQueryOptions());
  const request = toAdvanceSearchRequest(params, functionCode);
  const query = useQuery({
    ...advanceSearchQueryOptions(request ?? { page: 1 }),
    enabled: request !== null,
  });
  const describeError = useErrorMessage();
  const labelOf = useCallback(
    (path: string) =>
      LABELLED.includes(path as (typeof LABELLED)[number])
        ? t(`search.fields.${path as (typeof LABELLED)[number]}`)
        : undefined,
    [t],
  );
  const problems = useFormErrors({ fieldOf, labelOf });
  const { showServer } = problems;
  // A search the URL carried (a pasted link) is refused by the server: its problems sit on their fields.
  const failed = query.isError ? query.error : null;
  useEffect(() => {
    if (failed) showServer(failed);
  }, [failed, showServer]);
  const fieldsNamed = failed !== null && Object.keys(problems.errors).length > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    const search = typedSearch(form);
    const request = toAdvanceSearchRequest(search, functionCode);
    // Nothing typed searches nothing (the results go away); anything typed is checked first (decision 106).
    if (request && !problems.check(contactAdvanceSearchRequest, request)) return;
    problems.clear();
    void navigate({ to: advancePath, search });
  }

  const text = (field: TextField) => ({
    id: `advance-${field}`,
    label: t(`search.fields.${field}`),
    value: form[field] ?? '',
    onChange: (event: { target: { value: string } }) => {
      const filter = INPUT_FILTERS[field];
      setForm({ ...form, [field]: filter ? filter(event.target.value) : event.target.value });
      problems.clear(field);
    },
    error: Boolean(problems.errorOf(field)),
    helperText: problems.errorOf(field),
    fullWidth: true,
    size: 'small' as const,
    slotProps: { htmlInput: { maxLength: 200 } },
  });

  const countryLabel = (code: string) => {
    const country = countries.data?.find((c) => c.code === code);
    return country ? (chinese ? country.nameZh : country.name) : code;
  };

  return (
    <PageLayout title={t(advanceTitleKey)}>
      <Stack spacing={2} sx={{ maxWidth: 1040 }}>
        <SearchActions purpose={purpose} other="basic" canCreate={canCreate} />
        <Paper
          variant="outlined"
          component="form"
          onSubmit={submit}
          sx={{ p: 2 }}
          aria-label={t(advanceTitleKey)}
        >
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField {...text('name')} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField {...text('title')} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField {...text('dept')} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <OuPicker
                value={form.ouid}
                onChange={(ouid) => {
                  setForm({ ...form, ouid });
                  problems.clear('ouid');
                }}
                error={problems.errorOf('ouid')}
                functionCode={functionCode}
                label={t('search.fields.ouid')}
                size="small"
                fullWidth
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={!form.thisOU}
                    onChange={(event) => setForm({ ...form, thisOU: event.target.checked ? undefined : '1' })}
                    size="small"
                  />
                }
                label={t('search.fields.includeSubsidiaries')}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField {...text('addr')} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Autocomplete
                options={(countries.data ?? []).map((c) => c.code)}
                getOptionLabel={countryLabel}
                value={form.country ?? null}
                onChange={(_event, value) => setForm({ ...form, country: value ?? undefined })}
                size="small"
                renderInput={(props) => (
                  <TextField
                    {...props}
                    label={t('search.fields.country')}
                    error={Boolean(problems.errorOf('country'))}
                    helperText={problems.errorOf('country')}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              {/* Part of an address is a search too ("obrien", "@harbourpacific.co.jp"): a browser email
                  input would refuse it, so this is text with the email keyboard. */}
              <TextField
                {...text('email')}
                slotProps={{ htmlInput: { inputMode: 'email', maxLength: 200 } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField
                {...text('phone')}
                slotProps={{ htmlInput: { maxLength: 30, inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField
                {...text('mobile')}
                slotProps={{ htmlInput: { maxLength: 30, inputMode: 'numeric' } }}
              />
            </Grid>
          </Grid>
          <Box sx={{ display: 'flex', gap: 1, mt: 2, justifyContent: 'flex-end' }}>
            <Button
              type="button"
              onClick={() => {
                setForm({});
                problems.clear();
              }}
            >
              {t('search.reset')}
            </Button>
            <Button type="submit" variant="contained">
              {t('search.submit')}
            </Button>
          </Box>
        </Paper>
        {query.isFetching && <LinearProgress aria-label={t('search.searching')} />}
        {query.isError && !fieldsNamed && (
          <Typography role="alert" color="error">
            {describeError(query.error)}
          </Typography>
        )}
        {request && query.data && (
          <>
            <ResultCount result={query.data} />
            <ContactResults
              result={query.data}
              detailPath={advanceResultPath}
              onPageChange={(next) =>
                void navigate({ to: advancePath, search: { ...params, page: String(next) } })
              }
            />
          </>
        )}
      </Stack>
    </PageLayout>
  );
}
