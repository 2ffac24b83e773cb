import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { requireCaller } from '../auth/auth.plugin.js';
import {
  ouMaintenance,
  ouTrustedDomains,
  previewOuMove,
  removeOu,
  saveOu,
} from './ou-maintenance.service.js';
import { endpoint } from '../../endpoints.js';

export const ouMaintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.route({
    ...endpoint('OrganizationUnits.OUMaintenance'),
    handler: async (request) => ok(await ouMaintenance(prisma, request.query.ouID)),
  });

  app.route({
    ...endpoint('OrganizationUnits.GetOUTrustedDomain'),
    handler: async (request) => ok(await ouTrustedDomains(prisma, request.query.ouID)),
  });

  // The moved OU is declared (404/403 before the handler); its subtree and the parent as the move checks them.
  app.route({
    ...endpoint('OrganizationUnits.OUMovePreview'),
    handler: async (request) => ok(await previewOuMove(prisma, requireCaller(request), request.query)),
  });

  // A new OU is checked against its parent, an existing one against itself; a move also needs the new
  // parent and every OU that moves (checkMove, decision 087).
  app.route({
    ...endpoint('OrganizationUnits.OUUpdate'),
    handler: async (request) =>
      ok(await saveOu(prisma, requireCaller(request), request.body), 'Organisation unit saved.'),
  });

  app.route({
    ...endpoint('OrganizationUnits.OURemove'),
    handler: async (request) =>
      ok(await removeOu(prisma, requireCaller(request), request.body), 'Organisation unit deleted.'),
  });
};
