import type { ContactInfoUpdateRequest, ContactMaintenance } from '@cd/contracts';

export interface PhoneForm {
  countryCode: string;
  areaCode: string;
  number: string;
  extension: string;
}
export interface MobileForm {
  countryCode: string;
  number: string;
}

/** What the form edits: every spec 3 field as the text a person types. */
export interface ContactForm {
  firstName: string;
  familyName: string;
  middleName: string;
  localName: string;
  chineseName: string;
  title: string;
  ouID: string;
  departmentID: string;
  email: string;
  phone: PhoneForm;
  mobile: MobileForm;
  fax: string;
  workingLocation: string;
  secondaryEmails: string[];
  secondaryPhones: PhoneForm[];
  secondaryMobiles: MobileForm[];
  isMasterRecord: boolean;
}

export const emptyPhone = (): PhoneForm => ({ countryCode: '', areaCode: '', number: '', extension: '' });
export const emptyMobile = (): MobileForm => ({ countryCode: '', number: '' });

const text = (value: string | null | undefined) => value ?? '';
const phoneForm = (phone: ContactMaintenance['phone']): PhoneForm =>
  phone
    ? {
        countryCode: text(phone.countryCode),
        areaCode: text(phone.areaCode),
        number: phone.number,
        extension: text(phone.extension),
      }
    : emptyPhone();
const mobileForm = (mobile: ContactMaintenance['mobile']): MobileForm =>
  mobile ? { countryCode: text(mobile.countryCode), number: mobile.number } : emptyMobile();

export function toForm(contact: ContactMaintenance | null, ouID = ''): ContactForm {
  return {
    firstName: text(contact?.firstName),
    familyName: text(contact?.familyName),
    middleName: text(contact?.middleName),
    localName: text(contact?.localName),
    chineseName: text(contact?.chineseName),
    title: text(contact?.title),
    ouID: contact ? String(contact.ouID) : ouID,
    departmentID: contact?.departmentID ? String(contact.departmentID) : '',
    email: text(contact?.email),
    phone: phoneForm(contact?.phone ?? null),
    mobile: mobileForm(contact?.mobile ?? null),
    fax: text(contact?.fax),
    workingLocation: text(contact?.workingLocation),
    secondaryEmails: contact?.secondaryEmails ?? [],
    secondaryPhones: (contact?.secondaryPhones ?? []).map(phoneForm),
    secondaryMobiles: (contact?.secondaryMobiles ?? []).map(mobileForm),
    isMasterRecord: contact?.isMasterRecord ?? false,
  };
}

/** An untouched phone row is "no phone", not a phone without a number (which the server refuses). */
const phoneOrNull = (phone: PhoneForm) =>
  Object.values(phone).some((part) => part.trim() !== '') ? phone : null;
const mobileOrNull = (mobile: MobileForm) =>
  Object.values(mobile).some((part) => part.trim() !== '') ? mobile : null;

/** The save request; the server's contract validates it and answers with field errors. */
export function toRequest(
  form: ContactForm,
  existing: { contactID: number; version: number } | null,
  retainPermissions: boolean,
): ContactInfoUpdateRequest {
  return {
    ...(existing ? { contactID: existing.contactID, version: existing.version } : {}),
    retainPermissions,
    firstName: form.firstName,
    familyName: form.familyName,
    middleName: form.middleName,
    localName: form.localName,
    chineseName: form.chineseName,
    title: form.title,
    ouID: form.ouID,
    departmentID: form.departmentID || null,
    email: form.email.trim() || null,
    phone: phoneOrNull(form.phone),
    mobile: mobileOrNull(form.mobile),
    fax: form.fax,
    workingLocation: form.workingLocation,
    secondaryEmails: form.secondaryEmails.filter((email) => email.trim() !== ''),
    secondaryPhones: form.secondaryPhones.filter((phone) => phoneOrNull(phone) !== null),
    secondaryMobiles: form.secondaryMobiles.filter((mobile) => mobileOrNull(mobile) !== null),
    isMasterRecord: form.isMasterRecord,
  };
}

type LabelKey = `fields.${keyof ContactForm}` | `phone.${keyof PhoneForm}`;

/**
 * The label (locale key) a problem's text names its field by, where the text takes one (a character the
 * shared text rule refuses): the part of a phone, else the field or list the path starts with.
 */
export function fieldLabelKey(path: string): LabelKey | undefined {
  const parts = path.split('.');
  const part = parts.at(-1) ?? '';
  if (parts.length > 1 && ['countryCode', 'areaCode', 'number', 'extension'].includes(part)) {
    return `phone.${part as keyof PhoneForm}`;
  }
  const field = parts[0] as keyof ContactForm;
  return field in emptyFormFields ? `fields.${field}` : undefined;
}

const emptyFormFields: ContactForm = toForm(null);
