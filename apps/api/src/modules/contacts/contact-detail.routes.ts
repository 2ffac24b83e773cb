import { FunctionCode, type ContactDetail } from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { requireAuth } from '../auth/auth.plugin.js';
import { formatPhone } from './contact-row.js';
import { endpoint } from '../../endpoints.js';

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
      const contact = await app.prisma.contact.findUniqueOrThrow({
        where: { id: request.query.contactID },
        include: {
          ou: { select: { name: true, nameZh: true } },
          department: { select: { id: true, name: true, nameZh: true } },
          secondaryEmails: { orderBy: { position: 'asc' } },
          secondaryPhones: { orderBy: [{ kind: 'asc' }, { position: 'asc' }] },
        },
      });
      const canEdit = auth.authz.can(FunctionCode.ContactEdit, ou);
      const secondary = (kind: 'PHONE' | 'MOBILE') =>
        contact.secondaryPhones
          .filter((p) => p.kind === kind)
          .map((p) => formatPhone(p))
          .filter((p): p is string => p !== null);
      const detail: ContactDetail = {
        contactID: contact.id,
        displayName: contact.displayName,
        firstName: contact.firstName,
        middleName: contact.middleName,
        familyName: contact.familyName,
        localName: contact.localName,
        chineseName: contact.chineseName,
        department: contact.department?.name ?? null,
        departmentNameZh: contact.department?.nameZh ?? null,
        departmentID: contact.department?.id ?? null,
        email: contact.email,
        secondaryEmail: contact.secondaryEmails.map((e) => e.email),
        title: contact.title,
        ouID: contact.ouId,
        ouName: contact.ou.name,
        ouNameZh: contact.ou.nameZh,
        phone: formatPhone({
          countryCode: contact.phoneCountryCode,
          areaCode: contact.phoneAreaCode,
          number: contact.phoneNumber,
          extension: contact.phoneExtension,
        }),
        secondaryPhone: secondary('PHONE'),
        mobile: formatPhone({ countryCode: contact.mobileCountryCode, number: contact.mobileNumber }),
        secondaryMobile: secondary('MOBILE'),
        workingLocation: contact.workingLocation,
        fax: contact.fax,
        source: contact.source,
        createdBy: contact.createdBy,
        createdDate: contact.createdAt.toISOString(),
        modifiedBy: contact.modifiedBy,
        modifiedDate: contact.modifiedAt.toISOString(),
        editContactLink: canEdit ? editContactLink(contact.id) : null,
      };
      return ok(detail);
    },
  });
};
