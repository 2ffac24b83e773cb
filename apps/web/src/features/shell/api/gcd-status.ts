import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The toolbar's status label; refreshed every five minutes while the page is open. */
export const gcdStatusQueryOptions = queryOptions({
  queryKey: ['system', 'gcd-status'],
  queryFn: () =>
    apiClient.call('SystemAdministration.CheckGCDStatus', {
      schema: () => import('./response-schemas').then((schemas) => schemas.gcdStatusResponse),
    }),
  refetchInterval: 5 * 60_000,
  staleTime: 60_000,
});
