import {
  deleteDepartmentRequest,
  deleteDepartmentResponse,
  departmentMaintenanceListQuery,
  departmentMaintenanceListResponse,
  departmentMaintenanceRequest,
  departmentMaintenanceResponse,
  FunctionCode,
} from '@cd/contracts';
import type { Prisma } from '@cd/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { ownedBy, requireCaller } from '../auth/auth.plugin.js';
import { inScope } from '../auth/guard.js';
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

  app.get(
    '/Departments/DepartmentMaintenanceList',
    {
      config: { functionCodes: codes, ou: (request) => (request.query as { ouID: number }).ouID },
      schema: {
        querystring: departmentMaintenanceListQuery,
        response: { 200: departmentMaintenanceListResponse },
      },
    },
    async (request) => ok(await listDepartments(prisma, request.query)),
  );

  for (const url of ['/Departments/DepartmentMaintenance/', '/Departments/DepartmentMaintenance']) {
    app.post(
      url,
      {
        config: { functionCodes: codes, ou: (request) => (request.body as { ouID: number }).ouID },
        schema: { body: departmentMaintenanceRequest, response: { 200: departmentMaintenanceResponse } },
      },
      async (request) => {
        const caller = requireCaller(request);
        const { departmentID } = request.body;
        // A department outside the caller's scope is absent, before its version or its OU is compared.
        if (departmentID !== undefined)
          await inScope(request, codes, await departmentOu(prisma, departmentID));
        return ok(await saveDepartment(prisma, caller, request.body), 'Department saved.');
      },
    );
  }

  for (const url of ['/Departments/DeleteDepartment/', '/Departments/DeleteDepartment']) {
    app.post(
      url,
      {
        config: {
          functionCodes: codes,
          ou: (request) => departmentOu(prisma, (request.body as { departmentID: number }).departmentID),
        },
        schema: { body: deleteDepartmentRequest, response: { 200: deleteDepartmentResponse } },
      },
      async (request) =>
        ok(await deleteDepartment(prisma, requireCaller(request), request.body), 'Department deleted.'),
    );
  }
};
