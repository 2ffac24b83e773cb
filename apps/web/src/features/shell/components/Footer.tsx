import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Spec: the bar with the internal-use notice. */
export function Footer({ sticky }: { sticky: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.primary',
        textAlign: 'center',
        ...(sticky ? { position: 'sticky', bottom: 0, zIndex: 1 } : {}),
      }}
    >
      <Typography variant="caption">{t('footerNotice')}</Typography>
    </Box>
  );
}
