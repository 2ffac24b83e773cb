import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { requireCaller } from '../auth/auth.plugin.js';
import { endpoint, spellingsOf } from '../../endpoints.js';
import { ouDepartments, searchDepartments } from './departments.service.js';

export const departmentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of spellingsOf('Departments.DepartmentSearch')) {
    app.route({
      ...endpoint('Departments.DepartmentSearch'),
      url,
      handler: async (request) =>
        ok(await searchDepartments(app.prisma, requireCaller(request), request.body)),
    });
  }

  for (const url of spellingsOf('Departments.GetOUDepartment')) {
    app.route({
      ...endpoint('Departments.GetOUDepartment'),
      url,
      // Contact maintainers choose a contact's department from this list (decision 050).
      handler: async (request) => ok(await ouDepartments(app.prisma, request.query)),
    });
  }
};
