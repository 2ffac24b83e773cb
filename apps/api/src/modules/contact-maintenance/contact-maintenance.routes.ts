import {
  CONTACT_MAINTENANCE_CODES,
  contactInfoUpdateRequest,
  contactInfoUpdateResponse,
  contactMaintenanceQuery,
  contactMaintenanceResponse,
  FunctionCode,
  removeContactRequest,
  removeContactResponse,
} from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { requireAuth, requireCaller } from '../auth/auth.plugin.js';
import {
  contactForMaintenance,
  contactOu,
  editCodes,
  removeContact,
  saveContact,
} from './contact-maintenance.service.js';

export const contactMaintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.get(
    '/Contacts/ContactMaintenance',
    {
      config: {
        functionCodes: CONTACT_MAINTENANCE_CODES,
        ou: (request) => contactOu(prisma, (request.query as { contactID: number }).contactID),
      },
      schema: { querystring: contactMaintenanceQuery, response: { 200: contactMaintenanceResponse } },
    },
    async (request) =>
      ok(
        await contactForMaintenance(
          prisma,
          requireCaller(request),
          request.query.contactID,
          requireAuth(request).ou!,
        ),
      ),
  );

  app.post(
    '/Contacts/ContactInfoUpdate',
    {
      // The guard checks the OU the contact is to belong to; a move also needs the OU it leaves (saveContact).
      config: { functionCodes: editCodes, ou: (request) => (request.body as { ouID: number }).ouID },
      schema: { body: contactInfoUpdateRequest, response: { 200: contactInfoUpdateResponse } },
    },
    async (request) => ok(await saveContact(prisma, requireCaller(request), request.body), 'Contact saved.'),
  );

  app.post(
    '/Contacts/RemoveContact',
    {
      config: { functionCodes: [FunctionCode.ContactDelete] },
      schema: { body: removeContactRequest, response: { 200: removeContactResponse } },
    },
    async (request) =>
      ok(await removeContact(prisma, requireCaller(request), request.body), 'Contact deleted.'),
  );
};
