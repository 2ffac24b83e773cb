import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const login = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/api/auth/login?returnTo=/', remoteAddress });

/** Two replicas: two apps, each with its own process state, on one database. */
describe('the sign-in rate limit across replicas', () => {
  let first: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '4' }, { seeded: false });
    second = await buildApp({
      config: first.config,
      prisma: first.db.prisma,
      logger: false,
      databaseUrl: first.db.url,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('counts the hits of both replicas against one limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login(i % 2 ? second : first.app, '192.0.2.10')).statusCode);
    expect(statuses).toEqual([302, 302, 302, 302, 429, 429]);
  });

  it('still counts each client on its own', async () => {
    expect((await login(second, '192.0.2.11')).statusCode).toBe(302);
  });

  it('counts concurrent hits without losing one', async () => {
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(i % 2 ? second : first.app, '192.0.2.12')),
    );
    expect(burst.filter((r) => r.statusCode === 302)).toHaveLength(4);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(6);
  });

  it('keeps each route its own count', async () => {
    for (let i = 0; i < 5; i++) await login(first.app, '192.0.2.13');
    const signOut = await second.inject({ method: 'GET', url: '/sign-out', remoteAddress: '192.0.2.13' });
    expect(signOut.statusCode).not.toBe(429);
  });

  it('opens a new window once the old one has passed', async () => {
    await first.db.prisma.$executeRaw`UPDATE rate_limit_hit SET window_ends_at = now() - interval '1 second'`;
    expect((await login(second, '192.0.2.10')).statusCode).toBe(302);
  });
});
