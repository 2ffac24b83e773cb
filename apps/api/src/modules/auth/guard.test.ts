import { CSRF_HEADER, FunctionCode } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../test/test-app.js';
import { requireAuth } from './auth.plugin.js';

let t: TestApp;
const as = new Map<keyof typeof DEMO, InjectBrowser>();

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      extraApiRoutes: async (app) => {
        const whoAmI = async (request: Parameters<typeof requireAuth>[0]) => ({
          email: requireAuth(request).user.email,
        });
        app.get('/test/codes', { config: { functionCodes: [FunctionCode.ContactMaintenance] } }, whoAmI);
        app.get('/test/role', { config: { roles: ['SystemAdministrator'] } }, whoAmI);
        app.get('/test/signed-in', {}, whoAmI);
        app.post('/test/write', {}, whoAmI);
      },
    },
  );
  for (const who of ['admin', 'ouAdmin', 'maintainer', 'employee', 'noRole'] as const) {
    as.set(who, (await signIn(t.app, DEMO[who])).browser);
  }
});
afterAll(() => t.close());

const get = (who: keyof typeof DEMO, url: string) => as.get(who)!.request({ method: 'GET', url });

describe('route options decide access', () => {
  it('a route without options is closed to anonymous callers and open to any session', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/test/signed-in' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ result: false, error: { code: 'UNAUTHENTICATED' } });
    const noRole = await get('noRole', '/api/test/signed-in');
    expect(noRole.statusCode).toBe(200);
    expect(noRole.json()).toEqual({ email: DEMO.noRole });
  });

  it('functionCodes: 403 without one of the codes on any OU', async () => {
    expect((await get('maintainer', '/api/test/codes')).statusCode).toBe(200);
    expect((await get('admin', '/api/test/codes')).statusCode).toBe(200);
    const employee = await get('employee', '/api/test/codes');
    expect(employee.statusCode).toBe(403);
    expect(employee.json().error).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('FN-0003'),
    });
    expect((await get('noRole', '/api/test/codes')).statusCode).toBe(403);
  });

  it('roles: 403 without the role, whatever codes the caller holds', async () => {
    expect((await get('admin', '/api/test/role')).statusCode).toBe(200);
    const ouAdmin = await get('ouAdmin', '/api/test/role');
    expect(ouAdmin.statusCode).toBe(403);
    expect(ouAdmin.json().error.code).toBe('FORBIDDEN');
  });

  it('mutating calls need the CSRF header with its exact value', async () => {
    const admin = as.get('admin')!;
    const without = await admin.request({ method: 'POST', url: '/api/test/write' });
    expect(without.statusCode).toBe(403);
    expect(without.json().error.code).toBe('CSRF_REJECTED');
    const wrong = await admin.request({
      method: 'POST',
      url: '/api/test/write',
      headers: { [CSRF_HEADER]: 'yes' },
    });
    expect(wrong.statusCode).toBe(403);
    const right = await admin.request({
      method: 'POST',
      url: '/api/test/write',
      headers: { [CSRF_HEADER]: '1' },
    });
    expect(right.statusCode).toBe(200);
  });
});

describe('API responses', () => {
  it('tell browsers and proxies to keep no copy (Cache-Control: no-store)', async () => {
    for (const url of ['/api/auth/session', '/api/test/signed-in']) {
      const res = await get('admin', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('answer an unknown /api path with 404 in the envelope, in any spelling, signed in or not', async () => {
    for (const url of ['/api/NoSuchThing', '/%61pi/NoSuchThing', '/api']) {
      for (const res of [
        await t.app.inject({ method: 'GET', url }),
        await t.app.inject({ method: 'POST', url }),
        await get('admin', url),
      ]) {
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ result: false, error: { code: 'NOT_FOUND' } });
      }
    }
  });
});
