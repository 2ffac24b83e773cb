import { FunctionCode } from '@cd/contracts';
import type { Prisma } from '@cd/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { ownedBy, requireCaller } from '../auth/auth.plugin.js';
import { inScope } from '../auth/guard.js';
import { endpoint, spellingsOf } from '../../endpoints.js';
import { deleteDepartment, listDepartments, saveDepartment } from './department-maintenance.service.js';

const codes = [FunctionCode.DepartmentMaintenance] as const;

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
    handler: async (request) => ok(await listDepartments(prisma, request.query)),
  });

  for (const url of spellingsOf('Departments.DepartmentMaintenance')) {
    app.route({
      ...endpoint('Departments.DepartmentMaintenance'),
      url,
      handler: async (request) => {
        const caller = requireCaller(request);
        const { departmentID } = request.body;
        // A department outside the caller's scope is absent, before its version or its OU is compared.
        if (departmentID !== undefined)
          await inScope(request, codes, await departmentOu(prisma, departmentID));
        return ok(await saveDepartment(prisma, caller, request.body), 'Department saved.');
      },
    });
  }

  for (const url of spellingsOf('Departments.DeleteDepartment')) {
    app.route({
      ...endpoint('Departments.DeleteDepartment', {
        ouOf: (body) => departmentOu(prisma, body.departmentID),
      }),
      url,
      handler: async (request) =>
        ok(await deleteDepartment(prisma, requireCaller(request), request.body), 'Department deleted.'),
    });
  }
};
