import type { ContactSearchPage } from '@cd/contracts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function ResultCount({ result }: { result: ContactSearchPage }) {
  const { t } = useTranslation('contacts');
  return (
    <Typography role="status" aria-live="polite" color="text.secondary" variant="body2">
      {result.totalIsExact
        ? t('search.count', { count: result.total })
        : t('search.countCapped', { count: result.total })}
    </Typography>
  );
}
