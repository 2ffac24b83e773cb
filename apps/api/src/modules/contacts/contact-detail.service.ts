import { formatPhone, type ContactDetail } from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import { notFound } from '../../lib/errors.js';

/**
 * The detail view of one contact (spec 2 GetContactsByContactID); the route has checked the OU already,
 * on the primary. `readDb` may be a read replica (DATABASE_READ_URL) that has not caught up with the
 * contact's creation yet: then one read on the primary follows.
 */
export async function contactDetail(
  readDb: PrismaClient,
  primary: PrismaClient,
  contactId: number,
  editContactLink: string | null,
): Promise<ContactDetail> {
  const load = (db: PrismaClient) =>
    db.contact.findUnique({
      where: { id: contactId },
      include: {
        ou: { select: { name: true, nameZh: true } },
        department: { select: { id: true, name: true, nameZh: true } },
        secondaryEmails: { orderBy: { position: 'asc' } },
        secondaryPhones: { orderBy: [{ kind: 'asc' }, { position: 'asc' }] },
      },
    });
  const contact = (await load(readDb)) ?? (await load(primary));
  if (!contact) throw notFound(`Contact ${contactId}`);
  const secondary = (kind: 'PHONE' | 'MOBILE') =>
    contact.secondaryPhones
      .filter((p) => p.kind === kind)
      .map((p) => formatPhone(p))
      .filter((p): p is string => p !== null);
  return {
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
    editContactLink,
  };
}
