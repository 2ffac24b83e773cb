import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isServerMessage } from '../lib/api-error';
import { useErrorMessage } from '../lib/error-message';

export interface StaleVersionAlertProps {
  /** The failed save's error: the alert shows only for a 409 STALE_VERSION. */
  error: unknown;
  onReload(): void;
  /** The screen's own words for what changed; the server's message otherwise. */
  message?: string;
}

/** After a save based on an old version: says someone else changed it and offers to reload; nothing otherwise. */
export function StaleVersionAlert({ error, onReload, message }: StaleVersionAlertProps) {
  const { t } = useTranslation('common');
  const errorText = useErrorMessage();
  if (!isServerMessage(error, 'STALE_VERSION')) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" onClick={onReload}>
          {t('reload')}
        </Button>
      }
    >
      {message ?? errorText(error)}
    </Alert>
  );
}
