import type { SessionInfo } from '@cd/contracts';
import { effectiveRoles } from '../../lib/permissions';

/**
 * Spec 3/4 auth state. `configuring` lasts until the session probe settles; the BFF then either knows
 * the user (`authenticated`) or not (`unauthenticated`, which starts a login on protected routes).
 * `error` means the probe itself failed (server unreachable), which is not the same as signed out.
 */
export type AuthState =
  | { status: 'configuring' }
  | { status: 'authenticated'; session: SessionInfo; roles: string[] }
  | { status: 'unauthenticated' }
  | { status: 'error'; error: Error };

export type SettledAuthState = Exclude<AuthState, { status: 'configuring' }>;

export function authStateFrom(query: {
  status: 'pending' | 'error' | 'success';
  data: SessionInfo | null | undefined;
  error: Error | null;
}): AuthState {
  // A failed background refetch keeps the last answer: a network blip must not end the session.
  if (query.data === null) return { status: 'unauthenticated' };
  if (query.data) {
    return { status: 'authenticated', session: query.data, roles: effectiveRoles(query.data.roles) };
  }
  if (query.status === 'error')
    return { status: 'error', error: query.error ?? new Error('Session unavailable') };
  return { status: 'configuring' };
}
