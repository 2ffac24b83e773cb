// @vitest-environment node
import type { SessionInfo } from '@cd/contracts';
import { describe, expect, it } from 'vitest';
import { decideAccess, type AccessRequest } from './access-decision';
import type { SettledAuthState } from './auth-state';

const signedIn = (roles: string[]): SettledAuthState => ({
  status: 'authenticated',
  roles,
  session: { roles } as SessionInfo,
});
const guest: SettledAuthState = { status: 'unauthenticated' };
const importRule = { auth: ['FN-0004'] };

const request = (overrides: Partial<AccessRequest>): AccessRequest => ({
  href: '/ContactImport?ouid=7',
  pathname: '/ContactImport',
  access: importRule,
  auth: signedIn(['FN-0004']),
  storedRedirect: null,
  home: '/',
  ...overrides,
});

describe('access guard', () => {
  it('lets everyone, guests included, see public routes', () => {
    expect(decideAccess(request({ access: 'public', auth: guest }))).toEqual({
      type: 'allow',
      clearStoredRedirect: false,
    });
  });

  it('sends a guest to sign in and remembers where they were going', () => {
    expect(decideAccess(request({ auth: guest }))).toEqual({
      type: 'login',
      returnTo: '/ContactImport?ouid=7',
      storeRedirect: '/ContactImport?ouid=7',
    });
  });

  it.each(['/', '/callback', '/sign-out', '/logout', '/404', '/401', '/loading'])(
    'does not remember the special path %s as a place to come back to',
    (path) => {
      expect(decideAccess(request({ auth: guest, href: `${path}?x=1`, pathname: path }))).toEqual({
        type: 'login',
        returnTo: `${path}?x=1`,
        storeRedirect: null,
      });
    },
  );

  it('sends a signed-in user with no roles to /401 and forgets any remembered path', () => {
    expect(decideAccess(request({ auth: signedIn([]), storedRedirect: '/ContactImport?ouid=7' }))).toEqual({
      type: 'redirect',
      to: '/401',
      clearStoredRedirect: true,
    });
  });

  it('sends a user lacking the route codes home', () => {
    expect(decideAccess(request({ auth: signedIn(['FN-0000']), home: '/' }))).toEqual({
      type: 'redirect',
      to: '/',
      clearStoredRedirect: false,
    });
  });

  it('after sign-in, goes once to the remembered path and forgets it', () => {
    expect(
      decideAccess(request({ href: '/', pathname: '/', storedRedirect: '/ContactImport?ouid=7' })),
    ).toEqual({
      type: 'redirect',
      to: '/ContactImport?ouid=7',
      clearStoredRedirect: true,
    });
  });

  it('forgets the remembered path once it has been reached', () => {
    expect(decideAccess(request({ storedRedirect: '/ContactImport?ouid=7' }))).toEqual({
      type: 'allow',
      clearStoredRedirect: true,
    });
  });

  it('treats a route without a rule as open to any signed-in user with a role', () => {
    expect(decideAccess(request({ access: undefined, auth: signedIn(['FN-0008']) }))).toEqual({
      type: 'allow',
      clearStoredRedirect: false,
    });
  });

  it('forgets a remembered path that turns out to be refused, so home does not loop back to it', () => {
    expect(
      decideAccess(request({ auth: signedIn(['FN-0000']), storedRedirect: '/ContactImport?ouid=7' })),
    ).toEqual({ type: 'redirect', to: '/', clearStoredRedirect: true });
  });

  it('keeps a remembered path while the user is still on the way to it', () => {
    expect(
      decideAccess(
        request({ href: '/x', pathname: '/x', auth: guest, storedRedirect: '/ContactImport?ouid=7' }),
      ),
    ).toMatchObject({ type: 'login' });
    expect(
      decideAccess(request({ href: '/', pathname: '/', storedRedirect: '/ContactImport?ouid=7' })),
    ).toMatchObject({ type: 'redirect', to: '/ContactImport?ouid=7', clearStoredRedirect: true });
  });

  it('surfaces a failed session probe instead of pretending the user is signed out', () => {
    const error = new Error('down');
    expect(decideAccess(request({ auth: { status: 'error', error } }))).toEqual({ type: 'error', error });
  });
});
