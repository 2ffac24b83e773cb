import type { FastifyPluginAsync } from 'fastify';
import { authApiRoutes } from './modules/auth/auth.routes.js';
import { guardDeclaredOu, guardRoute } from './modules/auth/guard.js';
import { contactDetailRoutes } from './modules/contacts/contact-detail.routes.js';
import { gcdStatusRoutes } from './modules/gcd-status/gcd-status.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { legacyExchangeRoutes } from './modules/legacy-exchange/legacy-exchange.routes.js';
import { organizationUnitRoutes } from './modules/organization-units/organization-units.routes.js';
import { userRoutes } from './modules/users/users.routes.js';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes.js';
import { exportRoutes } from './modules/exports/exports.routes.js';
import { importRoutes } from './modules/import/import.routes.js';
import { sendNotFound } from './plugins/errors.js';

export interface ApiOptions {
  /** Tests only: routes registered inside the guarded scope, next to the real ones. */
  extraRoutes?: FastifyPluginAsync;
}

/**
 * Every /api route, in ONE encapsulated plugin (registered with the /api prefix): its hooks run for each of
 * its routes, whatever spelling of the URL reached them, and decide from the matched route's options. A
 * route is closed unless it says `public`. Route paths here are relative to /api.
 */
export const api: FastifyPluginAsync<ApiOptions> = async (scope, opts) => {
  scope.addHook('onRequest', guardRoute);
  scope.addHook('preHandler', guardDeclaredOu);
  // Answers carry people's data: no browser or proxy may keep a copy.
  scope.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  scope.setNotFoundHandler(sendNotFound);

  await scope.register(healthRoutes);
  await scope.register(authApiRoutes);
  await scope.register(legacyExchangeRoutes);
  await scope.register(organizationUnitRoutes);
  await scope.register(contactDetailRoutes);
  await scope.register(userRoutes);
  await scope.register(gcdStatusRoutes);
  await scope.register(importRoutes);
  await scope.register(exportRoutes);
  await scope.register(auditLogRoutes);
  if (opts.extraRoutes) await scope.register(opts.extraRoutes);
};
