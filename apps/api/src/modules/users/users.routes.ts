import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '../../lib/audit.js';
import { ok } from '../../lib/envelope.js';
import { requireAuth } from '../auth/auth.plugin.js';
import { updateOwnUser } from './users.service.js';
import { endpoint } from '../../endpoints.js';

/**
 * Spec 4: only non-guests save settings and shortcuts; a guest (no role) changes nothing on the server, so
 * the route needs any function code.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('User.UpdateUser'),
    handler: async (request) =>
      ok(await updateOwnUser(app.prisma, requireAuth(request).user, auditActor(request), request.body)),
  });
};
