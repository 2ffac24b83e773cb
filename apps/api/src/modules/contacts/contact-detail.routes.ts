import { contactDetailQuery, contactDetailResponse, FunctionCode } from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { requireAuth } from '../auth/auth.plugin.js';
import { contactDetail } from './contact-detail.service.js';

const detailCodes = [FunctionCode.DirectorySearch, FunctionCode.ContactMaintenance] as const;

/** Where the Edit Contact button goes (spec 2: /ContactMaintenance, query parameter `contact`). */
export const editContactLink = (contactId: number) => `/ContactMaintenance?contact=${contactId}`;

export const contactDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Contacts/GetContactsByContactID',
    {
      config: {
        functionCodes: detailCodes,
        readReplica: true,
        // The contact's OU decides access: 404 for no such contact, 403 when its OU is not granted.
        ou: async (request) => {
          const { contactID } = request.query as { contactID: number };
          const contact = await app.prisma.contact.findUnique({
            where: { id: contactID },
            select: { ouId: true },
          });
          if (!contact) throw notFound(`Contact ${contactID}`);
          return contact.ouId;
        },
      },
      schema: { querystring: contactDetailQuery, response: { 200: contactDetailResponse } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const ou = auth.ou!;
      auth.authz.require(request.query.functionCode, ou);
      const canEdit = auth.authz.can(FunctionCode.ContactEdit, ou);
      const link = canEdit ? editContactLink(request.query.contactID) : null;
      return ok(await contactDetail(request.readDb, app.prisma, request.query.contactID, link));
    },
  );
};
