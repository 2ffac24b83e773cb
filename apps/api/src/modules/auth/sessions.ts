import { randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '@cd/db';
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
      this.prisma.auditLog.create({
        data: this.auditData('SIGN_IN', { id: sessionId, userId: input.userId }, audit, now),
      }),
    ]);
    return {
      sessionId,
      tokens: { ...this.accessToken(sessionId, now), refreshToken, refreshTokenExpiry },
    };
  }

  private auditData(
    action: string,
    session: SessionRef,
    audit: AuditContext,
    at: Date,
    extra?: Prisma.InputJsonObject,
  ): Prisma.AuditLogUncheckedCreateInput {
    const details = extra || audit.details ? { ...extra, ...audit.details } : undefined;
    return {
      at,
      actorId: session.userId,
      actorEmail: audit.actorEmail ?? null,
      action,
      entityType: 'Session',
      entityId: session.id,
      after: details,
      requestId: audit.requestId ?? null,
    };
  }

  /**
   * Rotates a refresh token. Exactly one caller wins the rotation (a conditional update); a loser within the
   * grace window gets a fresh access token and keeps the cookie the winner set. A rotated token presented
   * after the window means it was copied: the whole family (the session) is revoked.
   */
  async rotate(refreshToken: string | undefined, now = new Date()): Promise<RotationResult> {
    if (!refreshToken) return { ok: false, reason: 'unknown' };
    const row = await this.prisma.refreshToken.findUnique({
      where: { tokenHash: hashToken(refreshToken) },
      include: { session: true },
    });
    if (!row) return { ok: false, reason: 'unknown' };
    const { session } = row;
    if (session.revokedAt) return { ok: false, reason: 'revoked' };
    if (row.expiresAt <= now || session.absoluteExpiry <= now) return { ok: false, reason: 'expired' };

    const won =
      !row.rotatedAt &&
      (
        await this.prisma.refreshToken.updateMany({
          where: { id: row.id, rotatedAt: null },
          data: { rotatedAt: now },
        })
      ).count === 1;

    if (!won) {
      const rotatedAt = row.rotatedAt ?? now;
      if (now.getTime() - rotatedAt.getTime() > this.lifetimes.reuseGraceSeconds * 1000) {
        await this.revoke(session, 'refresh_token_reuse', {}, now);
        return { ok: false, reason: 'reused' };
      }
      const current = await this.prisma.refreshToken.findFirst({
        where: { sessionId: session.id, rotatedAt: null },
        orderBy: { createdAt: 'desc' },
      });
      return {
        ok: true,
        sessionId: session.id,
        tokens: {
          ...this.accessToken(session.id, now),
          refreshTokenExpiry: current?.expiresAt ?? row.expiresAt,
        },
      };
    }

    const next = newOpaqueToken();
    const refreshTokenExpiry = this.refreshExpiry(session.absoluteExpiry, now);
    await this.prisma.$transaction([
      this.prisma.refreshToken.create({
        data: { sessionId: session.id, tokenHash: hashToken(next), expiresAt: refreshTokenExpiry },
      }),
      this.prisma.session.update({ where: { id: session.id }, data: { lastSeenAt: now } }),
    ]);
    return {
      ok: true,
      sessionId: session.id,
      tokens: { ...this.accessToken(session.id, now), refreshToken: next, refreshTokenExpiry },
    };
  }

  /** Ends a session for good; the audit row lands only if this call is the one that revoked it. */
  async revoke(session: SessionRef, reason: string, audit: AuditContext = {}, now = new Date()) {
    await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.session.updateMany({
        where: { id: session.id, revokedAt: null },
        data: { revokedAt: now, revokeReason: reason },
      });
      if (count === 1) {
        const action = reason === 'sign_out' ? 'SIGN_OUT' : 'SESSION_REVOKED';
        await tx.auditLog.create({ data: this.auditData(action, session, audit, now, { reason }) });
      }
    });
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
