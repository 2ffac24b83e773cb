import { GCD_STATUS_SOURCES, type GcdStatus, type GcdStatusSource } from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Prisma } from '@cd/db';
import { ok } from '../../lib/envelope.js';
import { requireAuth } from '../auth/auth.plugin.js';
import type { Authorization } from '../auth/authorization.js';
import { loadSyncStatus } from './sync-status.js';
import { endpoint } from '../../endpoints.js';

/** An unknown value (set by hand in the database) shows the live check, as the default does. */
const asSource = (value: string): GcdStatusSource =>
  GCD_STATUS_SOURCES.find((source) => source === value.trim()) ?? 'DATABASE';

/** Contacts of the OUs the caller holds any code on: the count says nothing about OUs outside them. */
const inCallersOus = (authz: Authorization): Prisma.ContactWhereInput => ({
  OR: authz.grants.map((g) =>
    g.includesSubsidiaries ? { ou: { path: { startsWith: g.ouPath } } } : { ouId: g.ouId },
  ),
});

/**
 * The toolbar's status label (spec 1 "gcdStatus", issue 8): the directory's own health as a signed-in
 * user with any role may see it. A database that does not answer is a status to show, not a 500.
 */
export const gcdStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('SystemAdministration.CheckGCDStatus'),
    handler: async (request) => {
      const checkedAt = new Date().toISOString();
      const { authz } = requireAuth(request);
      try {
        const source = asSource(await app.systemParameters.text('gcd.status.source'));
        const [contactCount, lastImport, sync, text] = await Promise.all([
          app.prisma.contact.count({ where: inCallersOus(authz) }),
          app.prisma.importRun.findFirst({
            where: { status: 'SUCCEEDED' },
            orderBy: { finishedAt: 'desc' },
            select: { finishedAt: true },
          }),
          source === 'SYNC' ? loadSyncStatus(app.prisma) : null,
          source === 'STATIC' ? app.systemParameters.text('gcd.status.text') : null,
        ]);
        const status: GcdStatus = {
          status: 'ok',
          databaseReachable: true,
          lastImportAt: lastImport?.finishedAt?.toISOString() ?? null,
          contactCount,
          checkedAt,
          source,
          text,
          sync,
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
          // The parameter lives in the database that did not answer: the live check is all there is to tell.
          source: 'DATABASE',
          text: null,
          sync: null,
        });
      }
    },
  });
};
