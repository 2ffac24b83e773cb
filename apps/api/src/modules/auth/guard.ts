import { CSRF_HEADER, CSRF_HEADER_VALUE, type FunctionCode } from '@cd/contracts';
import type { FastifyRequest } from 'fastify';
import { notFound, refuse, unauthenticated } from '../../lib/errors.js';
import { authenticate, type OwnedBy } from './auth.plugin.js';
import type { PrismaClient } from '@cd/db';
import type { Authorization, OuRef } from './authorization.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * onRequest hook of every /api route (api.ts), so it runs before the body is read: the route's own options
 * decide, never the URL. Mutating calls need the CSRF header, which a cross-site form cannot set; every
 * route is closed unless it says `public` (401); function codes and roles are checked here (403).
 */
export async function guardRoute(request: FastifyRequest) {
  // An unknown path under /api has no route to protect: the not-found handler answers 404.
  if (request.is404) return;
  if (!SAFE_METHODS.has(request.method) && request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
    throw refuse('CSRF_HEADER_MISSING', { header: CSRF_HEADER });
  }
  const config = request.routeOptions.config;
  if (config.public) return;
  const auth = await authenticate(request);
  if (!auth) throw refuse('SESSION_ENDED');
  request.auth = auth;
  if (config.functionCodes?.length && !auth.authz.hasAnyCode(config.functionCodes)) {
    throw refuse('NEEDS_ONE_OF_FUNCTION_CODES', { codes: config.functionCodes.join(', ') });
  }
  if (config.roles?.length && !config.roles.some((r) => auth.authz.roles.includes(r))) {
    throw refuse('NEEDS_ROLE', { roles: config.roles.join(' or ') });
  }
}

/**
 * preHandler hook: the OU a route declares (`config.ou`) comes from validated input, so it is resolved after
 * validation: 404 when it does not exist, 403 when none of the route's codes reaches it.
 */
export async function guardDeclaredOu(request: FastifyRequest) {
  const declared = request.routeOptions.config.ou;
  if (!declared || request.is404) return;
  const auth = request.auth;
  if (!auth) throw unauthenticated();
  const resolved = await declared(request);
  const owner = typeof resolved === 'object' ? resolved : undefined;
  const ouId = typeof resolved === 'object' ? resolved.ouId : resolved;
  const ou =
    ouId === undefined
      ? null
      : await request.server.prisma.organizationUnit.findUnique({
          where: { id: ouId },
          select: { id: true, path: true },
        });
  if (!ou) throw notFound(owner?.record ?? `Organisation unit ${ouId ?? ''}`.trim());
  const codes = (request.routeOptions.config.functionCodes ?? []) as FunctionCode[];
  if (!codes.some((code) => auth.authz.can(code, ou))) {
    if (owner) throw notFound(owner.record);
    throw refuse('OU_ACCESS_DENIED');
  }
  auth.ou = ou;
}

/**
 * For a record a handler looks up itself (the guard's `ownedBy` rule, by hand): its OU when one of `codes`
 * reaches it, else the record's 404, so a record outside the caller's scope says nothing about itself.
 */
export async function inScope(
  request: FastifyRequest,
  codes: readonly FunctionCode[],
  owned: OwnedBy,
): Promise<OuRef> {
  const auth = request.auth;
  if (!auth) throw unauthenticated();
  return ownedInScope(request.server.prisma, auth.authz, codes, owned);
}

/** inScope for a service, which has the caller's authorization rather than the request. */
export async function ownedInScope(
  db: Pick<PrismaClient, 'organizationUnit'>,
  authz: Authorization,
  codes: readonly FunctionCode[],
  owned: OwnedBy,
): Promise<OuRef> {
  const ou = await db.organizationUnit.findUnique({
    where: { id: owned.ouId },
    select: { id: true, path: true },
  });
  if (!ou || !codes.some((code) => authz.can(code, ou))) throw notFound(owned.record);
  return ou;
}
