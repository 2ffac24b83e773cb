import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../endpoints.js';
import { ok } from '../../lib/envelope.js';
import { requireAuth } from '../auth/auth.plugin.js';
import { directoryStatus, unavailableStatus } from './gcd-status.service.js';

/**
 * The toolbar's status label (spec 1 "gcdStatus", issue 8): the directory's own health as a signed-in
 * user with any role may see it. A database that does not answer is a status to show, not a 500.
 */
export const gcdStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('SystemAdministration.CheckGCDStatus'),
    handler: async (request) => {
      const checkedAt = new Date().toISOString();
      try {
        return ok(
          await directoryStatus(app.prisma, app.systemParameters, requireAuth(request).authz, checkedAt),
        );
      } catch (error) {
        request.log.warn({ err: error }, 'directory status: database did not answer');
        return ok(unavailableStatus(checkedAt));
      }
    },
  });
};
