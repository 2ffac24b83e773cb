// SessionService against a real database but without the app, the IdP or a browser: each rule of
// sign-in, rotation, reuse and revocation in isolation, cheap enough to run once per mutant
// (`pnpm mutation:api`). auth.flow.test.ts and session-lifecycle.test.ts cover the same through HTTP.
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@cd/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionService, type SessionLifetimes } from './sessions.js';
import { hashToken, verifyAccessToken } from './tokens.js';

const key = Buffer.from('s'.repeat(48));
const lifetimes: SessionLifetimes = {
  accessTokenSeconds: 900,
  idleMinutes: 30,
  absoluteHours: 8,
  reuseGraceSeconds: 10,
};
const MINUTE = 60_000;
const t0 = new Date('2030-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

let db: TestDatabase;
let sessions: SessionService;
let userId: string;

beforeAll(async () => {
  db = await createTestDatabase({ seeded: false });
  sessions = new SessionService(db.prisma, key, lifetimes);
  userId = (await db.prisma.user.create({ data: { email: 'session@example.com' } })).id;
});
afterAll(() => db.drop());

const signIn = (now = t0) => sessions.create({ userId, groups: [] }, {}, now);
const sessionRow = (id: string) => db.prisma.session.findUniqueOrThrow({ where: { id } });
const auditsOf = (sessionId: string) =>
  db.prisma.auditLog.findMany({ where: { entityId: sessionId }, orderBy: { id: 'asc' } });

describe('create', () => {
  it('stores the session, a hashed refresh token and a SIGN_IN audit row; returns its tokens', async () => {
    const { sessionId, tokens } = await sessions.create(
      {
        userId,
        groups: ['staff', 'admins'],
        idToken: 'id.token.value',
        userAgent: 'x'.repeat(600),
        ipAddress: '10.0.0.1',
      },
      { actorEmail: 'session@example.com', requestId: 'req-1', details: { via: 'test' } },
      t0,
    );
    expect(tokens.sessionExpiry).toEqual(at(8 * 60 * MINUTE));
    expect(tokens.refreshTokenExpiry).toEqual(at(30 * MINUTE));
    expect(tokens.accessTokenExpiry).toEqual(at(900_000));
    expect(verifyAccessToken(key, tokens.accessToken, { now: t0 })).toEqual({
      sessionId,
      expiresAt: at(900_000),
    });
    expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const row = await db.prisma.session.findUniqueOrThrow({
      where: { id: sessionId },
      include: { refreshTokens: true },
    });
    expect(row).toMatchObject({
      userId,
      groups: ['staff', 'admins'],
      idToken: 'id.token.value',
      userAgent: 'x'.repeat(500),
      ipAddress: '10.0.0.1',
      absoluteExpiry: at(8 * 60 * MINUTE),
      revokedAt: null,
    });
    expect(row.refreshTokens).toHaveLength(1);
    expect(row.refreshTokens[0]).toMatchObject({
      tokenHash: hashToken(tokens.refreshToken!),
      expiresAt: at(30 * MINUTE),
      rotatedAt: null,
    });

    const [audit, ...more] = await auditsOf(sessionId);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      action: 'SIGN_IN',
      entityType: 'Session',
      actorId: userId,
      actorEmail: 'session@example.com',
      requestId: 'req-1',
      after: { via: 'test' },
    });
  });

  it('stores absent optional facts as null, and audits without details', async () => {
    const { sessionId } = await signIn();
    expect(await sessionRow(sessionId)).toMatchObject({ idToken: null, userAgent: null, ipAddress: null });
    const [audit] = await auditsOf(sessionId);
    expect(audit).toMatchObject({ actorEmail: null, requestId: null, after: null });
  });

  it('never lets the refresh token outlive the session', async () => {
    const short = new SessionService(db.prisma, key, { ...lifetimes, absoluteHours: 0.25 });
    const { tokens } = await short.create({ userId, groups: [] }, {}, t0);
    expect(tokens.sessionExpiry).toEqual(at(15 * MINUTE));
    expect(tokens.refreshTokenExpiry).toEqual(at(15 * MINUTE));
  });
});

