import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor, recordAudit } from '../../lib/audit.js';
import { ok } from '../../lib/envelope.js';
import { forbidden } from '../../lib/errors.js';
import { requireAuth } from '../auth/auth.plugin.js';
import { clientUserId, storedSettings } from '../auth/session-info.js';
import { endpoint } from '../../endpoints.js';

/**
 * Spec 4: only non-guests save settings and shortcuts; a guest (no role) changes nothing on the server, so
 * the route needs any function code.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('User.UpdateUser'),
    handler: async (request) => {
      const { user } = requireAuth(request);
      // The body names a user (the whole user object of spec 7); it can only ever be the caller.
      if (request.body.id !== clientUserId(user)) throw forbidden('You can only change your own settings.');
      const { settings, shortcuts } = request.body;
      // One batch transaction (no interactive round trips): the change and its audit row commit together.
      const [updated] = await app.prisma.$transaction([
        app.prisma.user.update({ where: { id: user.id }, data: { settings, shortcuts } }),
        recordAudit(app.prisma, auditActor(request), {
          action: 'USER_SETTINGS_UPDATE',
          entityType: 'User',
          entityId: user.id,
          before: { settings: storedSettings(user.settings), shortcuts: user.shortcuts },
          after: { settings, shortcuts },
        }),
      ]);
      return ok({ settings: storedSettings(updated.settings) ?? settings, shortcuts: updated.shortcuts });
    },
  });
};
