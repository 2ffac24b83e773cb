import Alert from '@mui/material/Alert';
import { useErrorMessage } from '../../../lib/error-message';

/** A failed load, in the user's language, where the data would have been. */
export function QueryError({ error }: { error: unknown }) {
  const message = useErrorMessage();
  return <Alert severity="error">{message(error)}</Alert>;
}
