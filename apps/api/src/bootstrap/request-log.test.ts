import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../test/test-app.js';
import { loggerOptions } from './logger.js';

type Line = Record<string, unknown>;

describe('request log', () => {
  let t: TestApp;
  const lines: Line[] = [];
  const raw: string[] = [];

  beforeAll(async () => {
    const options = loggerOptions('info', { isTTY: false }) as object;
    t = await createTestApp(
      {},
      {
        logger: {
          ...options,
          stream: {
            write: (line: string) => {
              raw.push(line);
              lines.push(JSON.parse(line) as Line);
            },
          },
        },
      },
    );
  });
  afterAll(() => t?.close());

  const linesOf = (reqId: string) => lines.filter((l) => l.reqId === reqId);

  it('writes one line per request with its id, the signed-in user, the matched route, status and time', async () => {
    const { browser } = await signIn(t.app, DEMO.employee);
    const res = await browser.request({ method: 'GET', url: '/api/auth/session?lang=en' });
    expect(res.statusCode).toBe(200);
    const reqId = String(res.headers['x-request-id']);
    const mine = linesOf(reqId);
    expect(mine).toHaveLength(1);
    const user = await t.app.prisma.user.findFirstOrThrow({ where: { email: DEMO.employee } });
    expect(mine[0]).toMatchObject({
      msg: 'request',
      method: 'GET',
      route: '/api/auth/session',
      status: 200,
      userId: user.id,
    });
    expect(typeof mine[0]?.ms).toBe('number');
    expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
  });

  it('names no user for an anonymous request, and the path without its query when no route matched', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-route?token=leaky-query-value' });
    expect(res.statusCode).toBe(404);
    const mine = linesOf(String(res.headers['x-request-id']));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ route: '/api/no-such-route', status: 404 });
    expect(mine[0]).not.toHaveProperty('userId');
    expect(raw.join('')).not.toContain('leaky-query-value');
  });

  it('never writes a cookie, an authorization header, a sign-in code or a token', async () => {
    const { browser, callback } = await signIn(t.app, DEMO.admin);
    expect(callback.statusCode).toBe(302);
    const cookies = [...browser.jar.values()].map((c) => c.value).filter((v) => v.length >= 16);
    expect(cookies.length).toBeGreaterThan(0);
    await browser.request({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: 'Bearer secret-bearer-value' },
    });
    const callbackUrl = browser.visited.find((v) => v.includes('/callback?'))!.split(' ')[1]!;
    const code = new URL(callbackUrl, 'http://x').searchParams.get('code');
    const all = raw.join('');
    for (const secret of [...cookies, 'secret-bearer-value', code!]) expect(all).not.toContain(secret);
  });

  it('redacts credentials even when a line carries the headers', () => {
    t.app.log.info(
      { headers: { cookie: 'sid=abc123', authorization: 'Bearer xyz789' }, body: { password: 'pw456' } },
      'headers logged',
    );
    const line = lines.at(-1)!;
    expect(JSON.stringify(line)).not.toMatch(/abc123|xyz789|pw456/);
  });
});
