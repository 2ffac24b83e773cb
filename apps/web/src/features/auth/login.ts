import { CSRF_HEADER, CSRF_HEADER_VALUE, sessionEndpoints } from '@cd/contracts';
import { clearStoredRedirect } from './redirect-storage';

/** The page with a sign-out button: where a sign-out that could not be sent leaves the user to retry. */
export const SIGN_OUT_PATH = '/sign-out';

export function loginUrl(returnTo: string): string {
  return `${sessionEndpoints['auth.login'].path}?${new URLSearchParams({ returnTo }).toString()}`;
}

/** Full-page navigation: the BFF runs the OIDC code flow and sends the browser back to returnTo. */
export function startLogin(returnTo: string): void {
  window.location.assign(loginUrl(returnTo));
}

/**
 * A POST with the CSRF header (a GET from any site must not sign anyone out): the BFF revokes the session
 * and clears the cookies, then the browser goes on to the IdP's sign-out it names.
 */
export async function signOut(fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)) {
  clearStoredRedirect();
  let next = SIGN_OUT_PATH;
  try {
    const response = await fetchImpl(sessionEndpoints['auth.sign-out'].path, {
      method: 'POST',
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, Accept: 'application/json' },
      credentials: 'same-origin',
    });
    const body: unknown = response.ok ? await response.json() : null;
    const location = (body as { data?: { location?: unknown } } | null)?.data?.location;
    if (typeof location === 'string') next = location;
  } catch {
    // Unreachable server: the sign-out page offers the button again.
  }
  window.location.assign(next);
}
