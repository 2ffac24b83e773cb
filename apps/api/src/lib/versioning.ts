import { notFound, refuse } from './errors.js';

export const staleVersion = () => refuse('STALE_VERSION');

interface VersionedWrite<T extends { version: number }> {
  /** Names the record in the 404 message, e.g. "Contact 42". */
  what: string;
  /** The version the caller's save is based on. */
  expectedVersion: number;
  /** Reads the record as it is now (inside the transaction), for the audit's "before". */
  load: () => Promise<T | null>;
  /**
   * The conditional write: an updateMany/deleteMany whose `where` includes `version: expectedVersion` (and,
   * for an update, `version: { increment: 1 }`). A count of 0 means another save won the race.
   */
  write: () => Promise<{ count: number }>;
}

/**
 * The one optimistic-locking step of every versioned save and delete: 404 when the record is gone, 409 when
 * its version is no longer the one the caller read, else the conditional write. Returns the record as it
 * was before the write. Run it inside the transaction that also records the audit row.
 */
export async function writeIfVersion<T extends { version: number }>(op: VersionedWrite<T>): Promise<T> {
  const before = await op.load();
  if (!before) throw notFound(op.what);
  if (before.version !== op.expectedVersion) throw staleVersion();
  const { count } = await op.write();
  if (count !== 1) throw staleVersion();
  return before;
}
