import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, createTestApp, signInUntilCallback, type TestApp } from '../test/test-app.js';
import { ConfigError, loadConfig } from './env.js';

const PROXY = '10.0.0.5';
const CLIENT = '203.0.113.7';

const ipRoute = {
  extraApiRoutes: async (scope: TestApp['app']) => {
    scope.get('/test/ip', { config: { public: true } }, async (request) => ({ ip: request.ip }));
  },
};
const ipOf = async (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/test/ip',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
  ).json().ip;

describe('TRUST_PROXY=on: one proxy hop, never every hop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'on', AUTH_RATE_LIMIT_PER_MINUTE: '3' }, ipRoute);
  });
  afterAll(() => t.close());

  it('takes the address the proxy appended, not what the client wrote before it', async () => {
    expect(await ipOf(t, PROXY, `6.6.6.6, ${CLIENT}`)).toBe(CLIENT);
  });

  it('keeps the sign-in rate limit on the real client whatever X-Forwarded-For it makes up', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/login?returnTo=/',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `198.51.100.${i}, ${CLIENT}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([302, 302, 302, 429, 429]);
  });

  it('records the real client on the session, not a forged address', async () => {
    const { browser, callbackUrl } = await signInUntilCallback(t.app, DEMO.employee);
    const callback = await browser.request({
      method: 'GET',
      url: callbackUrl,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `6.6.6.6, 198.51.100.200` },
    });
    expect(callback.statusCode).toBe(302);
    const session = await t.db.prisma.session.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
    expect(session.ipAddress).toBe('198.51.100.200');
  });
});

describe('TRUST_PROXY as the proxies addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, { seeded: false, ...ipRoute });
  });
  afterAll(() => t.close());

  it('believes X-Forwarded-For only from a listed proxy, and only up to the first address not listed', async () => {
    expect(await ipOf(t, PROXY, `6.6.6.6, ${CLIENT}`)).toBe(CLIENT);
    expect(await ipOf(t, PROXY, `6.6.6.6, ${CLIENT}, 10.1.2.3`)).toBe(CLIENT);
    // A client connecting directly cannot name itself.
    expect(await ipOf(t, '192.0.2.1', CLIENT)).toBe('192.0.2.1');
  });
});

describe('TRUST_PROXY off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { seeded: false, ...ipRoute });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For', async () => {
    expect(await ipOf(t, PROXY, CLIENT)).toBe(PROXY);
  });
});

describe('TRUST_PROXY values', () => {
  const trust = (value: string) =>
    loadConfig({ PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: value }).TRUST_PROXY;
  it('takes off, on (one hop), a hop count, or addresses and CIDR ranges', () => {
    expect(trust('off')).toBe(false);
    expect(trust('on')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust(' 10.0.0.1, 10.1.0.0/16 ,fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each([
    ['true', /would trust every hop/],
    ['*', /would trust every hop/],
    ['0.0.0.0/0', /'0\.0\.0\.0\/0' is every address/],
    ['::/0', /'::\/0' is every address/],
    ['proxy.example.com', /'proxy\.example\.com' is not an IP address or CIDR range/],
    ['10.0.0.0/33', /'10\.0\.0\.0\/33' has no valid prefix length \(0-32\)/],
    ['99', /99 proxy hops/],
  ])('refuses %s at start-up, naming the problem', (value, message) => {
    expect(() => trust(value)).toThrow(ConfigError);
    expect(() => trust(value)).toThrow(message);
  });
});
