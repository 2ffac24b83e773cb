import { TEST_SERVER_ENV, createTestDatabase } from '@cd/db/testing';
import { createPrismaClient, type PrismaClient } from '@cd/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { CSRF_HEADER } from '@cd/contracts';
import { get } from './api-calls.js';
import { numberedContacts, simpleWorkbook } from './import-fixtures/make-fixtures.js';
import { multipartFile } from './multipart.js';
import type { InjectBrowser } from './inject-browser.js';
import { startRelay, startRestartablePostgres } from './restartable-postgres.js';
import { DEMO, TEST_ORIGIN, signIn } from './test-app.js';

/**
 * PostgreSQL stopped, restarted and its connections cut under a running API: every answer is either the
 * real one or a 503 in the envelope, nothing is logged as an error, and everything recovers by itself.
 * A real server of this file's own, stopped and started, behind a relay that can cut connections.
 */
let server: Awaited<ReturnType<typeof startRestartablePostgres>>;
let relay: Awaited<ReturnType<typeof startRelay>>;
let prisma: PrismaClient;
let app: FastifyInstance;
let browser: InjectBrowser;
let ouUrl: string;
let financeId: number;
const logs: { level: number; msg: string; err?: { message?: string } }[] = [];
const retried: unknown[] = [];

beforeAll(async () => {
  server = await startRestartablePostgres();
  relay = await startRelay(server.port);
  const shared = process.env[TEST_SERVER_ENV];
  process.env[TEST_SERVER_ENV] = server.serverUrl;
  const db = await createTestDatabase({ seeded: true }).finally(() => {
    process.env[TEST_SERVER_ENV] = shared;
  });
  const hpg = await db.prisma.organizationUnit.findUniqueOrThrow({ where: { code: 'HPG' } });
  ouUrl = `/api/OrganizationUnits/GetOUDetail?ouID=${hpg.id}`;
  financeId = (await db.prisma.organizationUnit.findUniqueOrThrow({ where: { code: 'HPG-HK-FIN' } })).id;
  await db.prisma.$disconnect();
  const url = new URL(db.url);
  url.port = String(relay.port);
  url.hostname = '127.0.0.1';
  prisma = createPrismaClient(url.toString(), { poolSize: 4, onRetry: (err) => retried.push(err) });
  app = await buildApp({
    config: loadConfig({ PUBLIC_URL: TEST_ORIGIN, SEED: 'none', WEB_DIST_DIR: '/nonexistent-web-build' }),
    prisma,
    logger: { level: 'warn', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } },
    databaseUrl: url.toString(),
  });
  await app.ready();
  ({ browser } = await signIn(app, DEMO.admin));
});

afterAll(async () => {
  await app?.close();
  await prisma?.$disconnect();
  await relay?.close();
  await server?.destroy();
});

const errorLogs = () => logs.filter((l) => l.level >= 50).map((l) => `${l.msg}: ${l.err?.message ?? ''}`);

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

describe('a read on a pooled connection the server side has dropped', () => {
  it('is sent once more and answers normally', async () => {
    expect((await get(browser, ouUrl)).statusCode).toBe(200);
    expect(relay.sever()).toBeGreaterThan(0);
    retried.length = 0;
    const res = await get(browser, ouUrl);
    expect(res.statusCode, res.body).toBe(200);
    expect(retried.length).toBeGreaterThan(0);
    expect(errorLogs()).toEqual([]);
  });
});

describe('PostgreSQL stopped while the API runs', () => {
  it('answers 503 in the envelope with a coded message, goes unready, and recovers by itself', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    await server.stop();
    try {
      const res = await get(browser, ouUrl);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({
        result: false,
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        error: { code: 'SERVICE_UNAVAILABLE', messageCode: 'SERVICE_TEMPORARILY_UNAVAILABLE' },
      });
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error.details).toContainEqual({ path: 'database', message: 'unreachable' });
      // Liveness never asks the database: an outage must not get every replica restarted.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await server.start();
    }
    await until(async () => (await app.inject({ method: 'GET', url: '/api/ready' })).statusCode === 200);
    expect((await get(browser, ouUrl)).statusCode).toBe(200);
    expect(errorLogs()).toEqual([]);
  });

  it('logs an outage longer than a housekeeping round as warnings, never as errors', async () => {
    logs.length = 0;
    await server.stop();
    try {
      // Past one round of the export reaper (15 s) and many of the job worker's one-second polls.
      await new Promise((r) => setTimeout(r, 16_000));
    } finally {
      await server.start();
    }
    await until(async () => (await app.inject({ method: 'GET', url: '/api/ready' })).statusCode === 200);
    expect(errorLogs()).toEqual([]);
    const warnings = new Set(logs.filter((l) => l.level === 40).map((l) => l.msg));
    expect(warnings).toContain('export housekeeping: database unavailable');
  }, 60_000);

  it('answers only 200 or 503 to reads that keep coming during a restart', async () => {
    const statuses = new Map<number, number>();
    let running = true;
    const load = (async () => {
      while (running) {
        const res = await get(browser, ouUrl);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    await server.stop();
    await new Promise((r) => setTimeout(r, 300));
    await server.start();
    await until(async () => (await app.inject({ method: 'GET', url: '/api/ready' })).statusCode === 200);
    await new Promise((r) => setTimeout(r, 300));
    running = false;
    await load;
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(errorLogs()).toEqual([]);
  });
});

describe('PostgreSQL stopped during an import commit', () => {
  const csrf = { [CSRF_HEADER]: '1' };
  const commit = (importRunID: number) =>
    browser.request({
      method: 'POST',
      url: '/api/ContactImport/CommitImport',
      headers: csrf,
      payload: { importRunID, invalidRows: 'block' },
    });

  it('applies nothing, answers 503, and the same commit succeeds once the database is back', async () => {
    const rows = numberedContacts(8000, 'outage', 'Outage');
    const body = multipartFile(simpleWorkbook(rows));
    const uploaded = await browser.request({
      method: 'POST',
      url: `/api/ContactImport/ImportContacts?ouID=${financeId}`,
      headers: { ...body.headers, ...csrf },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const runId = uploaded.json().data.importRunID as number;

    const pending = commit(runId);
    await until(async () => {
      const run = await prisma.importRun.findUniqueOrThrow({ where: { id: runId } });
      return run.stage === 'COMMITTING' && run.processedRows > 0;
    }, 30_000);
    await server.stop();
    let first;
    try {
      first = await pending;
    } finally {
      await server.start();
    }
    expect(first.statusCode, first.body).toBe(503);
    expect(first.json()).toMatchObject({ result: false, error: { code: 'SERVICE_UNAVAILABLE' } });
    await until(async () => (await app.inject({ method: 'GET', url: '/api/ready' })).statusCode === 200);

    expect(await prisma.contact.count({ where: { email: { startsWith: 'outage' } } })).toBe(0);
    const run = await prisma.importRun.findUniqueOrThrow({ where: { id: runId } });
    expect(run.stage).not.toBe('COMMITTED');
    expect(run.committedAt).toBeNull();

    const again = await commit(runId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'committed', counts: { created: 8000 } });
    expect(await prisma.contact.count({ where: { email: { startsWith: 'outage' } } })).toBe(8000);
    expect(errorLogs()).toEqual([]);
  }, 90_000);
});
