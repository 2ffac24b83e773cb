import { useQuery } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { sessionQueryOptions } from '../features/auth/api/session';
import { AuthContext } from '../features/auth/auth-context';
import { authStateFrom } from '../features/auth/auth-state';
import { LoadingScreen } from '../features/auth/components/LoadingScreen';
import type { AppRouter } from './router';

/**
 * Spec 4: while the session probe runs the auth state is `configuring` and only the loading screen
 * shows; the router (and with it every guard) starts once the state is known.
 */
export function App({ router }: { router: AppRouter }) {
  const { status, data, error } = useQuery(sessionQueryOptions);
  const auth = useMemo(() => authStateFrom({ status, data, error }), [status, data, error]);

  // Sign-in elsewhere, sign-out in another tab, a refreshed session: re-run the guards.
  const previous = useRef(auth);
  useEffect(() => {
    if (previous.current !== auth && previous.current.status !== 'configuring') void router.invalidate();
    previous.current = auth;
  }, [auth, router]);

  if (auth.status === 'configuring') return <LoadingScreen />;
  return (
    <AuthContext value={auth}>
      <RouterProvider router={router} context={{ auth }} />
    </AuthContext>
  );
}
