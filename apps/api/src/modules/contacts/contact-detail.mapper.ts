import type { ContactDetail } from '@cd/contracts';
import type { Contact, ContactEmail, ContactPhone, Department, OrganizationUnit } from '@cd/db';

export type ContactDetailRow = Contact & {
  ou: Pick<OrganizationUnit, 'name' | 'nameZh'>;
  department: Pick<Department, 'id' | 'name' | 'nameZh'> | null;
  secondaryEmails: ContactEmail[];
  secondaryPhones: ContactPhone[];
};

/** `+852 2123 4567 ext. 89`: country code, area code, number and extension joined for display. */
export function formatPhone(parts: {
  countryCode?: string | null;
  areaCode?: string | null;
  number: string | null;
  extension?: string | null;
}): string | null {
  if (!parts.number) return null;
  const country = parts.countryCode ? `+${parts.countryCode.replace(/^\+/, '')}` : null;
  const joined = [country, parts.areaCode, parts.number].filter(Boolean).join(' ');
  return parts.extension ? `${joined} ext. ${parts.extension}` : joined;
}

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

export function toContactDetail(row: ContactDetailRow, editContactLink: string | null): ContactDetail {
  const phones = [...row.secondaryPhones].sort(byPosition);
  const formatted = (kind: ContactPhone['kind']) =>
    phones.filter((p) => p.kind === kind).map((p) => formatPhone(p)!);
  return {
    contactID: row.id,
    displayName: row.displayName,
    firstName: row.firstName,
    middleName: row.middleName,
    familyName: row.familyName,
    localName: row.localName,
    chineseName: row.chineseName,
    department: row.department?.name ?? null,
    departmentNameZh: row.department?.nameZh ?? null,
    departmentID: row.department?.id ?? null,
    email: row.email,
    secondaryEmail: [...row.secondaryEmails].sort(byPosition).map((e) => e.email),
    title: row.title,
    ouID: row.ouId,
    ouName: row.ou.name,
    ouNameZh: row.ou.nameZh,
    phone: formatPhone({
      countryCode: row.phoneCountryCode,
      areaCode: row.phoneAreaCode,
      number: row.phoneNumber,
      extension: row.phoneExtension,
    }),
    secondaryPhone: formatted('PHONE'),
    mobile: formatPhone({ countryCode: row.mobileCountryCode, number: row.mobileNumber }),
    secondaryMobile: formatted('MOBILE'),
    workingLocation: row.workingLocation,
    fax: row.fax,
    source: row.source,
    createdBy: row.createdBy,
    createdDate: row.createdAt.toISOString(),
    modifiedBy: row.modifiedBy,
    modifiedDate: row.modifiedAt.toISOString(),
    editContactLink,
  };
}
