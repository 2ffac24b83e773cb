import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** The generic loading spinner (spec 2), announced to screen readers. */
export function Spinner() {
  const { t } = useTranslation('common');
  return (
    <Box
      role="status"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', p: 4, flex: 1 }}
    >
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}
