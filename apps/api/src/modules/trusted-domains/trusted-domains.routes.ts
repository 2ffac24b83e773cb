import { AuditEntity, type TrustedDomainList } from '@cd/contracts';
import type { Prisma } from '@cd/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor, recordAudit } from '../../lib/audit.js';
import { ok } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { writeIfVersion } from '../../lib/versioning.js';
import { endpoint } from '../../endpoints.js';
import { requireAuth } from '../auth/auth.plugin.js';
import { checkTrustedDomains } from './domain-policy.js';

async function loadList(db: Prisma.TransactionClient, ouID: number): Promise<TrustedDomainList | null> {
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

export const trustedDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.route({
    ...endpoint('TrustedDomain.GetTrustedDomain'),
    handler: async (request) => ok((await loadList(prisma, request.query.ouID))!),
  });

  app.route({
    ...endpoint('TrustedDomain.SaveTrustedDomain'),
    handler: async (request) => {
      const actor = requireAuth(request).user.email;
      const { ouID, version } = request.body;
      const { domains, issues } = checkTrustedDomains(request.body.trustedDomains);
      if (issues.length) throw new AppError('VALIDATION_FAILED', issues[0]!.message, issues);
      const saved = await prisma.$transaction(async (tx) => {
        const before = await writeIfVersion({
          what: `Organisation unit ${ouID}`,
          expectedVersion: version,
          load: () => loadList(tx, ouID),
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
        const after = (await loadList(tx, ouID))!;
        await recordAudit(tx, auditActor(request), {
          action: 'TRUSTED_DOMAIN_SAVE',
          entityType: AuditEntity.TrustedDomain,
          entityId: ouID,
          ouId: ouID,
          before: { trustedDomains: before.trustedDomains },
          after: { trustedDomains: after.trustedDomains },
        });
        return after;
      });
      return ok(saved, 'Trusted domains saved.');
    },
  });
};
