import { AuditEntity, FunctionCode, type DepartmentRecord, serverMessage } from '@cd/contracts';
import type { Department, Prisma } from '@cd/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor, recordAudit } from '../../lib/audit.js';
import { ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { deleteRefused, invalidField, refuseDuplicate } from '../../lib/refusals.js';
import { writeIfVersion } from '../../lib/versioning.js';
import { ownedBy, requireAuth } from '../auth/auth.plugin.js';
import { inScope } from '../auth/guard.js';
import { endpoint, spellingsOf } from '../../endpoints.js';

const codes = [FunctionCode.DepartmentMaintenance] as const;

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

/** The OU of a department, for the guard: 404 naming the department when there is none or it is out of scope. */
const departmentOu = (db: Prisma.TransactionClient, departmentID: number) =>
  db.department
    .findUnique({ where: { id: departmentID }, select: { ouId: true } })
    .then((d) =>
      d
        ? ownedBy(`Department ${departmentID}`, d.ouId)
        : Promise.reject(notFound(`Department ${departmentID}`)),
    );

export const departmentMaintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.route({
    ...endpoint('Departments.DepartmentMaintenanceList'),
    handler: async (request) => {
      const { ouID, page, pageSize, search } = request.query;
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
      return ok({ items: rows.map(toRecord), total, page, pageSize });
    },
  });

  for (const url of spellingsOf('Departments.DepartmentMaintenance')) {
    app.route({
      ...endpoint('Departments.DepartmentMaintenance'),
      url,
      handler: async (request) => {
        const actor = requireAuth(request).user.email;
        const { departmentID, version, ouID, code, name, nameZh } = request.body;
        // A department outside the caller's scope is absent, before its version or its OU is compared.
        if (departmentID !== undefined)
          await inScope(request, codes, await departmentOu(prisma, departmentID));
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
                      throw invalidField(
                        'body.ouID',
                        'A department stays in its OU.',
                        serverMessage('DEPARTMENT_STAYS_IN_OU'),
                      );
                    }
                    return tx.department.updateMany({
                      where: { id, version },
                      data: { code, name, nameZh, modifiedBy: actor, version: { increment: 1 } },
                    });
                  },
                });
              }
              const after = await tx.department.findUniqueOrThrow({ where: { id }, include: withCount });
              await recordAudit(tx, auditActor(request), {
                action: before ? 'DEPARTMENT_UPDATE' : 'DEPARTMENT_CREATE',
                entityType: AuditEntity.Department,
                entityId: id,
                ouId: ouID,
                before: before ? snapshot(before) : null,
                after: snapshot(after),
              });
              return after;
            }),
          'body.code',
          `Department code ${code} is already used in this OU.`,
          serverMessage('DEPARTMENT_CODE_IN_USE', { code }),
        );
        return ok(toRecord(saved), 'Department saved.');
      },
    });
  }

  for (const url of spellingsOf('Departments.DeleteDepartment')) {
    app.route({
      ...endpoint('Departments.DeleteDepartment', {
        ouOf: (body) => departmentOu(prisma, body.departmentID),
      }),
      url,
      handler: async (request) => {
        const { departmentID, version } = request.body;
        await prisma.$transaction(async (tx) => {
          // Holds off contacts being added to it until the delete commits or rolls back.
          await tx.$executeRaw`SELECT 1 FROM department WHERE id = ${departmentID} FOR UPDATE`;
          const contacts = await tx.contact.count({ where: { departmentId: departmentID } });
          if (contacts > 0) {
            const reason = `It still has ${contacts} contact${contacts === 1 ? '' : 's'}.`;
            throw deleteRefused(
              'department',
              'departmentID',
              reason,
              serverMessage('DELETE_REFUSED_DEPARTMENT_HAS_CONTACTS', { count: contacts }),
            );
          }
          const before = await writeIfVersion({
            what: `Department ${departmentID}`,
            expectedVersion: version,
            load: () => tx.department.findUnique({ where: { id: departmentID } }),
            write: () => tx.department.deleteMany({ where: { id: departmentID, version } }),
          });
          await recordAudit(tx, auditActor(request), {
            action: 'DEPARTMENT_DELETE',
            entityType: AuditEntity.Department,
            entityId: departmentID,
            ouId: before.ouId,
            before: snapshot(before),
            after: null,
          });
        });
        return ok({ departmentID }, 'Department deleted.');
      },
    });
  }
};
