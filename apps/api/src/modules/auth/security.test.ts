import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cookieSecurity } from './cookies.js';

describe('cookieSecurity', () => {
  it.each([
    ['http://localhost:3000', false],
    ['http://127.0.0.1:8080', false],
    ['https://directory.example.com', true],
    ['http://directory.internal', true],
  ])('%s → Secure %s', (url, secure) => {
    expect(cookieSecurity(url).secure).toBe(secure);
  });
});

describe('rate limit on sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' }, { seeded: false });
  });
  afterAll(() => t.close());

  it('answers 429 in the error envelope once a client exceeds the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/auth/login?returnTo=/' })).statusCode);
    }
    expect(statuses).toEqual([302, 302, 302, 429]);
    const limited = await t.app.inject({ method: 'GET', url: '/api/auth/login?returnTo=/' });
    expect(limited.json()).toMatchObject({ result: false, error: { code: 'RATE_LIMITED' } });
  });

  it('does not limit ordinary API calls', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  });
});

describe('cookies on an https deployment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { PUBLIC_URL: 'https://directory.example.com', EMBEDDED_IDP: 'on' },
      { seeded: false },
    );
  });
  afterAll(() => t.close());

  it('marks the login binding cookie Secure and sends HSTS', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/login?returnTo=/' });
    const login = (res.cookies as { name: string; secure?: boolean }[]).find((c) => c.name === 'cd_login');
    expect(login?.secure).toBe(true);
    expect(res.headers['strict-transport-security']).toBeDefined();
  });
});
