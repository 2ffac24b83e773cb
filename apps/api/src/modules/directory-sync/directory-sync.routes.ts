import { AuditEntity, type AuditAction } from '@cd/contracts';
import type { Prisma } from '@cd/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor, recordAudit } from '../../lib/audit.js';
import { ok } from '../../lib/envelope.js';
import { fieldIssue, notFound, refuseFields } from '../../lib/errors.js';
import { writeIfVersion } from '../../lib/versioning.js';
import { endpoint } from '../../endpoints.js';
import type { Authorization } from '../auth/authorization.js';
import { requireAuth } from '../auth/auth.plugin.js';
import {
  checkSettings,
  connectionSnapshot,
  holdsAll,
  newToken,
  revokedRefusal,
  toSyncConnection,
} from './connections.js';

/**
 * The DirectorySync admin API (FN-0008, contracts/directory-sync.ts). A connection spans several OUs, so
 * no single `config.ou` describes it: a caller sees and edits a connection only when FN-0008 reaches every
 * one of its OUs; any other connection answers 404, as a record outside the caller's scope does elsewhere.
 */
async function loadInScope(tx: Prisma.TransactionClient, authz: Authorization, id: number) {
  const row = await tx.syncConnection.findUnique({ where: { id } });
  if (!row || !(await holdsAll(tx, authz, row.ouIds))) throw notFound(`Connection ${id}`);
  return row;
}

export const directorySyncRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.route({
    ...endpoint('DirectorySync.GetConnections'),
    handler: async (request) => {
      const { authz } = requireAuth(request);
      const rows = await prisma.syncConnection.findMany({ orderBy: { id: 'asc' } });
      const visible = [];
      for (const row of rows) if (await holdsAll(prisma, authz, row.ouIds)) visible.push(row);
      return ok(visible.map(toSyncConnection));
    },
  });

  app.route({
    ...endpoint('DirectorySync.SaveConnection'),
    handler: async (request) => {
      const { authz, user } = requireAuth(request);
      const { id, version } = request.body;
      const result = await prisma.$transaction(async (tx) => {
        const settings = await checkSettings(tx, authz, request.body);
        if (id === undefined) {
          const fresh = newToken();
          const created = await tx.syncConnection.create({
            data: {
              ...settings,
              tokenHash: fresh.tokenHash,
              tokenPrefix: fresh.tokenPrefix,
              createdBy: user.email,
              modifiedBy: user.email,
            },
          });
          await recordAudit(tx, auditActor(request), {
            action: 'SYNC_CONNECTION_CREATE',
            entityType: AuditEntity.SyncConnection,
            entityId: created.id,
            ouId: settings.ouIds[0],
            after: connectionSnapshot(created),
          });
          return { connection: toSyncConnection(created), token: fresh.token };
        }
        if (version === undefined) {
          throw refuseFields([fieldIssue('body.version', 'FIELD_REQUIRED')]);
        }
        const current = await loadInScope(tx, authz, id);
        if (current.revokedAt) throw revokedRefusal();
        const before = await writeIfVersion({
          what: `Connection ${id}`,
          expectedVersion: version,
          load: async () => current,
          write: () =>
            tx.syncConnection.updateMany({
              where: { id, version },
              data: { ...settings, modifiedBy: user.email, version: { increment: 1 } },
            }),
        });
        const after = await tx.syncConnection.findUniqueOrThrow({ where: { id } });
        await recordAudit(tx, auditActor(request), {
          action: 'SYNC_CONNECTION_SAVE',
          entityType: AuditEntity.SyncConnection,
          entityId: id,
          ouId: settings.ouIds[0],
          before: connectionSnapshot(before),
          after: connectionSnapshot(after),
        });
        return { connection: toSyncConnection(after) };
      });
      return ok(result, 'Connection saved.');
    },
  });

  /** Rotate and revoke: one versioned change of the token columns, audited. */
  const tokenAction = (
    name: 'DirectorySync.RotateToken' | 'DirectorySync.RevokeConnection',
    action: AuditAction,
    message: string,
    revoke: boolean,
  ) =>
    app.route({
      ...endpoint(name),
      handler: async (request) => {
        const { authz, user } = requireAuth(request);
        const { id, version } = request.body;
        const result = await prisma.$transaction(async (tx) => {
          const current = await loadInScope(tx, authz, id);
          if (current.revokedAt) throw revokedRefusal();
          const fresh = newToken();
          const now = new Date();
          const before = await writeIfVersion({
            what: `Connection ${id}`,
            expectedVersion: version,
            load: async () => current,
            write: () =>
              tx.syncConnection.updateMany({
                where: { id, version },
                // A revoked connection's hash is replaced too, so no copy of the old token matches anything.
                data: revoke
                  ? {
                      revokedAt: now,
                      tokenHash: fresh.tokenHash,
                      modifiedBy: user.email,
                      version: { increment: 1 },
                    }
                  : {
                      tokenHash: fresh.tokenHash,
                      tokenPrefix: fresh.tokenPrefix,
                      tokenRotatedAt: now,
                      modifiedBy: user.email,
                      version: { increment: 1 },
                    },
              }),
          });
          const after = await tx.syncConnection.findUniqueOrThrow({ where: { id } });
          await recordAudit(tx, auditActor(request), {
            action,
            entityType: AuditEntity.SyncConnection,
            entityId: id,
            ouId: after.ouIds[0],
            before: connectionSnapshot(before),
            after: connectionSnapshot(after),
          });
          return revoke
            ? { connection: toSyncConnection(after) }
            : { connection: toSyncConnection(after), token: fresh.token };
        });
        return ok(result, message);
      },
    });

  tokenAction('DirectorySync.RotateToken', 'SYNC_TOKEN_ROTATE', 'Token rotated.', false);
  tokenAction('DirectorySync.RevokeConnection', 'SYNC_CONNECTION_REVOKE', 'Connection revoked.', true);
};
