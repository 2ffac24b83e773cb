import {
  AuditEntity,
  type AuditAction,
  type SaveSyncConnectionRequest,
  type SyncConnection,
  type syncConnectionActionRequest,
} from '@cd/contracts';
import type { Prisma, PrismaClient } from '@cd/db';
import type { z } from 'zod';
import { recordAudit } from '../../lib/audit.js';
import { fieldIssue, notFound, refuseFields } from '../../lib/errors.js';
import { writeIfVersion } from '../../lib/versioning.js';
import type { Authorization } from '../auth/authorization.js';
import type { Caller } from '../auth/auth.plugin.js';
import {
  checkSettings,
  connectionSnapshot,
  holdsAll,
  newToken,
  revokedRefusal,
  toSyncConnection,
} from './connections.js';

type ConnectionRow = Prisma.SyncConnectionGetPayload<object>;

/**
 * A connection spans several OUs, so no single declared OU describes it: a caller sees and edits a
 * connection only when FN-0008 reaches every one of its OUs; any other connection is "not found", as a
 * record outside the caller's scope is elsewhere.
 */
async function loadInScope(tx: Prisma.TransactionClient, authz: Authorization, id: number) {
  const row = await tx.syncConnection.findUnique({ where: { id } });
  if (!row || !(await holdsAll(tx, authz, row.ouIds))) throw notFound(`Connection ${id}`);
  return row;
}

/** A versioned change of one connection the caller may edit, audited with before and after. */
async function changeConnection(
  tx: Prisma.TransactionClient,
  caller: Caller,
  target: { id: number; version: number; action: AuditAction },
  data: Prisma.SyncConnectionUpdateManyMutationInput,
): Promise<ConnectionRow> {
  const { id, version, action } = target;
  const current = await loadInScope(tx, caller.authz, id);
  if (current.revokedAt) throw revokedRefusal();
  const before = await writeIfVersion({
    what: `Connection ${id}`,
    expectedVersion: version,
    load: async () => current,
    write: () =>
      tx.syncConnection.updateMany({
        where: { id, version },
        data: { ...data, modifiedBy: caller.email, version: { increment: 1 } },
      }),
  });
  const after = await tx.syncConnection.findUniqueOrThrow({ where: { id } });
  await recordAudit(tx, caller.audit, {
    action,
    entityType: AuditEntity.SyncConnection,
    entityId: id,
    ouId: after.ouIds[0],
    before: connectionSnapshot(before),
    after: connectionSnapshot(after),
  });
  return after;
}

/** The connections whose every OU the caller reaches with FN-0008. */
export async function listConnections(prisma: PrismaClient, caller: Caller): Promise<SyncConnection[]> {
  const rows = await prisma.syncConnection.findMany({ orderBy: { id: 'asc' } });
  const visible = [];
  for (const row of rows) if (await holdsAll(prisma, caller.authz, row.ouIds)) visible.push(row);
  return visible.map(toSyncConnection);
}

/** Creates a connection (its token shown once) or saves an existing one's settings, version-checked. */
export async function saveConnection(
  prisma: PrismaClient,
  caller: Caller,
  input: SaveSyncConnectionRequest,
): Promise<{ connection: SyncConnection; token?: string }> {
  const { id, version } = input;
  return prisma.$transaction(async (tx) => {
    const settings = await checkSettings(tx, caller.authz, input);
    if (id === undefined) {
      const fresh = newToken();
      const created = await tx.syncConnection.create({
        data: {
          ...settings,
          tokenHash: fresh.tokenHash,
          tokenPrefix: fresh.tokenPrefix,
          createdBy: caller.email,
          modifiedBy: caller.email,
        },
      });
      await recordAudit(tx, caller.audit, {
        action: 'SYNC_CONNECTION_CREATE',
        entityType: AuditEntity.SyncConnection,
        entityId: created.id,
        ouId: settings.ouIds[0],
        after: connectionSnapshot(created),
      });
      return { connection: toSyncConnection(created), token: fresh.token };
    }
    if (version === undefined) throw refuseFields([fieldIssue('body.version', 'FIELD_REQUIRED')]);
    const after = await changeConnection(
      tx,
      caller,
      { id, version, action: 'SYNC_CONNECTION_SAVE' },
      settings,
    );
    return { connection: toSyncConnection(after) };
  });
}

type ConnectionAction = z.output<typeof syncConnectionActionRequest>;

/** A new token replaces the old one at once; the new one is shown once. */
export async function rotateToken(prisma: PrismaClient, caller: Caller, { id, version }: ConnectionAction) {
  const fresh = newToken();
  return prisma.$transaction(async (tx) => {
    const after = await changeConnection(
      tx,
      caller,
      { id, version, action: 'SYNC_TOKEN_ROTATE' },
      { tokenHash: fresh.tokenHash, tokenPrefix: fresh.tokenPrefix, tokenRotatedAt: new Date() },
    );
    return { connection: toSyncConnection(after), token: fresh.token };
  });
}

/** Ends the connection for good; its hash is replaced too, so no copy of the old token matches anything. */
export async function revokeConnection(
  prisma: PrismaClient,
  caller: Caller,
  { id, version }: ConnectionAction,
) {
  return prisma.$transaction(async (tx) => {
    const after = await changeConnection(
      tx,
      caller,
      { id, version, action: 'SYNC_CONNECTION_REVOKE' },
      { revokedAt: new Date(), tokenHash: newToken().tokenHash },
    );
    return { connection: toSyncConnection(after) };
  });
}
