import { randomUUID } from 'node:crypto';
import type { AuditAction } from '@cd/contracts';
import type { Prisma, PrismaClient } from '@cd/db';
import { recordAudit } from '../../lib/audit.js';
import type { IssuedTokens } from './cookies.js';
import { hashToken, newOpaqueToken, signAccessToken } from './tokens.js';

export interface SessionLifetimes {
  accessTokenSeconds: number;
  idleMinutes: number;
  absoluteHours: number;
  /** A rotated refresh token presented again within this window is a concurrent refresh, not theft. */
  reuseGraceSeconds: number;
}

/** Who caused a session change, for the audit row written in the same transaction. */
export interface AuditContext {
  actorEmail?: string;
  requestId?: string;
  details?: Prisma.InputJsonObject;
  /** The OU the revocation concerns (a leaver's contact), so that OU's administrators see it. */
  ouId?: number;
}

/** The two facts every session change needs: which session, and whose. */
export interface SessionRef {
  id: string;
  userId: string;
}

export interface NewSession {
  userId: string;
  groups: string[];
  idToken?: string;
  userAgent?: string;
  ipAddress?: string;
}

const minutes = (n: number) => n * 60_000;
const earlier = (a: Date, b: Date) => (a < b ? a : b);

export type RotationResult =
  | { ok: true; sessionId: string; tokens: IssuedTokens }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

export class SessionService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly signingKey: Buffer,
    private readonly lifetimes: SessionLifetimes,
  ) {}

  private accessToken(sessionId: string, now: Date) {
    const expiresAt = new Date(now.getTime() + this.lifetimes.accessTokenSeconds * 1000);
    return {
      accessToken: signAccessToken(this.signingKey, { sessionId, expiresAt }),
      accessTokenExpiry: expiresAt,
    };
  }

  private refreshExpiry(absoluteExpiry: Date, now: Date) {
    return earlier(new Date(now.getTime() + minutes(this.lifetimes.idleMinutes)), absoluteExpiry);
  }

  async create(
    input: NewSession,
    audit: AuditContext = {},
    now = new Date(),
  ): Promise<{ sessionId: string; tokens: IssuedTokens }> {
    const sessionId = randomUUID(); // known up front, so the audit row can name it in one batch
    const absoluteExpiry = new Date(now.getTime() + this.lifetimes.absoluteHours * 3_600_000);
    const refreshToken = newOpaqueToken();
    const refreshTokenExpiry = this.refreshExpiry(absoluteExpiry, now);
    await this.prisma.$transaction([
      this.prisma.session.create({
        data: {
          id: sessionId,
          userId: input.userId,
          groups: input.groups,
          absoluteExpiry,
          idToken: input.idToken ?? null,
          userAgent: input.userAgent?.slice(0, 500) ?? null,
          ipAddress: input.ipAddress ?? null,
          refreshTokens: { create: { tokenHash: hashToken(refreshToken), expiresAt: refreshTokenExpiry } },
        },
      }),
      sessionAudit(this.prisma, 'SIGN_IN', { id: sessionId, userId: input.userId }, audit),
    ]);
    return {
      sessionId,
      tokens: {
        ...this.accessToken(sessionId, now),
        refreshToken,
        refreshTokenExpiry,
        sessionExpiry: absoluteExpiry,
      },
    };
  }

  /**
   * Rotates a refresh token in one transaction that holds the token's row lock (SELECT ... FOR UPDATE):
   * concurrent rotations of one token queue behind it, and a failure anywhere rolls the rotation back, so
   * the client's retry finds the token unrotated rather than looking like theft. A caller that finds the
   * token rotated within the grace window is a concurrent refresh (two tabs): it gets a fresh access token
   * and keeps the cookie the winner set. A rotated token presented after the window was copied: the whole
   * family (the session) is revoked.
   */
  async rotate(refreshToken: string | undefined, now = new Date()): Promise<RotationResult> {
    if (!refreshToken) return { ok: false, reason: 'unknown' };
    return this.prisma.$transaction(async (tx) => {
      const [row] = await tx.$queryRaw<LockedRefreshToken[]>`
        SELECT t.id, t.expires_at AS "expiresAt", t.rotated_at AS "rotatedAt", s.id AS "sessionId",
               s.user_id AS "userId", s.absolute_expiry AS "absoluteExpiry", s.revoked_at AS "revokedAt"
          FROM refresh_token t JOIN session s ON s.id = t.session_id
         WHERE t.token_hash = ${hashToken(refreshToken)}
           FOR UPDATE OF t`;
      if (!row) return { ok: false, reason: 'unknown' } as const;
      const session = { id: row.sessionId, userId: row.userId };
      if (row.revokedAt) return { ok: false, reason: 'revoked' } as const;
      if (row.expiresAt <= now || row.absoluteExpiry <= now) return { ok: false, reason: 'expired' } as const;
      const sessionExpiry = row.absoluteExpiry;

      if (row.rotatedAt) {
        if (now.getTime() - row.rotatedAt.getTime() > this.lifetimes.reuseGraceSeconds * 1000) {
          await revokeIn(tx, session, 'refresh_token_reuse', {}, now);
          return { ok: false, reason: 'reused' } as const;
        }
        const current = await tx.refreshToken.findFirst({
          where: { sessionId: session.id, rotatedAt: null },
          orderBy: { createdAt: 'desc' },
        });
        const refreshTokenExpiry = current?.expiresAt ?? row.expiresAt;
        return {
          ok: true,
          sessionId: session.id,
          tokens: { ...this.accessToken(session.id, now), refreshTokenExpiry, sessionExpiry },
        } as const;
      }

      const next = newOpaqueToken();
      const refreshTokenExpiry = this.refreshExpiry(row.absoluteExpiry, now);
      await tx.refreshToken.update({ where: { id: row.id }, data: { rotatedAt: now } });
      await tx.refreshToken.create({
        data: { sessionId: session.id, tokenHash: hashToken(next), expiresAt: refreshTokenExpiry },
      });
      await tx.session.update({ where: { id: session.id }, data: { lastSeenAt: now } });
      return {
        ok: true,
        sessionId: session.id,
        tokens: {
          ...this.accessToken(session.id, now),
          refreshToken: next,
          refreshTokenExpiry,
          sessionExpiry,
        },
      } as const;
    });
  }

  /** Ends a session for good; the audit row lands only if this call is the one that revoked it. */
  async revoke(session: SessionRef, reason: string, audit: AuditContext = {}, now = new Date()) {
    await this.prisma.$transaction((tx) => revokeIn(tx, session, reason, audit, now));
  }

  /** The live session behind a verified access token, or null when revoked or past its absolute end. */
  async findActive(sessionId: string, now = new Date()) {
    const session = await this.prisma.session.findUnique({
      where: { id: sessionId },
      include: { user: true },
    });
    if (!session || session.revokedAt || session.absoluteExpiry <= now) return null;
    return session;
  }

  async currentRefreshExpiry(sessionId: string): Promise<Date | null> {
    const current = await this.prisma.refreshToken.findFirst({
      where: { sessionId, rotatedAt: null },
      orderBy: { createdAt: 'desc' },
      select: { expiresAt: true },
    });
    return current?.expiresAt ?? null;
  }
}

