import { createRouter, Navigate, type RouterHistory } from '@tanstack/react-router';
import { LoadingScreen } from '../features/auth/components/LoadingScreen';
import { parseSearch, stringifySearch } from '../lib/search-params';
import { routeTree } from '../routeTree.gen';
import { lazy, Suspense } from 'react';
import { routeNotice } from '../components/RouteNotice';
import type { ErrorComponentProps } from '@tanstack/react-router';

// Fetched only when a page fails (decision 070).
const CrashPage = lazy(() =>
  import('../features/errors/components/CrashPage').then((module) => ({ default: module.CrashPage })),
);
const LazyCrashPage = (props: ErrorComponentProps) => (
  <Suspense fallback={null}>
    <CrashPage {...props} />
  </Suspense>
);
import type { QueryClient } from '@tanstack/react-query';

/** `history`: tests pass a memory history; the app uses the browser's. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    // `auth` is replaced by RouterProvider's context before the first load (see App).
    context: { queryClient, auth: { status: 'unauthenticated' } },
    defaultPreload: 'intent',
    // React Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <LoadingScreen />,
    // A bad or out-of-scope id, or a malformed param, is a notice with a way back; the rest a crash.
    defaultErrorComponent: routeNotice(LazyCrashPage),
    defaultNotFoundComponent: () => <Navigate to="/404" replace />,
    scrollRestoration: true,
    // Plain-string search params (decision 014): `?contact=123`, never JSON.
    parseSearch,
    stringifySearch,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
