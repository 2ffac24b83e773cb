import {
  contactPrivilegesQuery,
  contactPrivilegesResponse,
  FunctionCode,
  saveContactPrivilegesRequest,
  saveContactPrivilegesResponse,
} from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { requireCaller } from '../auth/auth.plugin.js';
import { contactPrivileges, saveContactPrivileges } from './contact-privileges.service.js';

const permissionCodes = [FunctionCode.ContactPermissionEdit] as const;

export const contactPrivilegeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.get(
    '/Contacts/GetContactPrivileges',
    {
      config: { functionCodes: permissionCodes, ou: (request) => (request.query as { ouID: number }).ouID },
      schema: { querystring: contactPrivilegesQuery, response: { 200: contactPrivilegesResponse } },
    },
    async (request) => ok(await contactPrivileges(prisma, requireCaller(request), request.query)),
  );

  app.post(
    '/Contacts/SaveContactPrivileges',
    {
      config: { functionCodes: permissionCodes, ou: (request) => (request.body as { ouID: number }).ouID },
      schema: { body: saveContactPrivilegesRequest, response: { 200: saveContactPrivilegesResponse } },
    },
    async (request) => {
      const message = 'Permissions saved. They take effect on the user’s next request.';
      return ok(await saveContactPrivileges(prisma, requireCaller(request), request.body), message);
    },
  );
};
