import { createRouter, Navigate } from '@tanstack/react-router';
import { LoadingScreen } from '../features/auth/components/LoadingScreen';
import { CrashPage } from '../features/errors/components/CrashPage';
import { routeTree } from '../routeTree.gen';
import type { QueryClient } from '@tanstack/react-query';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    // `auth` is replaced by RouterProvider's context before the first load (see App).
    context: { queryClient, auth: { status: 'unauthenticated' } },
    defaultPreload: 'intent',
    // React Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <LoadingScreen />,
    defaultErrorComponent: CrashPage,
    defaultNotFoundComponent: () => <Navigate to="/404" replace />,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
