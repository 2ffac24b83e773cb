import {
  departmentSearchRequest,
  departmentSearchResponse,
  CONTACT_MAINTENANCE_CODES,
  FunctionCode,
  ouDepartmentsQuery,
  ouDepartmentsResponse,
} from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { requireCaller } from '../auth/auth.plugin.js';
import { bothSpellings } from '../contacts/contact-search.routes.js';
import { ouDepartments, searchDepartments } from './departments.service.js';

const viewCodes = [FunctionCode.DirectorySearch, FunctionCode.DepartmentMaintenance] as const;

export const departmentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of bothSpellings('/Departments/DepartmentSearch/')) {
    app.post(
      url,
      {
        config: { functionCodes: viewCodes },
        schema: { body: departmentSearchRequest, response: { 200: departmentSearchResponse } },
      },
      async (request) => ok(await searchDepartments(app.prisma, requireCaller(request), request.body)),
    );
  }

  for (const url of bothSpellings('/Departments/GetOUDepartment/')) {
    app.get(
      url,
      {
        // Contact maintainers choose a contact's department from this list (decision 050).
        config: {
          functionCodes: [...viewCodes, ...CONTACT_MAINTENANCE_CODES],
          ou: (request) => (request.query as { ouid: number }).ouid,
        },
        schema: { querystring: ouDepartmentsQuery, response: { 200: ouDepartmentsResponse } },
      },
      async (request) => ok(await ouDepartments(app.prisma, request.query)),
    );
  }
};
