import { auditHistoryQuery, auditHistoryResponse } from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { requireCaller } from '../auth/auth.plugin.js';
import { auditHistory, maintainCode } from './audit-history.service.js';

export const auditHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.get(
    '/Audit/History',
    {
      config: { functionCodes: Object.values(maintainCode) },
      schema: { querystring: auditHistoryQuery, response: { 200: auditHistoryResponse } },
    },
    async (request) => ok(await auditHistory(prisma, requireCaller(request), request.query)),
  );
};
