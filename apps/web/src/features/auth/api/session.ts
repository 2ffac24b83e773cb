import type { SessionInfo } from '@cd/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, isApiError, sessionResponse } from '../../../lib/api-client';

export const sessionQueryKey = ['auth', 'session'] as const;

/**
 * The signed-in user, or null for a guest. An expired access token with a live refresh token still
 * counts as signed in: one ReAuthorize is tried before giving up.
 */
export async function fetchSession(): Promise<SessionInfo | null> {
  try {
    return await apiClient.call('auth.session', { schema: sessionResponse, reauthorize: false });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return apiClient.reAuthorize();
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  // A guest is a valid answer, not a failure; only an unreachable server is worth one more try.
  retry: (failureCount, error) =>
    failureCount < 1 && !(isApiError(error) && error.status < 500 && error.status > 0),
});
