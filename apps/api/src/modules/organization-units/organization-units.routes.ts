import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { requireCaller } from '../auth/auth.plugin.js';
import { endpoint, spellingsOf } from '../../endpoints.js';
import { navigationTree, ouDetail, searchOus, workingLocations } from './organization-units.service.js';

export const organizationUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('OrganizationUnits.GetOUDetail'),
    handler: async (request) => ok(await ouDetail(app.prisma, request.query.ouID)),
  });

  app.route({
    ...endpoint('OrganizationUnits.WorkingLocation'),
    handler: async (request) => ok(await workingLocations(app.prisma, request.query.ouID)),
  });

  // Any role may ask; the tree holds only the OUs where the caller has the requested function.
  app.route({
    ...endpoint('OrganizationUnits.GetOUNavigationTree'),
    handler: async (request) => ok(await navigationTree(app.prisma, requireCaller(request), request.query)),
  });

  for (const url of spellingsOf('OrganizationUnits.OUSearch')) {
    app.route({
      ...endpoint('OrganizationUnits.OUSearch'),
      url,
      handler: async (request) => ok(await searchOus(app.prisma, requireCaller(request), request.body)),
    });
  }
};
