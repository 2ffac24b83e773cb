import type { SessionInfo } from '@cd/contracts';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SettledAuthState } from '../features/auth/auth-state';
import { startLogin } from '../features/auth/login';
import { getStoredRedirect, storeRedirect } from '../features/auth/redirect-storage';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

vi.mock('../features/auth/login', async (original) => ({
  ...(await original<object>()),
  startLogin: vi.fn(),
}));

const signedIn = (roles: string[]): SettledAuthState => ({
  status: 'authenticated',
  roles,
  session: { roles } as SessionInfo,
});
const guest: SettledAuthState = { status: 'unauthenticated' };

beforeEach(() => {
  // No page here loads data, but a broken guard must not reach a real network either.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 500 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(startLogin).mockClear();
});

/** The real route table and guard on a memory history; returns once the navigation has settled. */
async function open(
  url: string,
  auth: SettledAuthState,
  { leavesForSignIn = auth.status === 'unauthenticated' } = {},
) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  router.update({ ...router.options, context: { queryClient, auth } });
  const visited: string[] = [];
  router.subscribe('onBeforeLoad', ({ toLocation }) => visited.push(toLocation.href));
  if (leavesForSignIn) {
    // Sign-in leaves the page: the router stays pending, so wait for the hand-off instead.
    void router.load();
    await vi.waitFor(() => expect(startLogin).toHaveBeenCalled());
  } else {
    await router.load();
  }
  return Object.assign(router, { visited });
}

describe('route guard on the real route table', () => {
  it('opens a route for a user holding its function code', async () => {
    const router = await open('/ContactImport?ouid=7', signedIn(['FN-0004']));
    expect(router.state.location.href).toBe('/ContactImport?ouid=7');
  });

  it('refuses a route without its function code', async () => {
    const router = await open('/ContactImport', signedIn(['FN-0000']));
    expect(router.state.location.pathname).toBe('/');
  });

  it('refuses the trusted-domain screens without the SystemAdministrator role, code or not', async () => {
    const router = await open('/Administration/TrustedDomainMaintenance', signedIn(['FN-0000', 'FN-0010']));
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a user with no roles to /401', async () => {
    const router = await open('/ContactImport', signedIn([]));
    expect(router.state.location.pathname).toBe('/401');
  });

  it('a guest is sent to sign in with the path to come back to, which is also remembered', async () => {
    await open('/ContactImport?ouid=7', guest);
    expect(startLogin).toHaveBeenCalledExactlyOnceWith('/ContactImport?ouid=7');
    expect(getStoredRedirect()).toBe('/ContactImport?ouid=7');
  });

  it('after sign-in, home goes once to the remembered path and forgets it', async () => {
    storeRedirect('/OUSearch');
    const router = await open('/', signedIn(['FN-0000']));
    expect(router.state.location.pathname).toBe('/OUSearch');
    expect(getStoredRedirect()).toBeNull();
  });

  it('reaching the remembered path directly (sign-in returned there) forgets it', async () => {
    storeRedirect('/OUSearch');
    const router = await open('/OUSearch', signedIn(['FN-0000']));
    expect(router.state.location.pathname).toBe('/OUSearch');
    expect(getStoredRedirect()).toBeNull();
  });

  it('a preload never spends the remembered path', async () => {
    const router = await open('/404', signedIn(['FN-0000']));
    storeRedirect('/OUSearch');
    await router.preloadRoute({ to: '/' });
    await router.preloadRoute({ to: '/OUSearch' });
    expect(getStoredRedirect()).toBe('/OUSearch');
  });

  it('a remembered path that is refused is forgotten: no loop back to it', async () => {
    storeRedirect('/ContactImport?ouid=7');
    const router = await open('/ContactImport?ouid=7', signedIn(['FN-0000']));
    expect(router.state.location.pathname).toBe('/');
    expect(getStoredRedirect()).toBeNull();
    expect(router.visited.filter((href) => href.startsWith('/ContactImport'))).toHaveLength(1);
    // Opening home again stays home.
    await router.navigate({ to: '/' });
    expect(router.state.location.pathname).toBe('/');
  });

  it("a guest's preload neither remembers the path nor starts a sign-in", async () => {
    const router = await open('/404', guest, { leavesForSignIn: false });
    await router.preloadRoute({ to: '/ContactImport' });
    expect(startLogin).not.toHaveBeenCalled();
    expect(getStoredRedirect()).toBeNull();
  });
});
