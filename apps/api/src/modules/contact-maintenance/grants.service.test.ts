// The grant transfers of grants.service.ts on a cloned demo database, without the app: a master email
// change's move, the merge refusals and a leaver's revocation, each rule alone and cheap enough to run once
// per mutant (`pnpm mutation:api`). grant-moves.test.ts and leavers.test.ts cover the same through HTTP.
import { createTestDatabase, type TestDatabase } from '@cd/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { grantOn, seededOus, type GrantOu } from '../../test/grant-fixtures.js';
import { Authorization } from '../auth/authorization.js';
import { lockGrantsOf, moveGrantsToEmail, revokeLeaverAccess } from './grants.service.js';

type Ou = GrantOu;
let db: TestDatabase;
let hk: Ou;
let fin: Ou;
let china: Ou;

beforeAll(async () => {
  db = await createTestDatabase({ seeded: true });
  [hk, fin, china] = await seededOus(db.prisma, 'HPG-HK', 'HPG-HK-FIN', 'HPG-CN');
});
afterAll(() => db.drop());

const actor: AuditActor = { actorId: null, actorEmail: 'editor@example.com', requestId: 'req-1' };
/** Edits permissions on Hong Kong's subtree and holds FN-0005 there; FN-0006 on Hong Kong alone. */
const editor = () =>
  new Authorization(
    [
      grantOn(hk, ['FN-0003B', 'FN-0005'], true),
      grantOn(hk, ['FN-0006'], false),
      grantOn(china, ['FN-0003B'], false),
    ],
    false,
  );

let serial = 0;
const email = (name: string) => `${name}.${++serial}@example.com`;

async function userWith(address: string, grants: [Ou, string, boolean][], lastLoginAt: Date | null = null) {
  const user = await db.prisma.user.create({ data: { email: address, lastLoginAt } });
  await db.prisma.permissionGrant.createMany({
    data: grants.map(([ou, functionCode, includesSubsidiaries]) => ({
      userId: user.id,
      ouId: ou.id,
      functionCode,
      includesSubsidiaries,
      grantedBy: 'test',
    })),
  });
  return user;
}

/** A user's grants as `ouId:code` (`+` with subsidiaries), sorted. */
const grantsOf = async (address: string) =>
  (
    await db.prisma.permissionGrant.findMany({
      where: { user: { email: address } },
      select: { ouId: true, functionCode: true, includesSubsidiaries: true },
    })
  )
    .map((g) => `${g.ouId}:${g.functionCode}${g.includesSubsidiaries ? '+' : ''}`)
    .sort();

const move = (authz: Authorization, from: string, to: string, confirmMerge = false, by = actor) =>
  db.prisma.$transaction((tx) => moveGrantsToEmail(tx, by, authz, { from, to, contactId: 7, confirmMerge }));

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(AppError);
      const { code, statusCode, message, details, serverMessage } = error as AppError;
      return { code, statusCode, message, details, serverMessage };
    },
  );

