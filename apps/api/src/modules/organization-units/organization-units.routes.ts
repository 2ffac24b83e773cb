import { FunctionCode, ouDetailQuery, ouDetailResponse } from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { toOuDetail } from './ou-mapper.js';

const viewCodes = [FunctionCode.DirectorySearch, FunctionCode.OuMaintenance] as const;

export const organizationUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/OrganizationUnits/GetOUDetail',
    {
      config: { functionCodes: viewCodes, ou: (request) => (request.query as { ouID: number }).ouID },
      schema: { querystring: ouDetailQuery, response: { 200: ouDetailResponse } },
    },
    async (request) => {
      const ou = await app.prisma.organizationUnit.findUniqueOrThrow({
        where: { id: request.query.ouID },
        include: { parent: { select: { id: true, name: true } }, country: true },
      });
      return ok(toOuDetail(ou));
    },
  );
};
