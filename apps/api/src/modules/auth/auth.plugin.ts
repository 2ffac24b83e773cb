import type { User } from '@cd/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { auditActor, type AuditActor } from '../../lib/audit.js';
import { unauthenticated } from '../../lib/errors.js';
import { loadAuthorization, type Authorization, type OuRef } from './authorization.js';
import { COOKIE } from './cookies.js';
import { SessionService } from './sessions.js';
import { resolveSigningKey, verifyAccessToken } from './tokens.js';

/** An OU the request names, or the OU of a record it names (see `ownedBy`). */
export type DeclaredOu = number | undefined | OwnedBy;

export interface OwnedBy {
  ouId: number;
  /** Names the record in its 404, e.g. "Contact 42". */
  record: string;
}

/** The OU of a record a route acts on: outside the caller's scope, the guard answers the record's 404. */
export const ownedBy = (record: string, ouId: number): OwnedBy => ({ ouId, record });

export interface AuthContext {
  /** The OU the route declared (`config.ou`), resolved and checked by the guard. */
  ou?: OuRef;
  sessionId: string;
  user: User;
  groups: string[];
  authz: Authorization;
  accessTokenExpiry: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** HMAC key of access tokens (SESSION_SECRET, else generated once and kept in the database). */
    signingKey: Buffer;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (health, sign-in, token refresh). */
    public?: boolean;
    /** The caller must hold at least one of these codes on some OU; handlers check the OU itself. */
    functionCodes?: readonly string[];
    /** The caller must also hold one of these roles (e.g. SystemAdministrator). */
    roles?: readonly string[];
    /**
     * The OU the request concerns, from its validated input (an id, or an entity looked up to its OU).
     * The guard then needs one of `functionCodes` on that OU itself: 404 when it does not exist, 403 when
     * the caller's grants do not reach it, or, for an OU found through a record (`ownedBy`), the record's
     * own 404: a record outside the caller's scope is as good as absent, whatever else the request says.
     */
    ou?: (request: FastifyRequest) => DeclaredOu | Promise<DeclaredOu>;
  }
}

const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

/** A live session with its user and fresh grants; null when revoked or past its absolute end. */
export async function loadSessionContext(
  app: FastifyInstance,
  sessionId: string,
  accessTokenExpiry: Date,
): Promise<AuthContext | null> {
  const session = await app.sessions.findActive(sessionId);
  if (!session) return null;
  const now = Date.now();
  if (now - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await app.prisma.session.update({ where: { id: session.id }, data: { lastSeenAt: new Date(now) } });
  }
  const authz = await loadAuthorization(app.prisma, {
    userId: session.userId,
    email: session.user.email,
    groups: session.groups,
    bootstrapAdminEmails: app.config.BOOTSTRAP_ADMIN_EMAILS,
    adminGroups: app.config.OIDC_ADMIN_GROUPS,
  });
  return { sessionId: session.id, user: session.user, groups: session.groups, authz, accessTokenExpiry };
}

/** The session behind the request's access cookie; null when there is none. */
export async function authenticate(request: FastifyRequest): Promise<AuthContext | null> {
  const app = request.server;
  const claims = verifyAccessToken(app.signingKey, request.cookies[COOKIE.access]);
  return claims ? loadSessionContext(app, claims.sessionId, claims.expiresAt) : null;
}

/** Sessions and access-token keys for the whole app; the checks themselves are api.ts's hooks (guard.ts). */
export const authPlugin = fp(
  async (app) => {
    const { config } = app;
    const signingKey = await resolveSigningKey(app.prisma, config.SESSION_SECRET);
    app.decorate('signingKey', signingKey);
    app.decorate(
      'sessions',
      new SessionService(app.prisma, signingKey, {
        accessTokenSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
        idleMinutes: config.SESSION_IDLE_TIMEOUT_MINUTES,
        absoluteHours: config.SESSION_ABSOLUTE_TIMEOUT_HOURS,
        reuseGraceSeconds: config.REFRESH_REUSE_GRACE_SECONDS,
      }),
    );
    app.decorateRequest('auth', null);
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The authenticated context inside a handler of a non-public route. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** Who calls a service (apps/api/README.md, module recipe): what they may do, and whose change it records. */
export interface Caller {
  authz: Authorization;
  email: string;
  audit: AuditActor;
}

export function requireCaller(request: FastifyRequest): Caller {
  const auth = requireAuth(request);
  return { authz: auth.authz, email: auth.user.email, audit: auditActor(request) };
}