describe('moveGrantsToEmail', () => {
  it('moves what the editor could grant, keeps the rest with why, and audits each OU once', async () => {
    const from = email('mover');
    const to = email('moved');
    await userWith(from, [
      [hk, 'FN-0005', true],
      [fin, 'FN-0005', false],
      [hk, 'FN-0006', true], // FN-0006 only on Hong Kong itself: not on its subtree
      [china, 'FN-0005', false], // permissions edited on China, FN-0005 not held there
      [china, 'FN-0003B', false],
    ]);

    const answer = await move(editor(), from, to);

    expect(answer).toEqual({
      from,
      to,
      moved: [
        { ouID: hk.id, ouName: hk.name, functionCode: 'FN-0005', includesSubsidiaries: true },
        { ouID: fin.id, ouName: fin.name, functionCode: 'FN-0005', includesSubsidiaries: false },
        { ouID: china.id, ouName: china.name, functionCode: 'FN-0003B', includesSubsidiaries: false },
      ].sort((a, b) => a.ouID - b.ouID),
      stayed: [
        {
          ouID: hk.id,
          ouName: hk.name,
          functionCode: 'FN-0006',
          includesSubsidiaries: true,
          reason: 'notHeldOnSubtree',
        },
        {
          ouID: china.id,
          ouName: china.name,
          functionCode: 'FN-0005',
          includesSubsidiaries: false,
          reason: 'notHeldOnOu',
        },
      ].sort((a, b) => a.ouID - b.ouID),
    });
    expect(await grantsOf(to)).toEqual(
      [`${hk.id}:FN-0005+`, `${fin.id}:FN-0005`, `${china.id}:FN-0003B`].sort(),
    );
    expect(await grantsOf(from)).toEqual([`${hk.id}:FN-0006+`, `${china.id}:FN-0005`].sort());
    const target = await db.prisma.user.findUniqueOrThrow({ where: { email: to } });
    expect(target.lastLoginAt).toBeNull(); // a placeholder until the person signs in
    const grantedBy = await db.prisma.permissionGrant.findMany({
      where: { userId: target.id },
      select: { grantedBy: true },
    });
    expect(grantedBy.map((g) => g.grantedBy)).toEqual([
      'editor@example.com',
      'editor@example.com',
      'editor@example.com',
    ]);

    const audits = await db.prisma.auditLog.findMany({
      where: { action: 'PERMISSION_MOVE', entityId: target.id },
      orderBy: { ouId: 'asc' },
    });
    expect(audits.map((a) => a.ouId)).toEqual([hk.id, fin.id, china.id].sort((a, b) => a - b));
    const onHk = audits.find((a) => a.ouId === hk.id)!;
    expect(onHk).toMatchObject({
      entityType: 'PermissionGrant',
      actorEmail: 'editor@example.com',
      requestId: 'req-1',
      before: { email: from, contactID: 7, grants: ['FN-0005+'] },
      after: { email: to, contactID: 7, grants: ['FN-0005+'] },
    });
    expect(audits.find((a) => a.ouId === fin.id)).toMatchObject({
      before: { email: from, contactID: 7, grants: ['FN-0005'] },
      after: { email: to, contactID: 7, grants: ['FN-0005'] },
    });
  });

  it('groups an OU’s grants in one audit row, and signs a move without an actor as the system', async () => {
    const from = email('grouped');
    const to = email('grouped-to');
    await userWith(from, [
      [hk, 'FN-0005', false],
      [hk, 'FN-0003B', true],
    ]);
    await move(editor(), from, to, false, { actorId: null, actorEmail: null, requestId: null });

    const target = await db.prisma.user.findUniqueOrThrow({ where: { email: to } });
    const audits = await db.prisma.auditLog.findMany({
      where: { action: 'PERMISSION_MOVE', entityId: target.id },
    });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ ouId: hk.id, before: { grants: ['FN-0003B+', 'FN-0005'] } });
    const grants = await db.prisma.permissionGrant.findMany({ where: { userId: target.id } });
    expect(grants.map((g) => g.grantedBy)).toEqual(['system', 'system']);
  });

  it('keeps the wider scope where the new user already holds the code', async () => {
    const from = email('widen');
    const to = email('widen-to');
    await userWith(from, [
      [hk, 'FN-0005', true],
      [fin, 'FN-0005', false],
    ]);
    await userWith(to, [
      [hk, 'FN-0005', false],
      [fin, 'FN-0005', true],
    ]);
    await move(editor(), from, to);
    expect(await grantsOf(to)).toEqual([`${hk.id}:FN-0005+`, `${fin.id}:FN-0005+`].sort());
    expect(await grantsOf(from)).toEqual([]);
  });

  it('changes nothing, and makes no user, when there is nothing the editor may move', async () => {
    const nobody = email('nobody');
    const to = email('unused');
    expect(await move(editor(), nobody, to)).toEqual({ from: nobody, to, moved: [], stayed: [] });

    const from = email('stays');
    await userWith(from, [[china, 'FN-0005', false]]);
    const answer = await move(editor(), from, to);
    expect(answer.moved).toEqual([]);
    expect(answer.stayed).toHaveLength(1);
    expect(await db.prisma.user.count({ where: { email: to } })).toBe(0);
    expect(await grantsOf(from)).toEqual([`${china.id}:FN-0005`]);
  });

  it('never merges into a signed-in user unless a system administrator confirms it', async () => {
    const from = email('merge');
    const to = email('signed-in');
    await userWith(from, [[hk, 'FN-0005', false]]);
    await userWith(to, [], new Date());

    expect(await refusal(move(editor(), from, to, true))).toEqual({
      code: 'FORBIDDEN',
      statusCode: 403,
      message: `${to} belongs to a user who has already signed in; only a system administrator can move permissions to that user.`,
      details: [
        {
          path: 'body.email',
          message: `${to} belongs to a user who has already signed in; only a system administrator can move permissions to that user.`,
          messageCode: 'GRANTS_MERGE_SIGNED_IN',
          params: { email: to },
        },
      ],
      serverMessage: { messageCode: 'GRANTS_MERGE_SIGNED_IN', params: { email: to } },
    });

    const administrator = new Authorization([grantOn(hk, ['FN-0003B', 'FN-0005'], true)], true);
    const confirm = `${to} belongs to a user who has already signed in. Confirm that the permissions should be merged into that user’s.`;
    expect(await refusal(move(administrator, from, to, false))).toEqual({
      code: 'CONFLICT',
      statusCode: 409,
      message: confirm,
      details: [
        {
          path: 'body.confirmGrantMerge',
          message: confirm,
          messageCode: 'GRANTS_MERGE_CONFIRM',
          params: { email: to },
        },
      ],
      serverMessage: { messageCode: 'GRANTS_MERGE_CONFIRM', params: { email: to } },
    });
    expect(await grantsOf(to)).toEqual([]);

    await move(administrator, from, to, true);
    expect(await grantsOf(to)).toEqual([`${hk.id}:FN-0005`]);
  });

  it('moves into a user who exists but never signed in without asking', async () => {
    const from = email('placeholder');
    const to = email('placeholder-to');
    await userWith(from, [[hk, 'FN-0005', false]]);
    await userWith(to, []);
    await move(editor(), from, to);
    expect(await grantsOf(to)).toEqual([`${hk.id}:FN-0005`]);
  });
});