describe('rotate', () => {
  it('refuses a missing or unknown token', async () => {
    expect(await sessions.rotate(undefined, t0)).toEqual({ ok: false, reason: 'unknown' });
    expect(await sessions.rotate('', t0)).toEqual({ ok: false, reason: 'unknown' });
    expect(await sessions.rotate('no-such-token', t0)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('swaps the refresh token for a new one, slides the idle window and marks the session seen', async () => {
    const { sessionId, tokens } = await signIn();
    const now = at(20 * MINUTE);
    const result = await sessions.rotate(tokens.refreshToken, now);
    if (!result.ok) throw new Error(`rotation refused: ${result.reason}`);
    expect(result.sessionId).toBe(sessionId);
    const next = result.tokens;
    expect(next.refreshToken).toBeDefined();
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect(next.refreshTokenExpiry).toEqual(at(50 * MINUTE));
    expect(next.sessionExpiry).toEqual(tokens.sessionExpiry);
    expect(next.accessTokenExpiry).toEqual(at(20 * MINUTE + 900_000));
    expect(verifyAccessToken(key, next.accessToken, { now })).toEqual({
      sessionId,
      expiresAt: at(20 * MINUTE + 900_000),
    });

    const stored = await db.prisma.refreshToken.findMany({
      where: { sessionId },
      orderBy: { expiresAt: 'asc' },
    });
    expect(stored).toMatchObject([
      { tokenHash: hashToken(tokens.refreshToken!), rotatedAt: now },
      { tokenHash: hashToken(next.refreshToken!), rotatedAt: null, expiresAt: at(50 * MINUTE) },
    ]);
    expect((await sessionRow(sessionId)).lastSeenAt).toEqual(now);
    expect(await sessions.currentRefreshExpiry(sessionId)).toEqual(at(50 * MINUTE));
  });

  it('caps the new refresh token at the session end', async () => {
    const { sessionId, tokens } = await signIn();
    // Kept alive by rotations until ten minutes before the end.
    await db.prisma.refreshToken.updateMany({
      where: { sessionId },
      data: { expiresAt: at(8 * 60 * MINUTE) },
    });
    const result = await sessions.rotate(tokens.refreshToken, at(8 * 60 * MINUTE - 10 * MINUTE));
    expect(result.ok && result.tokens.refreshTokenExpiry).toEqual(at(8 * 60 * MINUTE));
  });

  it('refuses a token of a revoked session', async () => {
    const { sessionId, tokens } = await signIn();
    await sessions.revoke({ id: sessionId, userId }, 'admin', {}, at(MINUTE));
    expect(await sessions.rotate(tokens.refreshToken, at(2 * MINUTE))).toEqual({
      ok: false,
      reason: 'revoked',
    });
  });

  it('refuses a token from the moment it expires', async () => {
    const { tokens } = await signIn();
    expect(await sessions.rotate(tokens.refreshToken, at(30 * MINUTE))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses any token once the session has reached its absolute end', async () => {
    const { sessionId, tokens } = await signIn();
    // A refresh token stored with a later expiry than its session still dies with the session.
    await db.prisma.session.update({ where: { id: sessionId }, data: { absoluteExpiry: at(10 * MINUTE) } });
    expect(await sessions.rotate(tokens.refreshToken, at(10 * MINUTE))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect((await sessions.rotate(tokens.refreshToken, at(10 * MINUTE - 1))).ok).toBe(true);
  });

  it('answers a rotated token presented again within the grace window with an access token only', async () => {
    const { sessionId, tokens } = await signIn();
    const first = await sessions.rotate(tokens.refreshToken, at(MINUTE));
    if (!first.ok) throw new Error('first rotation refused');
    await signIn(at(2 * MINUTE)); // someone else's newer token must not lend its expiry
    for (const lag of [1, 10_000]) {
      const now = at(MINUTE + lag);
      const again = await sessions.rotate(tokens.refreshToken, now);
      if (!again.ok) throw new Error(`retry ${lag} ms later refused: ${again.reason}`);
      expect(again.sessionId).toBe(sessionId);
      expect(again.tokens.refreshToken).toBeUndefined();
      expect(again.tokens.refreshTokenExpiry).toEqual(first.tokens.refreshTokenExpiry);
      expect(again.tokens.sessionExpiry).toEqual(tokens.sessionExpiry);
      expect(verifyAccessToken(key, again.tokens.accessToken, { now })?.sessionId).toBe(sessionId);
    }
    expect(await db.prisma.refreshToken.count({ where: { sessionId } })).toBe(2);
    expect((await sessionRow(sessionId)).revokedAt).toBeNull();
  });

  it('falls back to the presented token expiry when no current token is left', async () => {
    const { sessionId, tokens } = await signIn();
    await sessions.rotate(tokens.refreshToken, at(MINUTE));
    await db.prisma.refreshToken.deleteMany({ where: { sessionId, rotatedAt: null } });
    const again = await sessions.rotate(tokens.refreshToken, at(MINUTE + 1000));
    expect(again.ok && again.tokens.refreshTokenExpiry).toEqual(at(30 * MINUTE));
  });

  it('revokes the whole session when a rotated token comes back after the grace window', async () => {
    const { sessionId, tokens } = await signIn();
    const first = await sessions.rotate(tokens.refreshToken, at(MINUTE));
    if (!first.ok) throw new Error('first rotation refused');
    const late = at(MINUTE + 10_001);
    expect(await sessions.rotate(tokens.refreshToken, late)).toEqual({ ok: false, reason: 'reused' });
    expect(await sessionRow(sessionId)).toMatchObject({
      revokedAt: late,
      revokeReason: 'refresh_token_reuse',
      idToken: null,
    });
    const audits = await auditsOf(sessionId);
    expect(audits.map((a) => a.action)).toEqual(['SIGN_IN', 'SESSION_REVOKED']);
    expect(audits[1]).toMatchObject({ actorId: userId, after: { reason: 'refresh_token_reuse' } });
    // The thief's fresh token dies with the family.
    expect(await sessions.rotate(first.tokens.refreshToken, late)).toEqual({ ok: false, reason: 'revoked' });
  });
});

describe('revoke', () => {
  it('signs out once: revoked with its reason, ID token dropped, one SIGN_OUT audit row', async () => {
    const { sessionId } = await sessions.create({ userId, groups: [], idToken: 'id.token' }, {}, t0);
    const ref = { id: sessionId, userId };
    const audit = { actorEmail: 'session@example.com', requestId: 'req-2', details: { by: 'user' } };
    await sessions.revoke(ref, 'sign_out', audit, at(MINUTE));
    await sessions.revoke(ref, 'admin', audit, at(2 * MINUTE));
    expect(await sessionRow(sessionId)).toMatchObject({
      revokedAt: at(MINUTE),
      revokeReason: 'sign_out',
      idToken: null,
    });
    const audits = await auditsOf(sessionId);
    expect(audits.map((a) => a.action)).toEqual(['SIGN_IN', 'SIGN_OUT']);
    expect(audits[1]).toMatchObject({
      actorId: userId,
      actorEmail: 'session@example.com',
      requestId: 'req-2',
      entityType: 'Session',
      after: { reason: 'sign_out', by: 'user' },
    });
  });

  it('audits any other reason as SESSION_REVOKED', async () => {
    const { sessionId } = await signIn();
    await sessions.revoke({ id: sessionId, userId }, 'user_disabled', {}, at(MINUTE));
    const audits = await auditsOf(sessionId);
    expect(audits.map((a) => a.action)).toEqual(['SIGN_IN', 'SESSION_REVOKED']);
    expect(audits[1]!.after).toEqual({ reason: 'user_disabled' });
  });
});

describe('findActive', () => {
  it('returns the live session with its user until revoked or at its absolute end', async () => {
    const { sessionId } = await signIn();
    const live = await sessions.findActive(sessionId, at(8 * 60 * MINUTE - 1));
    expect(live).toMatchObject({ id: sessionId, user: { email: 'session@example.com' } });
    expect(await sessions.findActive(sessionId, at(8 * 60 * MINUTE))).toBeNull();
    await sessions.revoke({ id: sessionId, userId }, 'admin', {}, at(MINUTE));
    expect(await sessions.findActive(sessionId, at(2 * MINUTE))).toBeNull();
    expect(await sessions.findActive(randomUUID(), t0)).toBeNull();
  });
});

describe('currentRefreshExpiry', () => {
  it('is the unrotated token expiry, null for an unknown session', async () => {
    const { sessionId } = await signIn();
    expect(await sessions.currentRefreshExpiry(sessionId)).toEqual(at(30 * MINUTE));
    expect(await sessions.currentRefreshExpiry(randomUUID())).toBeNull();
  });
});
