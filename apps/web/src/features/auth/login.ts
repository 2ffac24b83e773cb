import { clearStoredRedirect } from './redirect-storage';

export const LOGIN_PATH = '/api/auth/login';
export const SIGN_OUT_PATH = '/sign-out';

export function loginUrl(returnTo: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ returnTo }).toString()}`;
}

/** Full-page navigation: the BFF runs the OIDC code flow and sends the browser back to returnTo. */
export function startLogin(returnTo: string): void {
  window.location.assign(loginUrl(returnTo));
}

/** Full-page navigation: the BFF clears the cookies, revokes the session and ends the IdP session. */
export function signOut(): void {
  clearStoredRedirect();
  window.location.assign(SIGN_OUT_PATH);
}
