import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';

// Spec 9: cached query data is kept 60 s; within that window it is served without refetching.
const CACHE_MS = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_MS,
        gcTime: CACHE_MS,
        // Client errors (validation, forbidden, not found) will not change on a retry.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
