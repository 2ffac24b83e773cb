import {
  allFunctionCodes,
  FunctionCode,
  ouDetailQuery,
  ouDetailResponse,
  ouNavigationTreeQuery,
  ouNavigationTreeResponse,
  ouSearchRequest,
  ouSearchResponse,
  workingLocationQuery,
  workingLocationResponse,
} from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { requireCaller } from '../auth/auth.plugin.js';
import { bothSpellings } from '../contacts/contact-search.routes.js';
import { navigationTree, ouDetail, searchOus, workingLocations } from './organization-units.service.js';

const viewCodes = [FunctionCode.DirectorySearch, FunctionCode.OuMaintenance] as const;
const ouFromQuery = (request: { query: unknown }) => (request.query as { ouID: number }).ouID;

export const organizationUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/OrganizationUnits/GetOUDetail',
    {
      config: { functionCodes: viewCodes, ou: ouFromQuery },
      schema: { querystring: ouDetailQuery, response: { 200: ouDetailResponse } },
    },
    async (request) => ok(await ouDetail(app.prisma, request.query.ouID)),
  );

  app.get(
    '/OrganizationUnits/WorkingLocation',
    {
      config: { functionCodes: viewCodes, ou: ouFromQuery },
      schema: { querystring: workingLocationQuery, response: { 200: workingLocationResponse } },
    },
    async (request) => ok(await workingLocations(app.prisma, request.query.ouID)),
  );

  app.get(
    '/OrganizationUnits/GetOUNavigationTree',
    {
      // Any role may ask; the tree holds only the OUs where the caller has the requested function.
      config: { functionCodes: allFunctionCodes },
      schema: { querystring: ouNavigationTreeQuery, response: { 200: ouNavigationTreeResponse } },
    },
    async (request) => ok(await navigationTree(app.prisma, requireCaller(request), request.query)),
  );

  for (const url of bothSpellings('/OrganizationUnits/OUSearch/')) {
    app.post(
      url,
      {
        config: { functionCodes: viewCodes },
        schema: { body: ouSearchRequest, response: { 200: ouSearchResponse } },
      },
      async (request) => ok(await searchOus(app.prisma, requireCaller(request), request.body)),
    );
  }
};
