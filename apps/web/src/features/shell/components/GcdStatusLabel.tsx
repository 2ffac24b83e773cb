import Box from '@mui/material/Box';
import { Tooltip } from '../../../components/LazyTooltip';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { gcdStatusQueryOptions } from '../api/gcd-status';

/** Spec 1 "gcdStatus": the directory's own status; its source is not shown. */
export function GcdStatusLabel() {
  const { t, i18n } = useTranslation('shell');
  const language = currentLanguage(i18n.language);
  const { data, isError } = useQuery(gcdStatusQueryOptions);
  if (!data && !isError) return null;
  const ok = data?.status === 'ok';
  const label = ok
    ? t('status.ok', {
        count: data.contactCount ?? 0,
        formatted: formatNumber(data.contactCount ?? 0, language),
      })
    : t('status.unavailable');
  const details = data?.lastImportAt
    ? t('status.lastImport', { date: formatDateTime(data.lastImportAt, language) })
    : t('status.noImport');
  return (
    <Tooltip title={details}>
      <Box
        component="span"
        tabIndex={0}
        aria-label={`${label}. ${details}`}
        data-testid="gcd-status"
        data-status={data?.status ?? 'unavailable'}
        sx={{
          display: { xs: 'none', md: 'inline-flex' },
          alignItems: 'center',
          px: 1,
          py: 0.25,
          borderRadius: 3,
          fontSize: '0.75rem',
          fontWeight: 700,
          bgcolor: ok ? 'success.main' : 'error.main',
          color: ok ? 'success.contrastText' : 'error.contrastText',
          whiteSpace: 'nowrap',
        }}
      >
        {label}
      </Box>
    </Tooltip>
  );
}