interface LockedRefreshToken {
  id: string;
  expiresAt: Date;
  rotatedAt: Date | null;
  sessionId: string;
  userId: string;
  absoluteExpiry: Date;
  revokedAt: Date | null;
}

/** The session's audit row: the session's own user is the actor (sign-in, sign-out, revocation). */
function sessionAudit(
  db: Pick<Prisma.TransactionClient, 'auditLog'>,
  action: AuditAction,
  session: SessionRef,
  audit: AuditContext,
  extra?: Prisma.InputJsonObject,
) {
  const details = extra || audit.details ? { ...extra, ...audit.details } : null;
  return recordAudit(
    db,
    { actorId: session.userId, actorEmail: audit.actorEmail ?? null, requestId: audit.requestId ?? null },
    { action, entityType: 'Session', entityId: session.id, ouId: audit.ouId ?? null, after: details },
  );
}

/** Ends every live session of a user inside the caller's transaction (a leaver): their next request is 401. */
export async function revokeUserSessionsIn(
  tx: Prisma.TransactionClient,
  userId: string,
  reason: string,
  audit: AuditContext,
  now = new Date(),
): Promise<number> {
  const live = await tx.session.findMany({ where: { userId, revokedAt: null }, select: { id: true } });
  for (const { id } of live) await revokeIn(tx, { id, userId }, reason, audit, now);
  return live.length;
}

/**
 * Revocation inside the caller's transaction. The ID token goes at once: it only serves `id_token_hint` at
 * sign-out, and a revoked session signs nobody out again.
 */
async function revokeIn(
  tx: Prisma.TransactionClient,
  session: SessionRef,
  reason: string,
  audit: AuditContext,
  now: Date,
) {
  const { count } = await tx.session.updateMany({
    where: { id: session.id, revokedAt: null },
    data: { revokedAt: now, revokeReason: reason, idToken: null },
  });
  if (count === 1) {
    const action = reason === 'sign_out' ? 'SIGN_OUT' : 'SESSION_REVOKED';
    await sessionAudit(tx, action, session, audit, { reason });
  }
}
