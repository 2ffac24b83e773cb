import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** Someone else changed the connection: say so and offer to reload it. */
export function StaleAlert({ onReload }: { onReload(): void }) {
  const { t } = useTranslation('directorySync');
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" onClick={onReload}>
          {t('reload')}
        </Button>
      }
    >
      {t('stale')}
    </Alert>
  );
}
