import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addIdpAccount,
  createTestApp,
  DEMO,
  signIn,
  signInUntilCallback,
  type TestApp,
} from '../../test/test-app.js';
import { COOKIE } from './cookies.js';
import { OidcClient } from './oidc-client.js';

const sessionOf = (t: TestApp, browser: Awaited<ReturnType<typeof signIn>>['browser']) =>
  browser.request({ method: 'GET', url: '/api/auth/session' }).then((r) => r.json());

describe.each([
  ['claims in the ID token', 'off'],
  ['claims only from userinfo (OIDC Core 5.4, conformIdTokenClaims)', 'on'],
])('a provider that sends %s', (_label, conform) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ EMBEDDED_IDP_CONFORM_ID_TOKEN_CLAIMS: conform });
  });
  afterAll(() => t.close());

  it('signs people in with their email, names and groups', async () => {
    const { browser, callback } = await signIn(t.app, DEMO.admin);
    expect(callback.statusCode).toBe(302);
    const body = await sessionOf(t, browser);
    expect(body.data.user).toMatchObject({ email: DEMO.admin, displayName: 'Alice Wong' });
    expect(body.data.roles).toContain('SystemAdministrator');
    const sessionId = browser.cookie(COOKIE.access)!.split('.')[1]!;
    const session = await t.db.prisma.session.findUniqueOrThrow({ where: { id: sessionId } });
    expect(session.groups).toEqual(['SystemAdministrator']);
  });

  it('refuses userinfo that names another subject', async () => {
    if (conform === 'off') return; // no userinfo call is made when the ID token has every claim
    // The real userinfo response, checked against a subject other than the ID token's.
    type Fetcher = { fetchUserinfo: (token: string, sub: string) => Promise<unknown> };
    const proto = OidcClient.prototype as unknown as Fetcher;
    const real = proto.fetchUserinfo;
    const spy = vi.spyOn(proto, 'fetchUserinfo').mockImplementationOnce(function (this: Fetcher, token) {
      return real.call(this, token, 'someone-else');
    });
    try {
      const { callback, browser } = await signIn(t.app, DEMO.employee);
      expect(callback.statusCode).toBe(400);
      expect(browser.cookie(COOKIE.access)).toBeUndefined();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['/海', '/%E6%B5%B7'],
    ['/聯絡人?name=陳大文', '/%E8%81%AF%E7%B5%A1%E4%BA%BA?name=%E9%99%B3%E5%A4%A7%E6%96%87'],
    ['/😀/x?q=🎉#章', '/%F0%9F%98%80/x?q=%F0%9F%8E%89#%E7%AB%A0'],
    ['/already%20encoded?q=%E6%B5%B7', '/already%20encoded?q=%E6%B5%B7'],
  ])('returns to %s with an encoded Location header', async (returnTo, location) => {
    const { callback, browser } = await signIn(t.app, DEMO.employee, { returnTo });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(location);
    expect(browser.cookie(COOKIE.access)).toBeTruthy();
  });

  it('lets two tabs finish a first sign-in at the same time', async () => {
    await addIdpAccount(t.app, { id: 'first-timer', email: 'first.timer@harbourpacific.com' });
    expect(await t.db.prisma.user.count({ where: { email: 'first.timer@harbourpacific.com' } })).toBe(0);
    const tabs = await Promise.all(
      [1, 2, 3].map(() => signInUntilCallback(t.app, 'first.timer@harbourpacific.com')),
    );
    const callbacks = await Promise.all(
      tabs.map(({ browser, callbackUrl }) => browser.request({ method: 'GET', url: callbackUrl })),
    );
    expect(callbacks.map((c) => c.statusCode)).toEqual([302, 302, 302]);
    const users = await t.db.prisma.user.findMany({ where: { email: 'first.timer@harbourpacific.com' } });
    expect(users).toHaveLength(1);
    expect(await t.db.prisma.session.count({ where: { userId: users[0]!.id } })).toBe(3);
  });

  it('lets two tabs adopt a pre-created user row at the same time', async () => {
    const before = await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO.maintainer } });
    expect(before.subject).toBeNull();
    const tabs = await Promise.all([1, 2].map(() => signInUntilCallback(t.app, DEMO.maintainer)));
    const callbacks = await Promise.all(
      tabs.map(({ browser, callbackUrl }) => browser.request({ method: 'GET', url: callbackUrl })),
    );
    expect(callbacks.map((c) => c.statusCode)).toEqual([302, 302]);
    const after = await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO.maintainer } });
    expect(after).toMatchObject({ id: before.id, subject: 'demo-maintainer' });
  });

  it('refuses an email the provider has not verified, with a clear message', async () => {
    const real = OidcClient.prototype.exchange;
    const spy = vi.spyOn(OidcClient.prototype, 'exchange').mockImplementationOnce(async function (
      this: OidcClient,
      ...args
    ) {
      const result = await real.apply(this, args);
      const claims = { ...result.claims };
      delete claims.email_verified;
      return { ...result, claims };
    });
    try {
      const { callback, browser } = await signIn(t.app, DEMO.employee);
      expect(callback.statusCode).toBe(403);
      expect(callback.headers['content-type']).toContain('text/html');
      expect(callback.body).toContain('not verified');
      expect(browser.cookie(COOKIE.access)).toBeUndefined();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('OIDC_ADMIN_GROUPS', () => {
  let t: TestApp;
  const entraGroupId = '6f1c2a4e-0b8d-4e1f-9a3c-5d7e9f1b3c5a';
  beforeAll(async () => {
    t = await createTestApp({ OIDC_ADMIN_GROUPS: `/corp/directory-admins, ${entraGroupId}` });
    await addIdpAccount(t.app, {
      id: 'kc-admin',
      email: 'kc.admin@harbourpacific.com',
      groups: ['/corp/staff', '/corp/directory-admins'],
    });
    await addIdpAccount(t.app, {
      id: 'entra-admin',
      email: 'entra.admin@harbourpacific.com',
      groups: [entraGroupId],
    });
  });
  afterAll(() => t.close());

  it.each(['kc.admin@harbourpacific.com', 'entra.admin@harbourpacific.com'])(
    'makes members of a configured group (%s) system administrators',
    async (email) => {
      const { browser } = await signIn(t.app, email);
      expect((await sessionOf(t, browser)).data.roles).toEqual(
        expect.arrayContaining(['FN-0010', 'SystemAdministrator']),
      );
    },
  );

  it('no longer trusts the default group name once others are configured', async () => {
    const { browser } = await signIn(t.app, DEMO.admin);
    expect((await sessionOf(t, browser)).data.roles).not.toContain('SystemAdministrator');
  });
});
