import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { requireCaller } from '../auth/auth.plugin.js';
import { auditHistory } from './audit-history.service.js';
import { endpoint } from '../../endpoints.js';

export const auditHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.route({
    ...endpoint('Audit.History'),
    handler: async (request) => ok(await auditHistory(prisma, requireCaller(request), request.query)),
  });
};
