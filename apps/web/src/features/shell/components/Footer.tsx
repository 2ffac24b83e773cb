import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function Footer() {
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
        textAlign: 'center',
      }}
    >
      <Typography variant="caption" color="text.secondary">
        {t('footerNotice')}
      </Typography>
    </Box>
  );
}
