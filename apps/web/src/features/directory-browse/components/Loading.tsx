import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Spec 2: while data loads the screen reads 'Fetching data...'. */
export function Loading() {
  const { t } = useTranslation('directoryBrowse');
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ p: 2, alignItems: 'center' }}>
      <CircularProgress size={20} aria-label={t('fetching')} />
      <Typography>{t('fetching')}</Typography>
    </Stack>
  );
}
