import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { requireAuth, requireCaller } from '../auth/auth.plugin.js';
import {
  contactForMaintenance,
  contactOu,
  removeContact,
  saveContact,
} from './contact-maintenance.service.js';
import { endpoint } from '../../endpoints.js';

export const contactMaintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.route({
    ...endpoint('Contacts.ContactMaintenance', { ouOf: (query) => contactOu(prisma, query.contactID) }),
    handler: async (request) =>
      ok(
        await contactForMaintenance(
          prisma,
          requireCaller(request),
          request.query.contactID,
          requireAuth(request).ou!,
        ),
      ),
  });

  // The guard checks the OU the contact is to belong to; a move also needs the OU it leaves (saveContact).
  app.route({
    ...endpoint('Contacts.ContactInfoUpdate'),
    handler: async (request) =>
      ok(await saveContact(prisma, requireCaller(request), request.body), 'Contact saved.'),
  });

  app.route({
    ...endpoint('Contacts.RemoveContact'),
    handler: async (request) =>
      ok(await removeContact(prisma, requireCaller(request), request.body), 'Contact deleted.'),
  });
};
