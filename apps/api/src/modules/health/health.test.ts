import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seeded: false });
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database as up, with a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true, message: 'ok', data: { status: 'ok', database: 'up' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed incoming request id and replaces a malformed one', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-123.abc' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-123.abc');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b<c>' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('a b<c>');
  });

  it('reports 503 when the database is unreachable', async () => {
    const spy = t.app.prisma.$queryRaw;
    (t.app.prisma as unknown as { $queryRaw: () => Promise<never> }).$queryRaw = () =>
      Promise.reject(new Error('connection refused'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().data).toEqual({ status: 'degraded', database: 'down' });
    } finally {
      (t.app.prisma as unknown as { $queryRaw: typeof spy }).$queryRaw = spy;
    }
  });
});
