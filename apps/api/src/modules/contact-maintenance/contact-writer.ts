import {
  contactFormAuditedFields,
  type ContactInfoUpdate,
  type ContactMaintenance,
  type MobileInput,
  type PhoneInput,
} from '@cd/contracts';
import type { Prisma } from '@cd/db';

type Tx = Prisma.TransactionClient;

export const contactInclude = {
  ou: { select: { name: true } },
  department: { select: { name: true } },
  secondaryEmails: { orderBy: { position: 'asc' } },
  secondaryPhones: { orderBy: [{ kind: 'asc' }, { position: 'asc' }] },
} satisfies Prisma.ContactInclude;

export type ContactRow = Prisma.ContactGetPayload<{ include: typeof contactInclude }>;
type ContactFields = Omit<ContactInfoUpdate, 'contactID' | 'version' | 'retainPermissions'>;

const displayNameOf = (f: ContactFields) =>
  [f.firstName, f.middleName, f.familyName].filter((part) => part).join(' ');

/** Columns of the contact row for a create or an update; secondaries go through replaceSecondaries. */
export function contactColumns(fields: ContactFields, actor: string) {
  const displayName = displayNameOf(fields);
  return {
    ouId: fields.ouID,
    departmentId: fields.departmentID,
    firstName: fields.firstName,
    middleName: fields.middleName,
    familyName: fields.familyName,
    localName: fields.localName,
    chineseName: fields.chineseName,
    displayName,
    title: fields.title,
    email: fields.email,
    phoneCountryCode: fields.phone?.countryCode ?? null,
    phoneAreaCode: fields.phone?.areaCode ?? null,
    phoneNumber: fields.phone?.number ?? null,
    phoneExtension: fields.phone?.extension ?? null,
    mobileCountryCode: fields.mobile?.countryCode ?? null,
    mobileNumber: fields.mobile?.number ?? null,
    fax: fields.fax,
    workingLocation: fields.workingLocation,
    isMasterRecord: fields.isMasterRecord,
    modifiedBy: actor,
  };
}

/** Secondary emails, phones and mobiles are replaced as a whole, in the order the form lists them. */
export async function replaceSecondaries(tx: Tx, contactId: number, fields: ContactFields) {
  await tx.contactEmail.deleteMany({ where: { contactId } });
  await tx.contactPhone.deleteMany({ where: { contactId } });
  await tx.contactEmail.createMany({
    data: fields.secondaryEmails.map((email, i) => ({ contactId, email, position: i + 1 })),
  });
  await tx.contactPhone.createMany({
    data: [
      ...fields.secondaryPhones.map((p, i) => ({ contactId, kind: 'PHONE' as const, position: i + 1, ...p })),
      ...fields.secondaryMobiles.map((m, i) => ({
        contactId,
        kind: 'MOBILE' as const,
        position: i + 1,
        countryCode: m.countryCode,
        number: m.number,
      })),
    ],
  });
}

const phoneOf = (row: {
  countryCode: string | null;
  areaCode: string | null;
  number: string | null;
  extension: string | null;
}): PhoneInput | null =>
  row.number
    ? { countryCode: row.countryCode, areaCode: row.areaCode, number: row.number, extension: row.extension }
    : null;

const mobileOf = (row: { countryCode: string | null; number: string | null }): MobileInput | null =>
  row.number ? { countryCode: row.countryCode, number: row.number } : null;

export function toContactMaintenance(
  row: ContactRow,
  may: Pick<ContactMaintenance, 'canEditDetails' | 'canEditPermissions' | 'canDelete'>,
): ContactMaintenance {
  return {
    contactID: row.id,
    version: row.version,
    firstName: row.firstName,
    familyName: row.familyName,
    middleName: row.middleName,
    localName: row.localName,
    chineseName: row.chineseName,
    displayName: row.displayName,
    title: row.title,
    ouID: row.ouId,
    ouName: row.ou.name,
    departmentID: row.departmentId,
    departmentName: row.department?.name ?? null,
    email: row.email,
    phone: phoneOf({
      countryCode: row.phoneCountryCode,
      areaCode: row.phoneAreaCode,
      number: row.phoneNumber,
      extension: row.phoneExtension,
    }),
    mobile: mobileOf({ countryCode: row.mobileCountryCode, number: row.mobileNumber }),
    fax: row.fax,
    workingLocation: row.workingLocation,
    secondaryEmails: row.secondaryEmails.map((e) => e.email),
    secondaryPhones: row.secondaryPhones
      .filter((p) => p.kind === 'PHONE')
      .map((p) => ({
        countryCode: p.countryCode,
        areaCode: p.areaCode,
        number: p.number,
        extension: p.extension,
      })),
    secondaryMobiles: row.secondaryPhones
      .filter((p) => p.kind === 'MOBILE')
      .map((p) => ({ countryCode: p.countryCode, number: p.number })),
    isMasterRecord: row.isMasterRecord,
    source: row.source,
    createdBy: row.createdBy,
    createdDate: row.createdAt.toISOString(),
    modifiedBy: row.modifiedBy,
    modifiedDate: row.modifiedAt.toISOString(),
    ...may,
  };
}

/** What the audit log keeps of a contact (contactFormAuditedFields). */
export function contactSnapshot(row: ContactRow) {
  const contact = toContactMaintenance(row, {
    canEditDetails: false,
    canEditPermissions: false,
    canDelete: false,
  });
  return Object.fromEntries(
    contactFormAuditedFields.map((field) => [field, contact[field]]),
  ) as Prisma.InputJsonObject;
}
