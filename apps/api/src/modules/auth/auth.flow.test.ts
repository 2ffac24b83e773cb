import { CSRF_HEADER } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InjectBrowser } from '../../test/inject-browser.js';
import {
  createTestApp,
  DEMO,
  followUntilCallback,
  signIn,
  startSignIn,
  submitSignInForm,
  TEST_ORIGIN,
  type TestApp,
} from '../../test/test-app.js';
import { COOKIE } from './cookies.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const session = (browser: InjectBrowser) => browser.request({ method: 'GET', url: '/api/auth/session' });
const reAuthorize = (browser: InjectBrowser, csrf = true) =>
  browser.request({
    method: 'POST',
    url: '/api/Authorization/ReAuthorize',
    headers: csrf ? { [CSRF_HEADER]: '1' } : {},
  });

describe('sign-in through the embedded IdP', () => {
  it('sets HttpOnly session cookies and returns to the requested path', async () => {
    const { browser, callback } = await signIn(t.app, DEMO.employee, {
      returnTo: '/OUSearch?OUSearchName=HK',
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/OUSearch?OUSearchName=HK');
    const cookies = callback.cookies as {
      name: string;
      httpOnly?: boolean;
      sameSite?: string;
      path?: string;
    }[];
    const access = cookies.find((c) => c.name === COOKIE.access);
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookies.find((c) => c.name === COOKIE.refresh)).toMatchObject({
      httpOnly: true,
      path: '/api/Authorization',
    });
    expect(browser.cookie(COOKIE.userAndTenant)).toMatch(/^demo-employee\.[0-9a-f-]{36}$/);
    const sessionId = browser.cookie(COOKIE.access)!.split('.')[1];
    const audit = await t.db.prisma.auditLog.findFirst({ where: { action: 'SIGN_IN', entityId: sessionId } });
    expect(audit).toMatchObject({ actorEmail: DEMO.employee, entityType: 'Session' });
  });

  it.each([
    [DEMO.admin, ['FN-0000', 'FN-0010', 'SystemAdministrator'], []],
    [DEMO.ouAdmin, ['FN-0000', 'FN-0001', 'FN-0003A', 'FN-0007'], ['FN-0009', 'SystemAdministrator']],
    [DEMO.maintainer, ['FN-0000', 'FN-0003', 'FN-0003C'], ['FN-0001', 'FN-0004']],
    [DEMO.employee, ['FN-0000'], ['FN-0001', 'FN-0003']],
  ])('%s gets the roles of their grants', async (email, has, lacks) => {
    const { browser } = await signIn(t.app, email);
    const res = await session(browser);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result).toBe(true);
    expect(body.data.user.email).toBe(email);
    expect(body.data.roles).toEqual(expect.arrayContaining(has));
    for (const role of lacks) expect(body.data.roles).not.toContain(role);
    expect(body.data.user.role).toEqual(body.data.roles);
    expect(JSON.stringify(body)).not.toContain(browser.cookie(COOKIE.access));
  });

  it('gives a user with no grant and an untrusted domain a session with no roles', async () => {
    const { browser } = await signIn(t.app, DEMO.noRole);
    const body = (await session(browser)).json();
    expect(body.data.roles).toEqual([]);
    expect(body.data.user.displayName).toBe('Nora Smith');
  });

  it.each(['//evil.example/x', '/.//evil.example/x', '/\\evil.example'])(
    'never redirects off-site after sign-in (%j)',
    async (returnTo) => {
      const { callback } = await signIn(t.app, DEMO.employee, { returnTo });
      expect(callback.headers.location).toBe('/');
    },
  );

  // A tab or line break is what makes '/\t/evil.example' read as '//evil.example' to a browser; the shared
  // text rule refuses it before any sign-in starts, so it can neither be stored nor followed.
  it('refuses a return path with a control character before sign-in starts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/login?returnTo=${encodeURIComponent('/\t/evil.example/phish')}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.json()).toMatchObject({ result: false, error: { code: 'VALIDATION_FAILED' } });
    expect(JSON.stringify(res.json().error.details)).toContain('returnTo');
  });

  it('answers without a session with 401 in the error envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: false, error: { code: 'UNAUTHENTICATED' } });
  });
});

