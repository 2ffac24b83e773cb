import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/error-message';

/** Spec 8: an uncaught render or load error shows its text (and stack, if any) and is logged. */
export function CrashPage({ error, info }: ErrorComponentProps) {
  const { t } = useTranslation('errors');
  const errorMessage = useErrorMessage();

  useEffect(() => {
    console.error(error);
  }, [error]);

  // An unreachable server is not a bug: say so in the user's language.
  const unreachable = isApiError(error) && (error.status === 0 || error.status >= 500);
  // An API refusal reads in the user's language; any other error is a defect, shown as thrown.
  const message = unreachable
    ? t('crash.serverUnavailable')
    : isApiError(error)
      ? errorMessage(error)
      : error instanceof Error
        ? error.message
        : String(error);

  return (
    <Box sx={{ p: 4, maxWidth: 960, mx: 'auto' }} role="alert">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('crash.title')}
      </Typography>
      <Typography sx={{ mb: 2, fontFamily: unreachable ? undefined : 'monospace' }}>{message}</Typography>
      {info?.componentStack && (
        <Box
          component="pre"
          sx={{
            p: 2,
            bgcolor: 'grey.100',
            borderRadius: 1,
            overflow: 'auto',
            fontSize: '0.75rem',
            maxHeight: 320,
          }}
        >
          {info.componentStack}
        </Box>
      )}
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('crash.reload')}
      </Button>
    </Box>
  );
}
