import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { isStaleVersion } from '../admin-errors';

/** After a 409 on a stale version: says someone else changed it and offers to reload; nothing otherwise. */
export function StaleVersionAlert({ error, onReload }: { error: unknown; onReload(): void }) {
  const { t } = useTranslation('administration');
  const errorText = useErrorMessage();
  if (!isStaleVersion(error)) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" onClick={onReload}>
          {t('reload')}
        </Button>
      }
    >
      {errorText(error)}
    </Alert>
  );
}
