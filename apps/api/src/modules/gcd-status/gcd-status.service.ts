import { GCD_STATUS_SOURCES, type GcdStatus, type GcdStatusSource } from '@cd/contracts';
import type { Prisma, PrismaClient } from '@cd/db';
import type { Authorization } from '../auth/authorization.js';
import type { SystemParameterReader } from '../system-parameters/system-parameter-reader.js';
import { loadSyncStatus } from './sync-status.js';

/** An unknown value (set by hand in the database) shows the live check, as the default does. */
const asSource = (value: string): GcdStatusSource =>
  GCD_STATUS_SOURCES.find((source) => source === value.trim()) ?? 'DATABASE';

/** Contacts of the OUs the caller holds any code on: the count says nothing about OUs outside them. */
const inCallersOus = (authz: Authorization): Prisma.ContactWhereInput => ({
  OR: authz.grants.map((g) =>
    g.includesSubsidiaries ? { ou: { path: { startsWith: g.ouPath } } } : { ouId: g.ouId },
  ),
});

/** The status label's facts as the caller may see them; throws when the database does not answer. */
export async function directoryStatus(
  prisma: PrismaClient,
  parameters: SystemParameterReader,
  authz: Authorization,
  checkedAt: string,
): Promise<GcdStatus> {
  const source = asSource(await parameters.text('gcd.status.source'));
  const [contactCount, lastImport, sync, text] = await Promise.all([
    prisma.contact.count({ where: inCallersOus(authz) }),
    prisma.importRun.findFirst({
      where: { status: 'SUCCEEDED' },
      orderBy: { finishedAt: 'desc' },
      select: { finishedAt: true },
    }),
    source === 'SYNC' ? loadSyncStatus(prisma) : null,
    source === 'STATIC' ? parameters.text('gcd.status.text') : null,
  ]);
  return {
    status: 'ok',
    databaseReachable: true,
    lastImportAt: lastImport?.finishedAt?.toISOString() ?? null,
    contactCount,
    checkedAt,
    source,
    text,
    sync,
  };
}

/** What the label says when the database did not answer. */
export const unavailableStatus = (checkedAt: string): GcdStatus => ({
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
