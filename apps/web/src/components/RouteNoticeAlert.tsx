import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../lib/error-message';

/** RouteNotice's text: the refusal in the user's language and the way back. */
export default function RouteNoticeAlert({ error, back }: { error: unknown; back: string }) {
  const { t } = useTranslation('errors');
  const message = useErrorMessage();
  return (
    <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 960 }}>
      <Alert
        severity="warning"
        action={
          <Button component={Link} to={back} color="inherit" size="small">
            {t('routeNotice.back')}
          </Button>
        }
      >
        {message(error)}
      </Alert>
    </Box>
  );
}
