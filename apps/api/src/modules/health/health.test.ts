import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seeded: false });
});
afterAll(() => t.close());

describe('GET /api/health (liveness)', () => {
  it('answers ok with a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true, message: 'ok', data: { status: 'ok' } });
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

  it('never asks the database, so an outage does not get the process restarted', async () => {
    const asked: string[] = [];
    const prisma = t.app.prisma as unknown as Record<string, unknown>;
    const saved = { $queryRaw: prisma.$queryRaw, $queryRawUnsafe: prisma.$queryRawUnsafe };
    prisma.$queryRaw = prisma.$queryRawUnsafe = () => {
      asked.push('query');
      return Promise.reject(new Error('connection refused'));
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(asked).toEqual([]);
    } finally {
      Object.assign(prisma, saved);
    }
  });
});

describe('GET /api/ready (readiness)', () => {
  it('is ready with the database up, every migration applied and the job queue started', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      status: 'ready',
      database: 'up',
      migrations: 'applied',
      jobs: 'running',
    });
  });

  it('is not ready while a shipped migration is missing from _prisma_migrations, and says which', async () => {
    const [last] = await t.app.prisma.$queryRaw<{ id: string; migration_name: string }[]>`
      SELECT id, migration_name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`;
    await t.app.prisma.$executeRaw`UPDATE _prisma_migrations SET finished_at = NULL WHERE id = ${last!.id}`;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      const body = res.json();
      expect(body.result).toBe(false);
      expect(body.error.code).toBe('SERVICE_UNAVAILABLE');
      expect(body.error.details).toEqual([
        { path: 'migrations', message: `1 not applied: ${last!.migration_name}` },
      ]);
    } finally {
      await t.app.prisma
        .$executeRaw`UPDATE _prisma_migrations SET finished_at = now() WHERE id = ${last!.id}`;
    }
  });

  it('is not ready once the job queue has stopped', async () => {
    await t.app.jobQueue!.stop();
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.details).toEqual([{ path: 'jobs', message: 'job queue not started' }]);
  });
});
