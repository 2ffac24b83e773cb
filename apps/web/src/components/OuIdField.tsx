import { ouDetailResponse } from '@cd/contracts';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../lib/api-client';

/** What the field accepts as an OU id; screens enable their actions by the same rule. */
export const isOuId = (value: string) => /^[1-9]\d{0,9}$/.test(value);

/**
 * The OU a screen works on, by id (docs/decisions/038: no OU list endpoint exists yet). The OU's name is
 * looked up so the user sees which unit the id means; the action's own API call decides access.
 */
export function OuIdField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t, i18n } = useTranslation('common');
  const valid = isOuId(value);
  const detail = useQuery({
    queryKey: ['organization-units', 'detail', value],
    queryFn: ({ signal }) =>
      apiClient.get('/api/OrganizationUnits/GetOUDetail', {
        query: { ouID: value },
        schema: ouDetailResponse,
        signal,
      }),
    enabled: valid,
    retry: false,
  });
  const name = detail.data
    ? i18n.language === 'zh-HK' && detail.data.nameZh
      ? detail.data.nameZh
      : detail.data.name
    : null;
  const helper = !value
    ? t('ouField.hint')
    : !valid
      ? t('ouField.invalid')
      : detail.isError
        ? t('ouField.unknown')
        : (name ?? ' ');
  return (
    <TextField
      label={t('ouField.label')}
      value={value}
      onChange={(event) => onChange(event.target.value.trim())}
      required
      error={Boolean(value) && (!valid || detail.isError)}
      helperText={helper}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'ou-id' } }}
      sx={{ minWidth: 280 }}
    />
  );
}
