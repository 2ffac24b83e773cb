import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { endpoint } from '../../endpoints.js';
import { requireCaller } from '../auth/auth.plugin.js';
import { saveTrustedDomains, trustedDomainList } from './trusted-domains.service.js';

export const trustedDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.route({
    ...endpoint('TrustedDomain.GetTrustedDomain'),
    handler: async (request) => ok((await trustedDomainList(prisma, request.query.ouID))!),
  });

  app.route({
    ...endpoint('TrustedDomain.SaveTrustedDomain'),
    handler: async (request) =>
      ok(await saveTrustedDomains(prisma, requireCaller(request), request.body), 'Trusted domains saved.'),
  });
};
