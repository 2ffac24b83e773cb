import { FunctionCode } from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { requireAuth } from '../auth/auth.plugin.js';
import { endpoint } from '../../endpoints.js';
import { contactDetail } from './contact-detail.service.js';

/** Where the Edit Contact button goes (spec 2: /ContactMaintenance, query parameter `contact`). */
export const editContactLink = (contactId: number) => `/ContactMaintenance?contact=${contactId}`;

export const contactDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('Contacts.GetContactsByContactID', {
      ouOf: async ({ contactID }) => {
        const contact = await app.prisma.contact.findUnique({
          where: { id: contactID },
          select: { ouId: true },
        });
        if (!contact) throw notFound(`Contact ${contactID}`);
        return contact.ouId;
      },
    }),
    handler: async (request) => {
      const auth = requireAuth(request);
      const ou = auth.ou!;
      auth.authz.require(request.query.functionCode, ou);
      const canEdit = auth.authz.can(FunctionCode.ContactEdit, ou);
      const link = canEdit ? editContactLink(request.query.contactID) : null;
      return ok(await contactDetail(request.readDb, app.prisma, request.query.contactID, link));
    },
  });
};
