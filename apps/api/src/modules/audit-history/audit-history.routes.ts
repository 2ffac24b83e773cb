import type { auditHistoryQuery } from '@cd/contracts';
import { AuditEntity, FunctionCode } from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changedFields } from '../../lib/audit-diff.js';
import { ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { requireAuth } from '../auth/auth.plugin.js';
import { endpoint } from '../../endpoints.js';

type HistoryEntity = (typeof auditHistoryQuery)['shape']['entityType']['options'][number];

/** Who may read an object's history: who may maintain it. */
const maintainCode: Record<HistoryEntity, FunctionCode> = {
  [AuditEntity.Contact]: FunctionCode.ContactEdit,
  [AuditEntity.OrganizationUnit]: FunctionCode.OuMaintenance,
  [AuditEntity.Department]: FunctionCode.DepartmentMaintenance,
};

async function currentOu(
  prisma: PrismaClient,
  entityType: HistoryEntity,
  id: number,
): Promise<number | null> {
  switch (entityType) {
    case AuditEntity.Contact:
      return (await prisma.contact.findUnique({ where: { id }, select: { ouId: true } }))?.ouId ?? null;
    case AuditEntity.Department:
      return (await prisma.department.findUnique({ where: { id }, select: { ouId: true } }))?.ouId ?? null;
    default:
      return (await prisma.organizationUnit.findUnique({ where: { id }, select: { id: true } }))?.id ?? null;
  }
}

/**
 * The OU that decides access: the object's own while it exists; for a deleted object, the OU its last audit
 * record names (a deleted OU's record names its parent), so its history stays readable to its maintainers.
 */
async function governingOu(prisma: PrismaClient, entityType: HistoryEntity, id: number) {
  const ouId =
    (await currentOu(prisma, entityType, id)) ??
    (
      await prisma.auditLog.findFirst({
        where: { entityType, entityId: String(id), ouId: { not: null } },
        orderBy: [{ at: 'desc' }, { id: 'desc' }],
        select: { ouId: true },
      })
    )?.ouId;
  return ouId
    ? prisma.organizationUnit.findUnique({ where: { id: ouId }, select: { id: true, path: true } })
    : null;
}

export const auditHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.route({
    ...endpoint('Audit.History'),
    handler: async (request) => {
      const { entityType, entityID, page, pageSize } = request.query;
      const ou = await governingOu(prisma, entityType, entityID);
      if (!ou) throw notFound(`${entityType} ${entityID}`);
      requireAuth(request).authz.require(maintainCode[entityType], ou);
      const where = { entityType, entityId: String(entityID) };
      const [total, rows] = await prisma.$transaction([
        prisma.auditLog.count({ where }),
        prisma.auditLog.findMany({
          where,
          orderBy: [{ at: 'desc' }, { id: 'desc' }],
          skip: (page - 1) * pageSize,
          take: pageSize,
        }),
      ]);
      return ok({
        items: rows.map((row) => ({
          auditID: String(row.id),
          at: row.at.toISOString(),
          actorEmail: row.actorEmail,
          action: row.action,
          changes: changedFields(row.before, row.after),
        })),
        total,
        page,
        pageSize,
      });
    },
  });
};
