import { allFunctionCodes, gcdStatusResponse, type GcdStatus } from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';

/**
 * The toolbar's status label (spec 1 "gcdStatus", issue 8): the directory's own health as a signed-in
 * user with any role may see it. A database that does not answer is a status to show, not a 500.
 */
export const gcdStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    // Relative to the /api prefix; the client calls GCD_STATUS_PATH from the contracts.
    '/SystemAdministration/CheckGCDStatus',
    { config: { functionCodes: allFunctionCodes }, schema: { response: { 200: gcdStatusResponse } } },
    async (request) => {
      const checkedAt = new Date().toISOString();
      try {
        const [contactCount, lastImport] = await Promise.all([
          app.prisma.contact.count(),
          app.prisma.importRun.findFirst({
            where: { status: 'SUCCEEDED' },
            orderBy: { finishedAt: 'desc' },
            select: { finishedAt: true },
          }),
        ]);
        const status: GcdStatus = {
          status: 'ok',
          databaseReachable: true,
          lastImportAt: lastImport?.finishedAt?.toISOString() ?? null,
          contactCount,
          checkedAt,
        };
        return ok(status);
      } catch (error) {
        request.log.warn({ err: error }, 'directory status: database did not answer');
        return ok<GcdStatus>({
          status: 'unavailable',
          databaseReachable: false,
          lastImportAt: null,
          contactCount: null,
          checkedAt,
        });
      }
    },
  );
};
