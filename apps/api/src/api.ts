import swagger from '@fastify/swagger';
import type { FastifyPluginAsync } from 'fastify';
import { apiDocsRoutes, openApiOptions } from './modules/api-docs/api-docs.plugin.js';
import { authApiRoutes } from './modules/auth/auth.routes.js';
import { guardDeclaredOu, guardRoute } from './modules/auth/guard.js';
import { contactDetailRoutes } from './modules/contacts/contact-detail.routes.js';
import { auditHistoryRoutes } from './modules/audit-history/audit-history.routes.js';
import { contactMaintenanceRoutes } from './modules/contact-maintenance/contact-maintenance.routes.js';
import { contactPrivilegeRoutes } from './modules/contact-maintenance/contact-privileges.routes.js';
import { departmentMaintenanceRoutes } from './modules/department-maintenance/department-maintenance.routes.js';
import { contactSearchRoutes } from './modules/contacts/contact-search.routes.js';
import { countryRoutes } from './modules/countries/countries.routes.js';
import { departmentRoutes } from './modules/departments/departments.routes.js';
import { directorySyncRoutes } from './modules/directory-sync/directory-sync.routes.js';
import { gcdStatusRoutes } from './modules/gcd-status/gcd-status.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { ouMaintenanceRoutes } from './modules/ou-maintenance/ou-maintenance.routes.js';
import { systemParameterRoutes } from './modules/system-parameters/system-parameters.routes.js';
import { trustedDomainRoutes } from './modules/trusted-domains/trusted-domains.routes.js';
import { legacyExchangeRoutes } from './modules/legacy-exchange/legacy-exchange.routes.js';
import { organizationUnitRoutes } from './modules/organization-units/organization-units.routes.js';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes.js';
import { exportRoutes } from './modules/exports/exports.routes.js';
import { importRoutes } from './modules/import/import.routes.js';
import { userRoutes } from './modules/users/users.routes.js';
import { homeRoutes } from './modules/home/home.routes.js';
import { sendNotFound } from './plugins/errors.js';
import { holdToEndpointTable } from './endpoints.js';

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

  // Before every route: it documents the routes registered after it.
  await scope.register(swagger, openApiOptions);
  await scope.register(apiDocsRoutes);
  // Every route from here on is an entry of the endpoint table (packages/contracts), and every entry a route.
  await scope.register(async (listed) => {
    const table = holdToEndpointTable(listed, undefined, (setting) => listed.config[setting]);
    await listed.register(healthRoutes);
    await listed.register(authApiRoutes);
    await listed.register(legacyExchangeRoutes);
    await listed.register(organizationUnitRoutes);
    await listed.register(contactMaintenanceRoutes);
    await listed.register(contactPrivilegeRoutes);
    await listed.register(departmentMaintenanceRoutes);
    await listed.register(ouMaintenanceRoutes);
    await listed.register(trustedDomainRoutes);
    await listed.register(systemParameterRoutes);
    await listed.register(auditHistoryRoutes);
    await listed.register(contactSearchRoutes);
    await listed.register(contactDetailRoutes);
    await listed.register(departmentRoutes);
    await listed.register(countryRoutes);
    await listed.register(importRoutes);
    await listed.register(exportRoutes);
    await listed.register(auditLogRoutes);
    await listed.register(userRoutes);
    await listed.register(homeRoutes);
    await listed.register(gcdStatusRoutes);
    await listed.register(directorySyncRoutes);
    table.complete();
  });
  if (opts.extraRoutes) await scope.register(opts.extraRoutes);
};
