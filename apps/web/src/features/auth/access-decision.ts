import { hasAccess, type AccessRule } from '../../lib/permissions';
import type { SettledAuthState } from './auth-state';

/** Spec 2's special paths: never remembered as a place to come back to after sign-in. */
const NOT_REMEMBERED = new Set(['/', '/callback', '/sign-out', '/logout', '/404', '/401', '/loading']);

export interface AccessRequest {
  /** Path + search + hash being opened: what login returns to. */
  href: string;
  pathname: string;
  /** The route's declaration; undefined = any signed-in user with a role. */
  access: 'public' | AccessRule | undefined;
  auth: SettledAuthState;
  storedRedirect: string | null;
  /** Where a signed-in user goes when refused: their first permitted page, or /401. */
  home: string;
}

export type AccessDecision =
  | { type: 'allow'; clearStoredRedirect: boolean }
  | { type: 'login'; returnTo: string; storeRedirect: string | null }
  | { type: 'redirect'; to: string; clearStoredRedirect: boolean }
  | { type: 'error'; error: Error };

/** Spec 4 "Access guard", as a pure function so every branch is testable. */
export function decideAccess(request: AccessRequest): AccessDecision {
  const { access, auth, href, pathname, storedRedirect } = request;
  if (access === 'public') return { type: 'allow', clearStoredRedirect: false };
  if (auth.status === 'error') return { type: 'error', error: auth.error };
  if (auth.status === 'unauthenticated') {
    return { type: 'login', returnTo: href, storeRedirect: NOT_REMEMBERED.has(pathname) ? null : href };
  }
  if (auth.roles.length === 0) return { type: 'redirect', to: '/401', clearStoredRedirect: true };
  // The "later grant": a path remembered before sign-in wins once, then is forgotten.
  if (storedRedirect && storedRedirect !== href) {
    return { type: 'redirect', to: storedRedirect, clearStoredRedirect: true };
  }
  if (hasAccess(access ?? {}, auth.roles)) {
    return { type: 'allow', clearStoredRedirect: storedRedirect === href };
  }
  // Refused where the remembered path led: forget it, or home would send the user straight back.
  return { type: 'redirect', to: request.home, clearStoredRedirect: storedRedirect === href };
}
