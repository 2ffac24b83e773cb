import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@cd/db/testing';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dbPlugin } from '../plugins/db.js';
import { SWEEP_LOCK_KEY, sweepExpired, sweepPlugin } from './sweep-expired.js';

let db: TestDatabase;
let userId: string;
beforeAll(async () => {
  db = await createTestDatabase({ seeded: false });
  userId = (await db.prisma.user.create({ data: { email: 'sweep@example.com' } })).id;
});
afterAll(() => db.drop());

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);

async function session(opts: { absolute?: number; revoked?: boolean; tokens: number[] }) {
  const s = await db.prisma.session.create({
    data: {
      userId,
      absoluteExpiry: at(opts.absolute ?? 10 * HOUR),
      revokedAt: opts.revoked ? at(-HOUR) : null,
      idToken: 'header.payload.signature',
      refreshTokens: {
        create: opts.tokens.map((offset) => ({ tokenHash: randomUUID(), expiresAt: at(offset) })),
      },
    },
  });
  return s.id;
}

describe('sweepExpired', () => {
  beforeEach(async () => {
    await db.prisma.session.deleteMany();
    await db.prisma.loginAttempt.deleteMany();
    await db.prisma.oidcPayload.deleteMany();
    await db.prisma.rateLimitHit.deleteMany();
  });

  it('deletes what can no longer be used and keeps the rest', async () => {
    const live = await session({ tokens: [-HOUR, 2 * HOUR] }); // one rotated-and-expired, one current
    const revoked = await session({ revoked: true, tokens: [2 * HOUR] });
    const pastAbsolute = await session({ absolute: -1000, tokens: [2 * HOUR] });
    const idle = await session({ tokens: [-1000] });
    const attempt = (state: string, offset: number) =>
      db.prisma.loginAttempt.create({
        data: { state, nonce: 'n', codeVerifier: 'v', returnTo: '/', expiresAt: at(offset) },
      });
    await attempt('abandoned', -1000);
    await attempt('pending', 60_000);
    const payload = (id: string, offset: number | null) =>
      db.prisma.oidcPayload.create({
        data: { id, type: 'Session', payload: {}, expiresAt: offset === null ? null : at(offset) },
      });
    await payload('Session:old', -1000);
    await payload('Session:live', HOUR);
    await payload('Grant:forever', null);
    await db.prisma.rateLimitHit.create({ data: { key: 'passed', hits: 31, windowEndsAt: at(-1000) } });
    await db.prisma.rateLimitHit.create({ data: { key: 'current', hits: 2, windowEndsAt: at(60_000) } });

    expect(await sweepExpired(db.prisma)).toEqual({
      sessions: 3,
      refreshTokens: 2,
      loginAttempts: 1,
      oidcPayloads: 1,
      rateLimitHits: 1,
      importPreviews: 0,
      searchIndexPages: 0,
      importSearchColumns: 0,
    });
    expect((await db.prisma.rateLimitHit.findMany()).map((h) => h.key)).toEqual(['current']);
    const sessions = await db.prisma.session.findMany({ include: { refreshTokens: true } });
    expect(sessions.map((s) => s.id)).toEqual([live]);
    expect(sessions[0]!.refreshTokens).toHaveLength(1);
    for (const gone of [revoked, pastAbsolute, idle])
      expect(await db.prisma.session.findUnique({ where: { id: gone } })).toBeNull();
    expect((await db.prisma.loginAttempt.findMany()).map((a) => a.state)).toEqual(['pending']);
    expect((await db.prisma.oidcPayload.findMany({ orderBy: { id: 'asc' } })).map((p) => p.id)).toEqual([
      'Grant:forever',
      'Session:live',
    ]);
  });

  it('expires import previews past their time and drops their rows; leaves the rest alone', async () => {
    const ou = await db.prisma.organizationUnit.create({
      data: {
        code: 'SWEEP',
        name: 'Sweep',
        path: '/sweep/',
        depth: 0,
        createdBy: 'test',
        modifiedBy: 'test',
      },
    });
    const run = (stage: 'PREVIEW_READY' | 'COMMITTED', expiresIn: number) =>
      db.prisma.importRun.create({
        data: {
          ouId: ou.id,
          fileName: `${stage}-${expiresIn}.xlsx`,
          status: 'SUCCEEDED',
          stage,
          createdBy: 'sweep@example.com',
          expiresAt: at(expiresIn),
          chunks: { create: [{ kind: 'ROWS', seq: 0, data: [] }] },
        },
      });
    const stale = await run('PREVIEW_READY', -1000);
    const waiting = await run('PREVIEW_READY', HOUR);
    const committed = await run('COMMITTED', -1000);
    const committing = await db.prisma.importRun.update({
      where: { id: (await run('PREVIEW_READY', HOUR)).id },
      data: { stage: 'COMMITTING' },
    });
    // Search columns computed beside commits: one whose process died (its run is committed, or was never
    // committed) and one still running.
    for (const { id } of [committed, waiting, committing]) {
      await db.prisma.importSearchColumns.create({
        data: { runId: id, rowNumber: 2, searchTokens: ['x'], searchText: 'x', sortName: 'x' },
      });
    }
    expect(await sweepExpired(db.prisma)).toMatchObject({ importPreviews: 1, importSearchColumns: 2 });
    expect((await db.prisma.importSearchColumns.findMany()).map((c) => c.runId)).toEqual([committing.id]);
    const runs = await db.prisma.importRun.findMany({ include: { chunks: true }, orderBy: { id: 'asc' } });
    expect(runs.map((r) => [r.id, r.stage, r.status, r.chunks.length])).toEqual([
      [stale.id, 'EXPIRED', 'CANCELLED', 0],
      [waiting.id, 'PREVIEW_READY', 'SUCCEEDED', 1],
      [committed.id, 'COMMITTED', 'SUCCEEDED', 1],
      [committing.id, 'COMMITTING', 'SUCCEEDED', 1],
    ]);
    expect(runs[0]!.finishedAt).not.toBeNull();
    expect(await sweepExpired(db.prisma)).toMatchObject({ importPreviews: 0 });
  });

  it("merges contact's GIN pending lists, which every search would otherwise read linearly", async () => {
    const ou = await db.prisma.organizationUnit.create({
      data: {
        code: 'PENDING',
        name: 'Pending',
        path: '/pending/',
        depth: 0,
        createdBy: 'test',
        modifiedBy: 'test',
      },
    });
    await db.prisma.$executeRaw`
      INSERT INTO contact (ou_id, first_name, family_name, display_name, email, created_by, modified_by)
      SELECT ${ou.id}, 'Pend' || g, 'Ingham', 'Pend' || g || ' Ingham', 'pend' || g || '@example.com', 'test', 'test'
        FROM generate_series(1, 300) AS g`;
    // Fewer than 4 MB of entries: PostgreSQL leaves them pending.
    expect((await sweepExpired(db.prisma))!.searchIndexPages).toBeGreaterThan(0);
    expect(await sweepExpired(db.prisma)).toMatchObject({ searchIndexPages: 0 });
  });

  it('does nothing while another replica holds the sweep lock', async () => {
    await session({ revoked: true, tokens: [HOUR] });
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SWEEP_LOCK_KEY}::bigint)`;
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    try {
      expect(await sweepExpired(db.prisma)).toBeNull();
      expect(await db.prisma.session.count()).toBe(1);
    } finally {
      release();
      await holder;
    }
    expect(await sweepExpired(db.prisma)).toMatchObject({ sessions: 1 });
  });
});

describe('sweepPlugin', () => {
  it('sweeps on an interval once the app is ready and stops when it closes', async () => {
    await session({ revoked: true, tokens: [HOUR] });
    const app = Fastify({ logger: false });
    await app.register(dbPlugin, { prisma: db.prisma });
    await app.register(sweepPlugin, { intervalMs: 40 });
    await app.ready();
    const deadline = Date.now() + 10_000;
    while ((await db.prisma.session.count()) > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await db.prisma.session.count()).toBe(0);

    await app.close();
    await session({ revoked: true, tokens: [HOUR] });
    await new Promise((resolve) => setTimeout(resolve, 200)); // several intervals
    expect(await db.prisma.session.count()).toBe(1);
  });
});
