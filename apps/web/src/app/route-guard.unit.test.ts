// @vitest-environment node
// The root beforeLoad on hand-made arguments: what it does with each access decision, without loading the
// route tree (route-guard.test.ts drives it through the real router). Cheap enough for mutation testing.
import type { SessionInfo } from '@cd/contracts';
import { isRedirect } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SettledAuthState } from '../features/auth/auth-state';
import { loginUrl, startLogin } from '../features/auth/login';
import { clearStoredRedirect, getStoredRedirect, storeRedirect } from '../features/auth/redirect-storage';
import type { RouterContext } from './router-context';
import { guardRoute, homeFor } from './route-guard';

vi.mock('../features/auth/login', async (original) => ({
  ...(await original<object>()),
  startLogin: vi.fn(),
}));
vi.mock('../features/auth/redirect-storage', () => ({
  getStoredRedirect: vi.fn(() => null),
  storeRedirect: vi.fn(),
  clearStoredRedirect: vi.fn(),
}));

const signedIn = (roles: string[]): SettledAuthState => ({
  status: 'authenticated',
  roles,
  session: { roles } as SessionInfo,
});
const guest: SettledAuthState = { status: 'unauthenticated' };
const directory = { staticData: { access: { auth: ['FN-0000'] } } };
const maintenance = { staticData: { access: { auth: ['FN-0003'] } } };

type Match = Parameters<typeof guardRoute>[0]['matches'][number];

function guard(
  auth: SettledAuthState,
  {
    href = '/AdvanceSearch?q=1',
    pathname = '/AdvanceSearch',
    matches = [directory] as readonly Match[],
    preload = false,
  } = {},
) {
  const context = { auth } as RouterContext;
  return guardRoute({ context, location: { href, pathname }, matches, preload });
}

/** What the guard threw: a router redirect's options, or the error itself. */
function thrown(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return isRedirect(error) ? { redirect: error.options } : { error };
  }
  throw new Error('the guard let the navigation through');
}

beforeEach(() => {
  vi.mocked(getStoredRedirect).mockReturnValue(null);
  vi.clearAllMocks();
});

describe('homeFor', () => {
  it('is the first menu entry the roles open, else /401', () => {
    expect(homeFor(['FN-0000'])).toBe('/');
    expect(homeFor(['FN-0003'])).not.toBe('/401');
    expect(homeFor(['FN-0003'])).not.toBe('/');
    expect(homeFor([])).toBe('/401');
  });
});

describe('guardRoute', () => {
  it('lets a permitted navigation through, judged by the leaf route’s rule', () => {
    expect(guard(signedIn(['FN-0000']), { matches: [maintenance, directory] })).toBeUndefined();
    expect(clearStoredRedirect).not.toHaveBeenCalled();
    expect(
      thrown(() => guard(signedIn(['FN-0000']), { matches: [directory, maintenance] })).redirect,
    ).toMatchObject({ href: '/' });
  });

  it('opens a route that declares no rule to any signed-in user with a role', () => {
    expect(guard(signedIn(['FN-0003']), { matches: [directory, {}] })).toBeUndefined();
    expect(thrown(() => guard(signedIn([]), { matches: [{}] })).redirect).toMatchObject({ href: '/401' });
  });

  it('arriving at the remembered path forgets it, unless only preloading', () => {
    vi.mocked(getStoredRedirect).mockReturnValue('/AdvanceSearch?q=1');
    guard(signedIn(['FN-0000']), { preload: true });
    expect(clearStoredRedirect).not.toHaveBeenCalled();
    guard(signedIn(['FN-0000']));
    expect(clearStoredRedirect).toHaveBeenCalledOnce();
  });

  it('sends a refused user to their own home, replacing the history entry', () => {
    const roles = ['FN-0003'];
    const result = thrown(() => guard(signedIn(roles)));
    expect(result.redirect).toMatchObject({ href: homeFor(roles), replace: true });
    expect(homeFor(roles)).not.toBe('/');
    expect(clearStoredRedirect).not.toHaveBeenCalled();
  });

  it('goes to the remembered path once, forgetting it, unless only preloading', () => {
    vi.mocked(getStoredRedirect).mockReturnValue('/ContactImport?ouid=7');
    expect(thrown(() => guard(signedIn(['FN-0000']), { preload: true })).redirect).toMatchObject({
      href: '/ContactImport?ouid=7',
    });
    expect(clearStoredRedirect).not.toHaveBeenCalled();
    expect(thrown(() => guard(signedIn(['FN-0000']))).redirect).toMatchObject({
      href: '/ContactImport?ouid=7',
      replace: true,
    });
    expect(clearStoredRedirect).toHaveBeenCalledOnce();
  });

  it('throws the session error for the error screen', () => {
    const failure = new Error('session probe failed');
    expect(thrown(() => guard({ status: 'error', error: failure })).error).toBe(failure);
  });

  it('a guest: remembers the path and leaves for sign-in, keeping the router pending', () => {
    const pending = guard(guest);
    expect(pending).toBeInstanceOf(Promise);
    expect(storeRedirect).toHaveBeenCalledExactlyOnceWith('/AdvanceSearch?q=1');
    expect(startLogin).toHaveBeenCalledExactlyOnceWith('/AdvanceSearch?q=1');
  });

  it('a guest on a path never remembered still signs in, storing nothing', () => {
    guard(guest, { href: '/404', pathname: '/404' });
    expect(storeRedirect).not.toHaveBeenCalled();
    expect(startLogin).toHaveBeenCalledExactlyOnceWith('/404');
  });

  it('a guest’s preload ends in a document redirect to sign-in, storing and starting nothing', () => {
    const result = thrown(() => guard(guest, { preload: true }));
    expect(result.redirect).toMatchObject({ href: loginUrl('/AdvanceSearch?q=1'), reloadDocument: true });
    expect(storeRedirect).not.toHaveBeenCalled();
    expect(startLogin).not.toHaveBeenCalled();
  });
});
