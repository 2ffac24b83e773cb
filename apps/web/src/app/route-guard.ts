import { redirect, type StaticDataRouteOption } from '@tanstack/react-router';
import { decideAccess } from '../features/auth/access-decision';
import { loginUrl, startLogin } from '../features/auth/login';
import { clearStoredRedirect, getStoredRedirect, storeRedirect } from '../features/auth/redirect-storage';
import { flattenNavigation, visibleNavigation } from '../lib/navigation/visibility';
import { navigation } from './navigation';
import type { RouterContext } from './router-context';

interface GuardArgs {
  context: RouterContext;
  location: { href: string; pathname: string };
  matches: readonly { staticData?: StaticDataRouteOption }[];
  preload: boolean;
}

/** A user's landing page: the first menu entry they may open, else /401. */
export function homeFor(roles: readonly string[]): string {
  return flattenNavigation(visibleNavigation(navigation, roles))[0]?.url ?? '/401';
}

/**
 * The root route's beforeLoad: applies the access rule the matched (leaf) route declares in
 * `staticData.access`, so no route can forget its guard.
 */
export function guardRoute({ context, location, matches, preload }: GuardArgs): Promise<void> | void {
  const { auth } = context;
  const decision = decideAccess({
    href: location.href,
    pathname: location.pathname,
    access: matches.at(-1)?.staticData?.access,
    auth,
    storedRedirect: getStoredRedirect(),
    home: auth.status === 'authenticated' ? homeFor(auth.roles) : '/',
  });

  switch (decision.type) {
    case 'allow':
      if (decision.clearStoredRedirect && !preload) clearStoredRedirect();
      return;
    case 'redirect':
      if (decision.clearStoredRedirect && !preload) clearStoredRedirect();
      throw redirect({ href: decision.to, replace: true });
    case 'error':
      throw decision.error;
    case 'login':
      // A guest hovering a link: stop the preload here, so no child beforeLoad or loader runs and no
      // API is called. A document redirect is terminal for a preload (the router never follows it).
      if (preload) throw redirect({ href: loginUrl(decision.returnTo), reloadDocument: true });
      if (decision.storeRedirect) storeRedirect(decision.storeRedirect);
      startLogin(decision.returnTo);
      // The page is being left; keep the router pending (showing the loading screen) until it is.
      return new Promise<void>(() => {});
  }
}
