import type { GcdSyncStatus } from '@cd/contracts';
import type { PrismaClient } from '@cd/db';

interface ConnectionState {
  lastSyncAt: Date | null;
  /** Newest first, as the SCIM service keeps them: [{ at, status, detail }]. */
  lastErrors: unknown;
}

const newestErrorAt = (errors: unknown): number | null => {
  const at = Array.isArray(errors) ? (errors[0] as { at?: unknown } | undefined)?.at : undefined;
  const time = typeof at === 'string' ? Date.parse(at) : NaN;
  return Number.isNaN(time) ? null : time;
};

/**
 * The sync state of the connections not revoked (decision 101). A connection fails while its newest refused
 * request is later than its last sync: the next request that goes through clears it, as it would for the
 * identity provider's own retry. Only the state is told, never a connection's name, OUs or errors.
 */
export function syncStatusOf(connections: readonly ConnectionState[]): GcdSyncStatus {
  const failing = connections.filter((c) => {
    const errorAt = newestErrorAt(c.lastErrors);
    return errorAt !== null && (c.lastSyncAt === null || errorAt > c.lastSyncAt.getTime());
  }).length;
  const synced = connections.flatMap((c) => (c.lastSyncAt ? [c.lastSyncAt.getTime()] : []));
  const lastSyncAt = synced.length > 0 ? new Date(Math.max(...synced)).toISOString() : null;
  const state =
    connections.length === 0
      ? 'NO_CONNECTION'
      : failing > 0
        ? 'ERRORS'
        : lastSyncAt === null
          ? 'NEVER'
          : 'IN_SYNC';
  return { state, lastSyncAt, connections: connections.length, failingConnections: failing };
}

export async function loadSyncStatus(prisma: PrismaClient): Promise<GcdSyncStatus> {
  const connections = await prisma.syncConnection.findMany({
    where: { revokedAt: null },
    select: { lastSyncAt: true, lastErrors: true },
  });
  return syncStatusOf(connections);
}
