import { FunctionCode, ouDetailQuery, ouDetailResponse } from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../lib/errors.js';
import { ok } from '../../lib/envelope.js';
import { requireAuth } from '../auth/auth.plugin.js';
import { toOuDetail } from './ou-mapper.js';

const viewCodes = [FunctionCode.DirectorySearch, FunctionCode.OuMaintenance] as const;

export const organizationUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/OrganizationUnits/GetOUDetail',
    {
      config: { functionCodes: viewCodes },
      schema: { querystring: ouDetailQuery, response: { 200: ouDetailResponse } },
    },
    async (request) => {
      const { authz } = requireAuth(request);
      const ou = await app.prisma.organizationUnit.findUnique({
        where: { id: request.query.ouID },
        include: { parent: { select: { id: true, name: true } }, country: true },
      });
      if (!ou) throw notFound(`Organisation unit ${request.query.ouID}`);
      if (!viewCodes.some((code) => authz.can(code, ou))) {
        throw forbidden('You do not have access to this organisation unit.');
      }
      return ok(toOuDetail(ou));
    },
  );
};
