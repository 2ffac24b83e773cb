import { CSRF_HEADER } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, signIn, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';
import { COOKIE } from './cookies.js';
import { signAccessToken, verifyAccessToken } from './tokens.js';

const reAuthorize = (browser: InjectBrowser) =>
  browser.request({ method: 'POST', url: '/api/Authorization/ReAuthorize', headers: { [CSRF_HEADER]: '1' } });
const sessionIdOf = (browser: InjectBrowser) => browser.cookie(COOKIE.access)!.split('.')[1]!;

/**
 * `ms` pass for the browser (cookies expire as they would) and for the session (its access token and
 * stored expiries are that much older), without waiting.
 */
async function later(t: TestApp, browser: InjectBrowser, sessionId: string, ms: number) {
  browser.elapse(ms);
  for (const [key, cookie] of browser.jar) {
    if (!key.startsWith(`${COOKIE.access};`)) continue;
    const claims = verifyAccessToken(t.app.signingKey, cookie.value, { allowExpired: true })!;
    const expiresAt = new Date(claims.expiresAt.getTime() - ms);
    cookie.value = signAccessToken(t.app.signingKey, { sessionId, expiresAt });
  }
  const shift = `${ms} milliseconds`;
  await t.db.prisma.$executeRaw`UPDATE session SET absolute_expiry = absolute_expiry - ${shift}::interval,
    created_at = created_at - ${shift}::interval, last_seen_at = last_seen_at - ${shift}::interval
    WHERE id = ${sessionId}::uuid`;
  await t.db.prisma.$executeRaw`UPDATE refresh_token SET expires_at = expires_at - ${shift}::interval,
    created_at = created_at - ${shift}::interval WHERE session_id = ${sessionId}::uuid`;
}

describe('sign-out after the access token expired', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['/api/auth/sign-out'])(
    '%s 16 idle minutes later still revokes the session, audits it and sends id_token_hint',
    async (path) => {
      const { browser } = await signIn(t.app, DEMO.employee);
      const sessionId = sessionIdOf(browser);
      await later(t, browser, sessionId, 16 * 60_000);
      expect((await browser.request({ method: 'GET', url: '/api/auth/session' })).statusCode).toBe(401);

      const res = await browser.request({ method: 'POST', url: path, headers: { [CSRF_HEADER]: '1' } });
      expect(res.statusCode).toBe(200);
      const target = new URL(res.json().data.location);
      expect(target.pathname).toBe('/idp/session/end');
      expect(target.searchParams.get('id_token_hint')).toBeTruthy();
      expect(target.searchParams.get('post_logout_redirect_uri')).toBe(`${TEST_ORIGIN}/`);

      const session = await t.db.prisma.session.findUniqueOrThrow({ where: { id: sessionId } });
      expect(session).toMatchObject({ revokeReason: 'sign_out', idToken: null });
      const audit = await t.db.prisma.auditLog.findMany({
        where: { action: 'SIGN_OUT', entityId: sessionId },
      });
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorEmail: DEMO.employee, entityType: 'Session' });
      expect(browser.cookie(COOKIE.access)).toBeUndefined();
      expect((await reAuthorize(browser)).statusCode).toBe(401);
    },
  );

  it('keeps the access cookie no longer than the session', async () => {
    const { callback, browser } = await signIn(t.app, DEMO.employee);
    const session = await t.db.prisma.session.findUniqueOrThrow({ where: { id: sessionIdOf(browser) } });
    const access = (callback.cookies as { name: string; expires?: Date }[]).find(
      (c) => c.name === COOKIE.access,
    );
    expect(Math.abs(access!.expires!.getTime() - session.absoluteExpiry.getTime())).toBeLessThan(1000);
  });
});

describe('refresh-token rotation is one transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No grace: a token presented again after its rotation counts as stolen at once.
    t = await createTestApp({ REFRESH_REUSE_GRACE_SECONDS: '0' });
  });
  afterAll(() => t.close());

  it('a failure after marking the token rotated leaves it usable for the retry', async () => {
    const { browser } = await signIn(t.app, DEMO.employee);
    const sessionId = sessionIdOf(browser);
    const refresh = browser.cookie(COOKIE.refresh)!;
    const prisma = t.db.prisma;
    await prisma.$executeRawUnsafe(`CREATE FUNCTION injected_failure() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
    await prisma.$executeRawUnsafe(`CREATE TRIGGER injected_failure BEFORE INSERT ON refresh_token
      FOR EACH ROW EXECUTE FUNCTION injected_failure()`);
    try {
      expect((await reAuthorize(browser)).statusCode).toBe(500);
    } finally {
      await prisma.$executeRawUnsafe('DROP TRIGGER injected_failure ON refresh_token');
      await prisma.$executeRawUnsafe('DROP FUNCTION injected_failure()');
    }
    expect(browser.cookie(COOKIE.refresh)).toBe(refresh);
    await new Promise((resolve) => setTimeout(resolve, 5)); // past the (zero) grace window

    const retry = await reAuthorize(browser);
    expect(retry.statusCode).toBe(200);
    expect(browser.cookie(COOKIE.refresh)).not.toBe(refresh);
    const session = await prisma.session.findUniqueOrThrow({ where: { id: sessionId } });
    expect(session.revokedAt).toBeNull();
    expect(await prisma.auditLog.count({ where: { action: 'SESSION_REVOKED', entityId: sessionId } })).toBe(
      0,
    );
  });
});
