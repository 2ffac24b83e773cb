import type { QueryClient } from '@tanstack/react-query';
import type { SettledAuthState } from '../features/auth/auth-state';

/** What every route's beforeLoad/loader receives. `auth` is settled: the router only runs after the probe. */
export interface RouterContext {
  queryClient: QueryClient;
  auth: SettledAuthState;
}
