import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CSRF_HEADER } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectBrowser } from './inject-browser.js';
import { createTestApp, DEMO, signIn, type TestApp } from './test-app.js';

/**
 * The API process killed with SIGKILL in the middle of an export: no shutdown hook runs, so only the
 * reaper of a process still alive can notice. The worker is the built server (`apps/api/dist/server.js`,
 * as a deployment runs it) against this test's database; this file's own app has no worker and only
 * starts the export, like a replica that serves requests.
 */
const serverScript = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/server.js');
const BULK_ROWS = 150_000;

let t: TestApp;
let admin: InjectBrowser;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  t = await createTestApp({ JOB_WORKER: 'off' });
  // Enough rows that the export is still running when its worker is killed.
  await t.db.prisma.$executeRawUnsafe(`
    INSERT INTO audit_log (at, actor_email, action, entity_type, entity_id)
    SELECT '2021-03-01T00:00:00Z'::timestamptz + g * interval '1 second', 'bulk@example.com',
           'CONTACT_UPDATE', 'Contact', g::text
      FROM generate_series(1, ${BULK_ROWS}) AS g`);
  ({ browser: admin } = await signIn(t.app, DEMO.admin));
}, 60_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await t?.close();
});

async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startWorker() {
  const port = await freePort();
  const child = spawn(process.execPath, [serverScript], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: t.db.url,
      SEED: 'none',
      JOB_WORKER: 'on',
      LOG_LEVEL: 'error',
      COMPANY_WEBSITE_URL: 'https://intranet.example/',
    },
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the API process killed during an export', () => {
  it('leaves no job running: another process finishes it within the reaper window', async () => {
    const started = await admin.request({
      method: 'POST',
      url: '/api/Report/ExportAuditLog/',
      headers: { [CSRF_HEADER]: '1' },
      payload: { from: '2021-03-01T00:00:00Z', to: '2021-04-01T00:00:00Z' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const id = started.json().data.jobID as string;
    const job = () => t.db.prisma.exportJob.findUniqueOrThrow({ where: { id } });

    const first = await startWorker();
    await until(job, (j) => j.status === 'RUNNING' && j.processedRows > 0, 40_000);
    const exited = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await exited;
    const killedAt = Date.now();
    const orphan = await job();
    expect(orphan.status, 'the kill came too late to prove anything').toBe('RUNNING');

    const second = await startWorker();
    const ended = await until(job, (j) => j.status !== 'RUNNING' && j.status !== 'QUEUED', 70_000);
    expect(Date.now() - killedAt).toBeLessThan(70_000);
    expect(ended).toMatchObject({ status: 'SUCCEEDED', attempts: 2, processedRows: ended.totalRows });
    expect(ended.processedRows).toBeGreaterThanOrEqual(orphan.processedRows);
    second.kill('SIGTERM');
  }, 120_000);
});
