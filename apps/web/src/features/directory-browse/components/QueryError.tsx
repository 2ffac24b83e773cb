import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/router-links';
import { useErrorMessage } from '../../../lib/error-message';

/**
 * A failed load, in the user's language, where the data would have been. `withoutOu`: the URL named the
 * OU that failed (one that does not exist), so offer OU Search without it (issue 19).
 */
export function QueryError({ error, withoutOu = false }: { error: unknown; withoutOu?: boolean }) {
  const message = useErrorMessage();
  const { t } = useTranslation('errors');
  return (
    <Alert
      severity="error"
      action={
        withoutOu && (
          <ButtonLink
            to="/OUSearch"
            search={(previous) => ({ ...previous, ouid: undefined })}
            color="inherit"
            size="small"
          >
            {t('routeNotice.back')}
          </ButtonLink>
        )
      }
    >
      {message(error)}
    </Alert>
  );
}
