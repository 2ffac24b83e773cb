import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../endpoints.js';
import { ok } from '../../lib/envelope.js';
import { requireCaller } from '../auth/auth.plugin.js';
import { listConnections, revokeConnection, rotateToken, saveConnection } from './directory-sync.service.js';

/**
 * The DirectorySync admin API (FN-0008, contracts/directory-sync.ts). A connection spans several OUs, so
 * no route declares one: the service shows and changes only connections the caller reaches in every OU.
 */
export const directorySyncRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.route({
    ...endpoint('DirectorySync.GetConnections'),
    handler: async (request) => ok(await listConnections(prisma, requireCaller(request))),
  });

  app.route({
    ...endpoint('DirectorySync.SaveConnection'),
    handler: async (request) =>
      ok(await saveConnection(prisma, requireCaller(request), request.body), 'Connection saved.'),
  });

  app.route({
    ...endpoint('DirectorySync.RotateToken'),
    handler: async (request) =>
      ok(await rotateToken(prisma, requireCaller(request), request.body), 'Token rotated.'),
  });

  app.route({
    ...endpoint('DirectorySync.RevokeConnection'),
    handler: async (request) =>
      ok(await revokeConnection(prisma, requireCaller(request), request.body), 'Connection revoked.'),
  });
};
