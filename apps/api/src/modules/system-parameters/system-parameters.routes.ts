import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { requireCaller } from '../auth/auth.plugin.js';
import { listSystemParameters, updateSystemParameters } from './system-parameters.service.js';
import { endpoint, spellingsOf } from '../../endpoints.js';

export const systemParameterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.route({
    ...endpoint('SystemAdministration.SelectSystemParameters'),
    handler: async () => ok(await listSystemParameters(prisma)),
  });

  for (const url of spellingsOf('SystemAdministration.UpdateSystemParameters')) {
    app.route({
      ...endpoint('SystemAdministration.UpdateSystemParameters'),
      url,
      handler: async (request) => {
        await updateSystemParameters(prisma, requireCaller(request), request.body);
        app.systemParameters.invalidate();
        return ok(await listSystemParameters(prisma), 'System parameters saved.');
      },
    });
  }
};
