import {
  FunctionCode,
  saveTrustedDomainRequest,
  saveTrustedDomainResponse,
  SYSTEM_ADMINISTRATOR_ROLE,
  trustedDomainQuery,
  trustedDomainResponse,
} from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { requireCaller } from '../auth/auth.plugin.js';
import { saveTrustedDomains, trustedDomainList } from './trusted-domains.service.js';

const access = {
  functionCodes: [FunctionCode.TrustedDomainMaintenance],
  roles: [SYSTEM_ADMINISTRATOR_ROLE],
} as const;

export const trustedDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.get(
    '/TrustedDomain/GetTrustedDomain',
    {
      config: { ...access, ou: (request) => (request.query as { ouID: number }).ouID },
      schema: { querystring: trustedDomainQuery, response: { 200: trustedDomainResponse } },
    },
    async (request) => ok((await trustedDomainList(prisma, request.query.ouID))!),
  );

  app.post(
    '/TrustedDomain/SaveTrustedDomain',
    {
      config: { ...access, ou: (request) => (request.body as { ouID: number }).ouID },
      schema: { body: saveTrustedDomainRequest, response: { 200: saveTrustedDomainResponse } },
    },
    async (request) =>
      ok(await saveTrustedDomains(prisma, requireCaller(request), request.body), 'Trusted domains saved.'),
  );
};
