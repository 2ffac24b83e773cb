import { SEARCH_COUNT_CAP, type ContactSearchPage } from '@cd/contracts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The count as the server knows it: exact, a lower bound (decision 099), or more than the cap. */
export function ResultCount({ result }: { result: ContactSearchPage }) {
  const { t } = useTranslation('contacts');
  const text = result.totalIsExact
    ? t('search.count', { count: result.total })
    : result.total < SEARCH_COUNT_CAP
      ? t('search.countAtLeast', { count: result.total })
      : t('search.countCapped', { count: result.total });
  return (
    <Typography role="status" aria-live="polite" color="text.secondary" variant="body2">
      {text}
    </Typography>
  );
}
