import {} from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { requireCaller } from '../auth/auth.plugin.js';
import { contactPrivileges, saveContactPrivileges } from './contact-privileges.service.js';
import { endpoint } from '../../endpoints.js';

export const contactPrivilegeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.route({
    ...endpoint('Contacts.GetContactPrivileges'),
    handler: async (request) => ok(await contactPrivileges(prisma, requireCaller(request), request.query)),
  });

  app.route({
    ...endpoint('Contacts.SaveContactPrivileges'),
    handler: async (request) => {
      const message = 'Permissions saved. They take effect on the user’s next request.';
      return ok(await saveContactPrivileges(prisma, requireCaller(request), request.body), message);
    },
  });
};
