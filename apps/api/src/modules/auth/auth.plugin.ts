import { CSRF_HEADER, CSRF_HEADER_VALUE, type FunctionCode } from '@cd/contracts';
import type { PrismaClient, User } from '@cd/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, notFound, unauthenticated } from '../../lib/errors.js';
import { loadAuthorization, type Authorization, type OuRef } from './authorization.js';
import { COOKIE } from './cookies.js';
import type { SessionService } from './sessions.js';
import { verifyAccessToken } from './tokens.js';

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
     * the caller's grants do not reach it.
     */
    ou?: (request: FastifyRequest) => number | undefined | Promise<number | undefined>;
  }
}

export interface AuthGuardDeps {
  prisma: PrismaClient;
  sessions: SessionService;
  signingKey: Buffer;
  bootstrapAdminEmails: string[];
  adminGroups: readonly string[];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;
const isApi = (url: string) => url.startsWith('/api/');

/** A live session with its user and fresh grants; null when revoked or past its absolute end. */
export async function loadSessionContext(
  deps: AuthGuardDeps,
  sessionId: string,
  accessTokenExpiry: Date,
): Promise<AuthContext | null> {
  const session = await deps.sessions.findActive(sessionId);
  if (!session) return null;
  const now = Date.now();
  if (now - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await deps.prisma.session.update({ where: { id: session.id }, data: { lastSeenAt: new Date(now) } });
  }
  const authz = await loadAuthorization(deps.prisma, {
    userId: session.userId,
    email: session.user.email,
    groups: session.groups,
    bootstrapAdminEmails: deps.bootstrapAdminEmails,
    adminGroups: deps.adminGroups,
  });
  return { sessionId: session.id, user: session.user, groups: session.groups, authz, accessTokenExpiry };
}

/** The session behind the request's access cookie; null when there is none. */
export async function authenticate(
  request: FastifyRequest,
  deps: AuthGuardDeps,
): Promise<AuthContext | null> {
  const claims = verifyAccessToken(deps.signingKey, request.cookies[COOKIE.access]);
  return claims ? loadSessionContext(deps, claims.sessionId, claims.expiresAt) : null;
}

/**
 * Every /api route is closed unless it says `public`: a missing or dead session is 401, a missing function
 * code or role is 403. Mutating /api calls must carry the CSRF header, which a cross-site form cannot set.
 */
export function registerAuthGuard(app: FastifyInstance, deps: AuthGuardDeps) {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    if (!isApi(request.url) || SAFE_METHODS.has(request.method)) return;
    if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
      throw new AppError('CSRF_REJECTED', `Missing the ${CSRF_HEADER} request header.`);
    }
  });

  app.addHook('preHandler', async (request) => {
    if (!isApi(request.url) || request.is404) return;
    const config = request.routeOptions.config;
    if (config.public) return;
    const auth = await authenticate(request, deps);
    if (!auth) throw unauthenticated('Your session has ended. Please sign in again.');
    request.auth = auth;
    if (config.functionCodes?.length && !auth.authz.hasAnyCode(config.functionCodes)) {
      throw forbidden(`This needs one of: ${config.functionCodes.join(', ')}.`);
    }
    if (config.roles?.length && !config.roles.some((r) => auth.authz.roles.includes(r))) {
      throw forbidden(`This needs the role ${config.roles.join(' or ')}.`);
    }
    if (config.ou) {
      const ouId = await config.ou(request);
      const ou =
        ouId === undefined
          ? null
          : await deps.prisma.organizationUnit.findUnique({
              where: { id: ouId },
              select: { id: true, path: true },
            });
      if (!ou) throw notFound(`Organisation unit ${ouId ?? ''}`.trim());
      const codes = (config.functionCodes ?? []) as FunctionCode[];
      if (!codes.some((code) => auth.authz.can(code, ou))) {
        throw forbidden('You do not have access to this organisation unit.');
      }
      auth.ou = ou;
    }
  });
}

/** The authenticated context inside a handler of a non-public route. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
