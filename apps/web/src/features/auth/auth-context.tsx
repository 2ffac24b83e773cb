import { createContext, useContext } from 'react';
import type { AuthState } from './auth-state';
import { isGuestRole } from '../../lib/permissions';

export const AuthContext = createContext<AuthState>({ status: 'configuring' });

export function useAuth(): AuthState {
  return useContext(AuthContext);
}

/** The signed-in session, or null for guests (and while configuring). */
export function useSession() {
  const auth = useAuth();
  return auth.status === 'authenticated' ? auth : null;
}

/** Spec 4 "Guest": not signed in, or signed in without any role. */
export function useIsGuest(): boolean {
  const session = useSession();
  return session === null || isGuestRole(session.roles);
}
