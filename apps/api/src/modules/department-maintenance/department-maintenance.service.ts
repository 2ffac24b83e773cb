import {
  AuditEntity,
  type departmentMaintenanceListQuery,
  type departmentMaintenanceRequest,
  type deleteDepartmentRequest,
  type DepartmentRecord,
} from '@cd/contracts';
import type { Department, Prisma, PrismaClient } from '@cd/db';
import type { z } from 'zod';
import { recordAudit } from '../../lib/audit.js';
import { refuse } from '../../lib/errors.js';
import { refuseDuplicate } from '../../lib/refusals.js';
import { writeIfVersion } from '../../lib/versioning.js';
import type { Caller } from '../auth/auth.plugin.js';

type DepartmentRow = Department & { _count: { contacts: number } };
const withCount = { _count: { select: { contacts: true } } } satisfies Prisma.DepartmentInclude;

function toRecord(d: DepartmentRow): DepartmentRecord {
  return {
    departmentID: d.id,
    ouID: d.ouId,
    code: d.code,
    name: d.name,
    nameZh: d.nameZh,
    contactCount: d._count.contacts,
    version: d.version,
    createdBy: d.createdBy,
    createdDate: d.createdAt.toISOString(),
    modifiedBy: d.modifiedBy,
    modifiedDate: d.modifiedAt.toISOString(),
  };
}

const snapshot = (d: Department) => ({ ouID: d.ouId, code: d.code, name: d.name, nameZh: d.nameZh });

export async function listDepartments(
  prisma: PrismaClient,
  { ouID, page, pageSize, search }: z.output<typeof departmentMaintenanceListQuery>,
) {
  const where: Prisma.DepartmentWhereInput = {
    ouId: ouID,
    ...(search
      ? {
          OR: [
            { code: { contains: search, mode: 'insensitive' } },
            { name: { contains: search, mode: 'insensitive' } },
            { nameZh: { contains: search } },
          ],
        }
      : {}),
  };
  const [total, rows] = await prisma.$transaction([
    prisma.department.count({ where }),
    prisma.department.findMany({
      where,
      include: withCount,
      orderBy: [{ code: 'asc' }, { id: 'asc' }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
  ]);
  return { items: rows.map(toRecord), total, page, pageSize };
}

/** Creates a department (no departmentID) or updates one; it never changes OU. */
export async function saveDepartment(
  prisma: PrismaClient,
  caller: Caller,
  { departmentID, version, ouID, code, name, nameZh }: z.output<typeof departmentMaintenanceRequest>,
) {
  const actor = caller.email;
  const saved = await refuseDuplicate(
    () =>
      prisma.$transaction(async (tx) => {
        let before: Department | null = null;
        let id: number;
        if (departmentID === undefined) {
          id = (
            await tx.department.create({
              data: { ouId: ouID, code, name, nameZh, createdBy: actor, modifiedBy: actor },
            })
          ).id;
        } else {
          id = departmentID;
          before = await writeIfVersion({
            what: `Department ${departmentID}`,
            expectedVersion: version!,
            load: () => tx.department.findUnique({ where: { id } }),
            write: async () => {
              const current = await tx.department.findUniqueOrThrow({ where: { id } });
              if (current.ouId !== ouID) {
                throw refuse('DEPARTMENT_STAYS_IN_OU', {}, { field: 'body.ouID' });
              }
              return tx.department.updateMany({
                where: { id, version },
                data: { code, name, nameZh, modifiedBy: actor, version: { increment: 1 } },
              });
            },
          });
        }
        const after = await tx.department.findUniqueOrThrow({ where: { id }, include: withCount });
        await recordAudit(tx, caller.audit, {
          action: before ? 'DEPARTMENT_UPDATE' : 'DEPARTMENT_CREATE',
          entityType: AuditEntity.Department,
          entityId: id,
          ouId: ouID,
          before: before ? snapshot(before) : null,
          after: snapshot(after),
        });
        return after;
      }),
    refuse('DEPARTMENT_CODE_IN_USE', { code }, { field: 'body.code' }),
  );
  return toRecord(saved);
}

/** Deletes a department that has no contacts. */
export async function deleteDepartment(
  prisma: PrismaClient,
  caller: Caller,
  { departmentID, version }: z.output<typeof deleteDepartmentRequest>,
) {
  await prisma.$transaction(async (tx) => {
    // Holds off contacts being added to it until the delete commits or rolls back.
    await tx.$executeRaw`SELECT 1 FROM department WHERE id = ${departmentID} FOR UPDATE`;
    const contacts = await tx.contact.count({ where: { departmentId: departmentID } });
    if (contacts > 0) {
      throw refuse('DELETE_REFUSED_DEPARTMENT_HAS_CONTACTS', { count: contacts }, { field: 'departmentID' });
    }
    const before = await writeIfVersion({
      what: `Department ${departmentID}`,
      expectedVersion: version,
      load: () => tx.department.findUnique({ where: { id: departmentID } }),
      write: () => tx.department.deleteMany({ where: { id: departmentID, version } }),
    });
    await recordAudit(tx, caller.audit, {
      action: 'DEPARTMENT_DELETE',
      entityType: AuditEntity.Department,
      entityId: departmentID,
      ouId: before.ouId,
      before: snapshot(before),
      after: null,
    });
  });
  return { departmentID };
}
