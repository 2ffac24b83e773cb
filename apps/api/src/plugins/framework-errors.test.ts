import { CSRF_HEADER } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test/route-table.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** Fastify's own refusals answer in the product's envelope, like every other error (ARCHITECTURE 9). */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp(
    { AUTH_RATE_LIMIT_PER_MINUTE: '2' },
    {
      seeded: false,
      extraApiRoutes: async (app) => {
        app.post('/test/echo', { config: { public: true } }, async (request) => ({ body: request.body }));
      },
    },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

const expectEnvelope = (body: string, status: number, code: string) => {
  const parsed = JSON.parse(body);
  expect(parsed, `${status}`).toMatchObject({
    result: false,
    error: { code, requestId: expect.any(String) },
  });
  expect(parsed.statusCode).toBeUndefined(); // Fastify's own shape has statusCode and error
};

const post = (payload: string | Buffer, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/test/echo',
    headers: { [CSRF_HEADER]: '1', 'content-type': contentType },
    payload,
  });

describe("Fastify's refusals in the envelope", () => {
  it.each(['/api/%zz', '/api/OrganizationUnits/GetOUDetail%', '/%E0%A4%A'])(
    'bad percent-encoding %s → 400',
    async (url) => {
      const res = await rawRequest(port, { method: 'GET', target: url });
      expect(res.status).toBe(400);
      expectEnvelope(res.body, 400, 'BAD_REQUEST');
    },
  );

  it('a body over the limit → 413', async () => {
    const res = await post(JSON.stringify({ a: 'x'.repeat(1_100_000) }));
    expect(res.statusCode).toBe(413);
    expectEnvelope(res.body, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('an unsupported content type → 415', async () => {
    const res = await post('<a/>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expectEnvelope(res.body, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it.each([
    ['malformed JSON', '{"a": '],
    ['an empty JSON body', ''],
    ['JSON with a prototype key', '{"__proto__": {"admin": true}}'],
  ])('%s → 400', async (_label, body) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.body, 400, 'BAD_REQUEST');
  });

  it('headers over the size limit → 431', async () => {
    const res = await rawRequest(port, {
      method: 'GET',
      target: '/api/health',
      headers: { 'x-padding': 'a'.repeat(20_000) },
    });
    expect(res.status).toBe(431);
    expectEnvelope(res.body, 431, 'BAD_REQUEST');
  });

  it('a request line the parser cannot read → 400', async () => {
    const res = await rawRequest(port, { method: 'GET', target: '/api/health\u0000x' });
    expect(res.status).toBe(400);
    expectEnvelope(res.body, 400, 'BAD_REQUEST');
  });
});

describe('pages people land on', () => {
  it.each(['/sign-out', '/logout', '/callback'])(
    '%s answers its rate limit with a page, not JSON',
    async (url) => {
      let res = await t.app.inject({ method: 'GET', url });
      for (let i = 0; i < 3 && res.statusCode !== 429; i++) res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(429);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Too many sign-in attempts');
      expect(res.headers['retry-after']).toBeDefined();
    },
  );
});
