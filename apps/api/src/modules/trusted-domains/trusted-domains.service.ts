import { AuditEntity, type saveTrustedDomainRequest, type TrustedDomainList } from '@cd/contracts';
import type { Prisma, PrismaClient } from '@cd/db';
import type { z } from 'zod';
import { recordAudit } from '../../lib/audit.js';
import { refuseFields } from '../../lib/errors.js';
import { writeIfVersion } from '../../lib/versioning.js';
import type { Caller } from '../auth/auth.plugin.js';
import { checkTrustedDomains } from './domain-policy.js';

/** The OU's list (null for no such OU; the guard has checked a declared one). */
export async function trustedDomainList(
  db: Prisma.TransactionClient,
  ouID: number,
): Promise<TrustedDomainList | null> {
  const ou = await db.organizationUnit.findUnique({
    where: { id: ouID },
    select: { name: true, trustedDomainsVersion: true, trustedDomains: { orderBy: { domain: 'asc' } } },
  });
  return ou
    ? {
        ouID,
        ouName: ou.name,
        trustedDomains: ou.trustedDomains.map((d) => d.domain),
        version: ou.trustedDomainsVersion,
      }
    : null;
}

/** Replaces the OU's list as a whole, version-checked on the OU's trustedDomainsVersion. */
export async function saveTrustedDomains(
  prisma: PrismaClient,
  caller: Caller,
  input: z.output<typeof saveTrustedDomainRequest>,
) {
  const actor = caller.email;
  const { ouID, version } = input;
  const { domains, issues } = checkTrustedDomains(input.trustedDomains);
  const [first, ...rest] = issues;
  if (first) throw refuseFields([first, ...rest]);
  return prisma.$transaction(async (tx) => {
    const before = await writeIfVersion({
      what: `Organisation unit ${ouID}`,
      expectedVersion: version,
      load: () => trustedDomainList(tx, ouID),
      write: () =>
        tx.organizationUnit.updateMany({
          where: { id: ouID, trustedDomainsVersion: version },
          data: { trustedDomainsVersion: { increment: 1 } },
        }),
    });
    await tx.trustedDomain.deleteMany({ where: { ouId: ouID, domain: { notIn: domains } } });
    await tx.trustedDomain.createMany({
      data: domains.map((domain) => ({ ouId: ouID, domain, createdBy: actor })),
      skipDuplicates: true,
    });
    const after = (await trustedDomainList(tx, ouID))!;
    await recordAudit(tx, caller.audit, {
      action: 'TRUSTED_DOMAIN_SAVE',
      entityType: AuditEntity.TrustedDomain,
      entityId: ouID,
      ouId: ouID,
      before: { trustedDomains: before.trustedDomains },
      after: { trustedDomains: after.trustedDomains },
    });
    return after;
  });
}
