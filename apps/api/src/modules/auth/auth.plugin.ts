import { listenForNotifications, type User } from '@cd/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { auditActor, type AuditActor } from '../../lib/audit.js';
import { unauthenticated } from '../../lib/errors.js';
import { AUTH_CACHE_CHANNEL, AuthCache } from './auth-cache.js';
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
    /** Sessions, grants and the OU tree of this replica, forgotten on the database's word (auth-cache.ts). */
    authCache: AuthCache;
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
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A live session with its user and grants; null when revoked or past its absolute end. Served from this
 * replica's cache while its listener is in place (any change to them is notified: auth-cache.ts), else read.
 */
export async function loadSessionContext(
  app: FastifyInstance,
  sessionId: string,
  accessTokenExpiry: Date,
): Promise<AuthContext | null> {
  const now = Date.now();
  const mark = app.authCache.mark();
  let session = app.authCache.session(sessionId, now);
  if (!session) {
    const row = await app.sessions.findActive(sessionId, new Date(now));
    if (!row) return null;
    const authz = await loadAuthorization(app.prisma, {
      userId: row.userId,
      email: row.user.email,
      groups: row.groups,
      bootstrapAdminEmails: app.config.BOOTSTRAP_ADMIN_EMAILS,
      adminGroups: app.config.OIDC_ADMIN_GROUPS,
    });
    const { userId, user, groups, absoluteExpiry, lastSeenAt } = row; // not the ID token
    session = { sessionId, userId, user, groups, absoluteExpiry, lastSeenAt, authz };
    app.authCache.keepSession(mark, session);
  }
  if (now - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    session.lastSeenAt = new Date(now);
    await app.prisma.session.update({ where: { id: sessionId }, data: { lastSeenAt: session.lastSeenAt } });
  }
  const { user, groups, authz } = session;
  return { sessionId, user, groups, authz, accessTokenExpiry };
}

/** The session behind the request's access cookie; null when there is none. */
export async function authenticate(request: FastifyRequest): Promise<AuthContext | null> {
  const app = request.server;
  const claims = verifyAccessToken(app.signingKey, request.cookies[COOKIE.access]);
  return claims ? loadSessionContext(app, claims.sessionId, claims.expiresAt) : null;
}

/** Sessions and access-token keys for the whole app; the checks themselves are api.ts's hooks (guard.ts). */
export const authPlugin = fp<{ databaseUrl?: string }>(
  async (app, { databaseUrl }) => {
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

    // Without a database URL to listen on (some tests build the app on a client alone) nothing is cached.
    const cache = new AuthCache(config.AUTH_CACHE_SECONDS * 1000);
    app.decorate('authCache', cache);
    if (!databaseUrl || config.AUTH_CACHE_SECONDS === 0) return;
    const listener = listenForNotifications(databaseUrl, AUTH_CACHE_CHANNEL, {
      onListening: () => cache.listeningVia(listener),
      onLost: (err) => {
        cache.lost();
        app.log.warn({ err }, 'auth cache: listener lost, reading sessions and grants from the database');
      },
      onNotification: (payload) => cache.received(payload),
    });
    app.addHook('onClose', () => listener.close());
    // A request that may have written answers once every replica has applied the notifications of what it
    // wrote: the caller's next request, on any replica, sees them (auth-cache.ts, `sync`).
    app.addHook('onSend', async (request) => {
      if (!READ_ONLY_METHODS.has(request.method) && !request.routeOptions.config?.readReplica) {
        await cache.sync();
      }
    });
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
  /** The signed-in user's id: what the caller owns (export jobs, favourites) is theirs by it. */
  userId: string;
  email: string;
  audit: AuditActor;
}

export function requireCaller(request: FastifyRequest): Caller {
  const auth = requireAuth(request);
  return { authz: auth.authz, userId: auth.user.id, email: auth.user.email, audit: auditActor(request) };
}
