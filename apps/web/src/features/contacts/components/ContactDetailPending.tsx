import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Spec 2: while the contact loads the screen reads 'Fetching data...'. */
export function ContactDetailPending() {
  const { t } = useTranslation('contacts');
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ p: 3, alignItems: 'center' }}>
      <CircularProgress size={24} aria-label={t('fetching')} />
      <Typography>{t('fetching')}</Typography>
    </Stack>
  );
}
