import type { QueryClient } from '@tanstack/react-query';
import { notify as enqueueSnackbar } from '../components/notices';
import { sessionQueryKey } from '../features/auth/api/session';
import { startLogin } from '../features/auth/login';
import type { ApiClient } from '../lib/api-client';
import { i18n } from './i18n';

/** Spec 9: notices stay 2000 ms; the user reads why before being sent to sign in. */
const NOTICE_MS = 2000;

/** Connects the (React-free) API client to the session cache, toasts and the login redirect. */
export function connectApiClient(client: ApiClient, queryClient: QueryClient): void {
  client.setEvents({
    onSessionRefreshed(session) {
      queryClient.setQueryData(sessionQueryKey, session);
    },
    onSessionLost() {
      enqueueSnackbar(i18n.t('auth:reAuthorizeFailed'), { variant: 'error', preventDuplicate: true });
      const { pathname, search, hash } = window.location;
      window.setTimeout(() => startLogin(`${pathname}${search}${hash}`), NOTICE_MS);
    },
    onNoAccessToken() {
      enqueueSnackbar(i18n.t('auth:noAccessToken'), { variant: 'error', preventDuplicate: true });
    },
  });
}
