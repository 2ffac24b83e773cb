import { AuditEntity, type auditHistoryQuery, FunctionCode } from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import type { z } from 'zod';
import { auditRecordsPage } from '../../lib/audit.js';
import { changedFields } from '../../lib/audit-diff.js';
import { auditReferences } from '../../lib/audit-references.js';
import { notFound } from '../../lib/errors.js';
import type { Caller } from '../auth/auth.plugin.js';

type HistoryEntity = (typeof auditHistoryQuery)['shape']['entityType']['options'][number];

/** Who may read an object's history: who may maintain it. */
export const maintainCode: Record<HistoryEntity, FunctionCode> = {
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

/** One object's audit records, newest first, for who may maintain it. */
export async function auditHistory(
  prisma: PrismaClient,
  { authz }: Caller,
  { entityType, entityID, page, pageSize }: z.output<typeof auditHistoryQuery>,
) {
  const ou = await governingOu(prisma, entityType, entityID);
  if (!ou) throw notFound(`${entityType} ${entityID}`);
  authz.require(maintainCode[entityType], ou);
  const where = { entityType, entityId: String(entityID) };
  const { total, rows } = await auditRecordsPage(prisma, where, { page, pageSize });
  const items = rows.map((row) => ({
    auditID: String(row.id),
    at: row.at.toISOString(),
    actorEmail: row.actorEmail,
    action: row.action,
    changes: changedFields(row.before, row.after),
  }));
  const references = await auditReferences(
    prisma,
    items.flatMap((item) => item.changes),
  );
  return { items, total, page, pageSize, references };
}
