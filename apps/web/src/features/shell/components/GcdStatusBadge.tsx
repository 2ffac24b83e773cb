import Box from '@mui/material/Box';
import { Tooltip } from '../../../components/LazyTooltip';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import type { GcdStatus } from '@cd/contracts';
import { statusView } from '../gcd-status-view';

/** The toolbar's status label once the status has come (or failed: `data` undefined), see GcdStatusLabel. */
export default function GcdStatusBadge({ data }: { data: GcdStatus | undefined }) {
  const { t, i18n } = useTranslation('shell');
  const language = currentLanguage(i18n.language);
  const view = statusView(data);
  const date = (value: string) => formatDateTime(value, language);
  const { label: l, details: d } = view;
  const label =
    l.kind === 'contacts'
      ? t('status.ok', { count: l.count, formatted: formatNumber(l.count, language) })
      : l.kind === 'static'
        ? l.text
        : l.kind === 'sync'
          ? t(`status.sync.${l.state}`)
          : t('status.unavailable');
  const details =
    d.kind === 'failing'
      ? t('status.failing', { count: d.count, total: d.total })
      : d.kind === 'lastSync'
        ? d.date
          ? t('status.lastSync', { date: date(d.date) })
          : t('status.noSync')
        : d.date
          ? t('status.lastImport', { date: date(d.date) })
          : t('status.noImport');
  return (
    <Tooltip title={details}>
      <Box
        component="span"
        tabIndex={0}
        aria-label={`${label}. ${details}`}
        data-testid="gcd-status"
        data-status={data?.status ?? 'unavailable'}
        data-source={data?.source}
        sx={{
          display: { xs: 'none', md: 'inline-flex' },
          alignItems: 'center',
          px: 1,
          py: 0.25,
          borderRadius: 3,
          fontSize: '0.75rem',
          fontWeight: 700,
          // The status colours are readable on their contrast text in every scheme (decision 105).
          bgcolor: `${view.tone}.main`,
          color: `${view.tone}.contrastText`,
          whiteSpace: 'nowrap',
        }}
      >
        {label}
      </Box>
    </Tooltip>
  );
}
