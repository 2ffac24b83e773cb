import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test/test-app.js';

/** The export_job table is the queue (decision 104): what a replica's worker does with it. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.prisma.$executeRawUnsafe(`
    INSERT INTO audit_log (at, actor_email, action, entity_type, entity_id)
    SELECT '2021-05-01T00:00:00Z'::timestamptz + g * interval '1 second', 'bulk@example.com',
           'CONTACT_UPDATE', 'Contact', g::text
      FROM generate_series(1, 60000) AS g`);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the job worker', () => {
  it('takes queued jobs by itself, and a stopping replica hands its running job back to the queue', async () => {
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO.admin } });
    const filter = { from: '2021-05-01T00:00:00Z', to: '2021-06-01T00:00:00Z', includeSubsidiaries: true };
    const job = await t.db.prisma.exportJob.create({
      data: {
        kind: 'AUDIT_LOG',
        params: { filter, ouIds: null },
        requestedBy: user.id,
        heartbeatAt: new Date(),
      },
    });
    const read = () => t.db.prisma.exportJob.findUniqueOrThrow({ where: { id: job.id } });
    await until(read, (j) => j.status === 'RUNNING' && j.processedRows >= 1000);

    await t.app.jobQueue!.stop();
    const handedBack = await read();
    expect(handedBack).toMatchObject({ status: 'QUEUED', attempts: 1, error: null, finishedAt: null });
    expect(handedBack.processedRows).toBeGreaterThanOrEqual(1000);
    expect(handedBack.heartbeatAt).not.toBeNull();
  }, 60_000);
});