describe('callback checks', () => {
  it('refuses a callback whose state this browser did not start', async () => {
    const { browser, interaction } = await startSignIn(t.app);
    browser.setCookie(COOKIE.login, 'someone-elses-state', '/callback');
    const posted = await submitSignInForm(browser, interaction, DEMO.employee);
    const callback = await followUntilCallback(browser, posted);
    expect(callback.statusCode).toBe(400);
    expect(callback.body).toContain('did not start in this browser');
    expect(callback.body).toContain('此登入並非在這個瀏覽器開始');
    expect(browser.cookie(COOKIE.access)).toBeUndefined();
  });

  it('refuses a replayed authorization code', async () => {
    const { browser } = await signIn(t.app, DEMO.employee);
    const callbackUrl = browser.visited.find((v) => v.startsWith('GET /callback'))!.split(' ')[1]!;
    const state = new URL(callbackUrl, TEST_ORIGIN).searchParams.get('state')!;
    const replay = new InjectBrowser(t.app);
    replay.setCookie(COOKIE.login, state, '/callback');
    const res = await replay.request({ method: 'GET', url: callbackUrl });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('expired or was already used');
    expect(res.body).toContain('此登入連結已過期或已使用');
    expect(replay.cookie(COOKIE.access)).toBeUndefined();
  });

  it('refuses an ID token whose nonce does not match', async () => {
    const { browser, interaction } = await startSignIn(t.app);
    const state = browser.cookie(COOKIE.login)!;
    await t.db.prisma.loginAttempt.update({ where: { state }, data: { nonce: 'not-the-nonce-sent' } });
    const posted = await submitSignInForm(browser, interaction, DEMO.employee);
    const callback = await followUntilCallback(browser, posted);
    expect(callback.statusCode).toBe(400);
    expect(callback.body).toContain('could not be verified');
    expect(browser.cookie(COOKIE.access)).toBeUndefined();
  });

  it('shows a page when the IdP refuses (cancelled sign-in)', async () => {
    const { browser } = await startSignIn(t.app);
    const state = browser.cookie(COOKIE.login)!;
    const res = await browser.request({ method: 'GET', url: `/callback?error=access_denied&state=${state}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('tokens', () => {
  it('rejects a tampered access cookie', async () => {
    const { browser } = await signIn(t.app, DEMO.employee);
    const token = browser.cookie(COOKIE.access)!;
    browser.setCookie(COOKIE.access, token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA'));
    expect((await session(browser)).statusCode).toBe(401);
    const forged = token.replace(/^v1\.[^.]+/, 'v1.00000000-0000-0000-0000-000000000000');
    browser.setCookie(COOKIE.access, forged);
    expect((await session(browser)).statusCode).toBe(401);
  });

  it('refreshes an expired access token with the refresh cookie', async () => {
    const { browser } = await signIn(t.app, DEMO.employee);
    const [, sessionId, ,] = browser.cookie(COOKIE.access)!.split('.');
    const { signAccessToken, resolveSigningKey } = await import('./tokens.js');
    const key = await resolveSigningKey(t.db.prisma);
    browser.setCookie(
      COOKIE.access,
      signAccessToken(key, { sessionId: sessionId!, expiresAt: new Date(Date.now() - 1000) }),
    );
    expect((await session(browser)).statusCode).toBe(401);
    const refreshed = await reAuthorize(browser);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().data.roles).toContain('FN-0000');
    expect((await session(browser)).statusCode).toBe(200);
  });

  it('requires the CSRF header on ReAuthorize', async () => {
    const { browser } = await signIn(t.app, DEMO.employee);
    const res = await reAuthorize(browser, false);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_REJECTED');
  });

  it('lets concurrent refreshes of one token all succeed within the grace window', async () => {
    const { browser } = await signIn(t.app, DEMO.employee);
    const results = await Promise.all([reAuthorize(browser), reAuthorize(browser), reAuthorize(browser)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await session(browser)).statusCode).toBe(200);
  });

  it('keeps the user signed in through 20 concurrent refreshes of one token, revoking nothing', async () => {
    const { browser } = await signIn(t.app, DEMO.employee);
    const sessionId = browser.cookie(COOKIE.access)!.split('.')[1]!;
    const results = await Promise.all(Array.from({ length: 20 }, () => reAuthorize(browser)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const row = await t.db.prisma.session.findUniqueOrThrow({ where: { id: sessionId } });
    expect(row.revokedAt).toBeNull();
    const tokens = await t.db.prisma.refreshToken.findMany({ where: { sessionId } });
    // One rotation won; the others were concurrent uses of the token it replaced.
    expect(tokens.filter((token) => token.rotatedAt === null)).toHaveLength(1);
    expect(tokens).toHaveLength(2);
    expect(
      await t.db.prisma.auditLog.count({ where: { entityId: sessionId, action: 'SESSION_REVOKED' } }),
    ).toBe(0);
    // With the cookies the browser kept: signed in, and the next refresh rotates normally.
    expect((await session(browser)).statusCode).toBe(200);
    expect((await reAuthorize(browser)).statusCode).toBe(200);
    expect((await session(browser)).statusCode).toBe(200);
  });

  it('POST Authorization/Authorize returns the current session', async () => {
    const { browser } = await signIn(t.app, DEMO.maintainer);
    const res = await browser.request({
      method: 'POST',
      url: '/api/Authorization/Authorize',
      headers: { [CSRF_HEADER]: '1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.roles).toContain('FN-0003');
  });
});

describe('refresh token reuse after the grace window', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ REFRESH_REUSE_GRACE_SECONDS: '0' });
  });
  afterAll(() => strict.close());

  it('revokes the whole family', async () => {
    const { browser } = await signIn(strict.app, DEMO.employee);
    const stolen = browser.cookie(COOKIE.refresh)!;
    expect((await reAuthorize(browser)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    const thief = new InjectBrowser(strict.app);
    thief.setCookie(COOKIE.refresh, stolen, '/api/Authorization');
    expect((await reAuthorize(thief)).statusCode).toBe(401);
    // The legitimate holder's newer tokens died with the family.
    expect((await session(browser)).statusCode).toBe(401);
    expect((await reAuthorize(browser)).statusCode).toBe(401);
    const revoked = await strict.db.prisma.session.findFirst({
      where: { revokeReason: 'refresh_token_reuse' },
    });
    expect(revoked).not.toBeNull();
    const audit = await strict.db.prisma.auditLog.findMany({
      where: { action: 'SESSION_REVOKED', entityId: revoked!.id },
    });
    expect(audit).toHaveLength(1);
  });
});

describe('authorization is computed per request', () => {
  it('a revoked grant takes effect on the next request', async () => {
    const { browser } = await signIn(t.app, DEMO.maintainer);
    expect((await session(browser)).json().data.roles).toContain('FN-0003');
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO.maintainer } });
    const grants = await t.db.prisma.permissionGrant.findMany({ where: { userId: user.id } });
    await t.db.prisma.permissionGrant.deleteMany({ where: { userId: user.id } });
    // Behind the API's back: effective once its notification reached the app's cache (decision 004).
    await t.app.authCache.sync();
    try {
      expect((await session(browser)).json().data.roles).not.toContain('FN-0003');
    } finally {
      await t.db.prisma.permissionGrant.createMany({ data: grants });
    }
  });

  it('BOOTSTRAP_ADMIN_EMAILS makes a system administrator', async () => {
    const boot = await createTestApp({
      BOOTSTRAP_ADMIN_EMAILS: `someone@else.com, ${DEMO.noRole.toUpperCase()}`,
    });
    try {
      const { browser } = await signIn(boot.app, DEMO.noRole);
      const roles = (await session(browser)).json().data.roles;
      expect(roles).toEqual(expect.arrayContaining(['FN-0000', 'FN-0009', 'FN-0010', 'SystemAdministrator']));
    } finally {
      await boot.close();
    }
  });
});

describe('sign-out', () => {
  const signOut = (browser: InjectBrowser, csrf = true) =>
    browser.request({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: csrf ? { [CSRF_HEADER]: '1' } : {},
    });

  it('POST /api/auth/sign-out revokes the session, clears cookies and names the IdP sign-out', async () => {
    const { browser } = await signIn(t.app, DEMO.employee);
    const oldAccess = browser.cookie(COOKIE.access)!;
    const oldRefresh = browser.cookie(COOKIE.refresh)!;
    const res = await signOut(browser);
    expect(res.statusCode).toBe(200);
    const target = new URL(res.json().data.location);
    expect(target.pathname).toBe('/idp/session/end');
    expect(target.searchParams.get('id_token_hint')).toBeTruthy();
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe(`${TEST_ORIGIN}/`);
    expect(browser.cookie(COOKIE.access)).toBeUndefined();
    const replay = new InjectBrowser(t.app);
    replay.setCookie(COOKIE.access, oldAccess);
    replay.setCookie(COOKIE.refresh, oldRefresh, '/api/Authorization');
    expect((await session(replay)).statusCode).toBe(401);
    expect((await reAuthorize(replay)).statusCode).toBe(401);
    const sessionId = oldAccess.split('.')[1];
    expect(await t.db.prisma.auditLog.count({ where: { action: 'SIGN_OUT', entityId: sessionId } })).toBe(1);
  });

  it('answers a sign-out without a session with the IdP sign-out too', async () => {
    const res = await signOut(new InjectBrowser(t.app));
    expect(res.statusCode).toBe(200);
    expect(new URL(res.json().data.location).pathname).toBe('/idp/session/end');
  });

  it.each(['/sign-out', '/logout'])(
    'GET %s (any site can send one) changes nothing and offers a button in both languages',
    async (path) => {
      const { browser } = await signIn(t.app, DEMO.employee);
      const res = await browser.request({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.body).toContain('<form method="post" action="/api/auth/sign-out" data-sign-out>');
      expect(res.body).toMatch(/Sign out · <span lang="zh-HK">登出<\/span><\/button>/);
      expect(res.body).toContain('<script src="/sign-out.js" defer></script>');
      expect(browser.cookie(COOKIE.access)).toBeTruthy();
      expect((await session(browser)).statusCode).toBe(200);
    },
  );

  it('refuses a sign-out without the CSRF header, leaving session and cookies alone', async () => {
    const { browser } = await signIn(t.app, DEMO.employee);
    const res = await signOut(browser, false);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ result: false, error: { code: 'CSRF_REJECTED' } });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await session(browser)).statusCode).toBe(200);
  });

  it("serves the button's script, which posts with the CSRF header", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sign-out.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.body).toContain(`"${CSRF_HEADER}": "1"`);
  });
});
