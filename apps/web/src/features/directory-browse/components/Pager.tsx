import { SEARCH_COUNT_CAP } from '@cd/contracts';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

interface PagerProps {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  totalIsExact: boolean;
  onChange: (page: number) => void;
}

/**
 * Server pages: the count line and page buttons, all in the user's language. An inexact count below the
 * cap is a lower bound (decision 099: later tiers are counted only on the page that reaches them).
 */
export function Pager({ label, page, pageSize, total, totalIsExact, onChange }: PagerProps) {
  const { t } = useTranslation('directoryBrowse');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {totalIsExact
          ? t('count', { count: total })
          : total < SEARCH_COUNT_CAP
            ? t('countAtLeast', { count: total })
            : t('countMore', { count: total })}
      </Typography>
      {pages > 1 && (
        <Pagination
          aria-label={label}
          page={Math.min(page, pages)}
          count={pages}
          onChange={(_, next) => onChange(next)}
          getItemAriaLabel={(type, item, selected) =>
            type === 'page' || type === 'start-ellipsis' || type === 'end-ellipsis'
              ? t(selected ? 'pager.current' : 'pager.page', { page: item })
              : t(`pager.${type}`)
          }
        />
      )}
    </Stack>
  );
}