describe('revokeLeaverAccess', () => {
  const revoke = (address: string, by = actor) =>
    db.prisma.$transaction((tx) =>
      revokeLeaverAccess(tx, by, { email: address, contactId: 9, ouId: fin.id }),
    );

  it('does nothing while a contact still carries the email, or when nobody holds it', async () => {
    const address = email('still-here');
    await userWith(address, [[hk, 'FN-0005', false]]);
    await db.prisma.contact.create({
      data: {
        firstName: 'Still',
        familyName: 'Here',
        displayName: 'Still Here',
        email: address,
        ouId: fin.id,
        createdBy: 'test',
        modifiedBy: 'test',
      },
    });
    expect(await revoke(address)).toBeNull();
    expect(await grantsOf(address)).toEqual([`${hk.id}:FN-0005`]);
    expect(await revoke(email('never-granted'))).toBeNull();
  });

  it('revokes every grant, audits each OU and ends the live sessions', async () => {
    const address = email('leaver');
    const user = await userWith(address, [
      [hk, 'FN-0005', true],
      [hk, 'FN-0006', false],
      [china, 'FN-0005', false],
    ]);
    const session = (revokedAt: Date | null) =>
      db.prisma.session.create({
        data: { userId: user.id, absoluteExpiry: new Date(Date.now() + 3_600_000), revokedAt },
      });
    const live = await session(null);
    await session(new Date());

    expect(await revoke(address)).toEqual({ revokedGrants: 3, endedSessions: 1 });
    expect(await grantsOf(address)).toEqual([]);
    const audits = await db.prisma.auditLog.findMany({
      where: { action: 'PERMISSION_REVOKE', entityId: user.id },
      orderBy: { ouId: 'asc' },
    });
    expect(audits.map((a) => [a.ouId, a.before, a.after])).toEqual(
      [
        [
          hk.id,
          { email: address, contactID: 9, grants: ['FN-0005+', 'FN-0006'] },
          { email: address, contactID: 9, grants: [] },
        ],
        [
          china.id,
          { email: address, contactID: 9, grants: ['FN-0005'] },
          { email: address, contactID: 9, grants: [] },
        ],
      ].sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
    expect(await db.prisma.session.findUniqueOrThrow({ where: { id: live.id } })).toMatchObject({
      revokeReason: 'contact_deleted',
    });
    const ended = await db.prisma.auditLog.findFirstOrThrow({
      where: { action: 'SESSION_REVOKED', entityId: live.id },
    });
    expect(ended).toMatchObject({
      ouId: fin.id,
      actorEmail: 'editor@example.com',
      requestId: 'req-1',
      after: { reason: 'contact_deleted', by: 'editor@example.com' },
    });
  });

  it('signs a revocation without an actor as the system', async () => {
    const address = email('system-leaver');
    const user = await userWith(address, [[hk, 'FN-0005', false]]);
    const live = await db.prisma.session.create({
      data: { userId: user.id, absoluteExpiry: new Date(Date.now() + 3_600_000) },
    });
    await revoke(address, { actorId: null, actorEmail: null, requestId: null });
    const ended = await db.prisma.auditLog.findFirstOrThrow({
      where: { action: 'SESSION_REVOKED', entityId: live.id },
    });
    expect(ended).toMatchObject({ actorEmail: null, requestId: null, after: { by: 'system' } });
  });
});

describe('lockGrantsOf', () => {
  /** Whether another transaction could take the grants lock of `address` now (it takes and drops it). */
  const isFree = (address: string) =>
    db.prisma.$transaction(async (tx) => {
      const [row] = await tx.$queryRaw<{ free: boolean }[]>`
        SELECT pg_try_advisory_xact_lock(hashtext(${`grants:${address}`})) AS free`;
      return row!.free;
    });
  const waiting = async () =>
    (
      await db.prisma.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`
    )[0]!.n;

  it('holds each email’s lock until the transaction ends, one email at a time, in one order', async () => {
    const [a, b, other] = ['a.lock@example.com', 'b.lock@example.com', 'other.lock@example.com'];
    let releaseB!: () => void;
    const bHeld = new Promise<void>((resolve) => {
      void db.prisma.$transaction(async (tx) => {
        await lockGrantsOf(tx, b);
        resolve();
        await new Promise<void>((release) => (releaseB = release));
      });
    });
    await bHeld;
    expect(await isFree(b)).toBe(false);
    expect(await isFree(other)).toBe(true); // each email has a lock of its own

    // Asked for b then a, it locks a first (sorted), then waits for b: a is taken while it waits.
    let done = false;
    const both = db.prisma.$transaction(async (tx) => {
      await lockGrantsOf(tx, b, a, b);
      done = true;
    });
    while ((await waiting()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await isFree(a)).toBe(false);
    expect(done).toBe(false);
    releaseB();
    await both;
    expect(done).toBe(true);
    expect(await isFree(a)).toBe(true);
  });
});
