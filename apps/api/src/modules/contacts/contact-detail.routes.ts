import {
  contactDetailQuery,
  contactDetailResponse,
  FunctionCode,
  type ContactDetailQuery,
} from '@cd/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { requireAuth } from '../auth/auth.plugin.js';
import type { Authorization, OuRef } from '../auth/authorization.js';
import { toContactDetail } from './contact-detail.mapper.js';

/** Codes a caller may name in `functionCode`: directory view, or contact maintenance (spec 7). */
const viewCodes = [
  FunctionCode.DirectorySearch,
  FunctionCode.ContactMaintenance,
  FunctionCode.ContactEdit,
] as const;
const editCodes = [FunctionCode.ContactMaintenance, FunctionCode.ContactEdit] as const;

/** The guard checks the codes on the contact's OU; a contact that does not exist is a 404 before that. */
async function contactOu(request: FastifyRequest): Promise<number> {
  const { contactID } = request.query as ContactDetailQuery;
  const contact = await request.server.prisma.contact.findUnique({
    where: { id: contactID },
    select: { ouId: true },
  });
  if (!contact) throw notFound(`Contact ${contactID}`);
  return contact.ouId;
}

const canEdit = (authz: Authorization, ou: OuRef) => editCodes.some((code) => authz.can(code, ou));

/**
 * `GET /api/Contacts/GetContactsByContactID` (spec 2/3/7): the contact detail view. The caller needs the
 * `functionCode` they name on the contact's OU; `editContactLink` is offered only to those who may edit it.
 */
export const contactDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Contacts/GetContactsByContactID',
    {
      config: { functionCodes: viewCodes, ou: contactOu },
      schema: { querystring: contactDetailQuery, response: { 200: contactDetailResponse } },
    },
    async (request) => {
      const { authz, ou } = requireAuth(request);
      const { contactID, functionCode } = request.query;
      if (!ou || !authz.can(functionCode, ou)) {
        throw forbidden(`You do not have ${functionCode} on this contact's organisation unit.`);
      }
      const contact = await app.prisma.contact.findUniqueOrThrow({
        where: { id: contactID },
        include: {
          ou: { select: { name: true, nameZh: true } },
          department: { select: { id: true, name: true, nameZh: true } },
          secondaryEmails: true,
          secondaryPhones: true,
        },
      });
      const editLink = canEdit(authz, ou) ? `/ContactMaintenance?contact=${contact.id}` : null;
      return ok(toContactDetail(contact, editLink));
    },
  );
};
