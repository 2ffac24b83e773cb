// Spec 9: session storage holds the redirect URL (per tab, gone when the tab closes).
const KEY = 'cd.redirectUrl';

export function getStoredRedirect(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeRedirect(href: string): void {
  try {
    sessionStorage.setItem(KEY, href);
  } catch {
    // Without storage the login's returnTo still brings the user back.
  }
}

export function clearStoredRedirect(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
