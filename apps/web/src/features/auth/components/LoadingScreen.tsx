import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The /loading look: nothing but a centred spinner, outside the application shell. */
export function LoadingScreen({ label }: { label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t('loading');
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress size={40} aria-label={text} />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
