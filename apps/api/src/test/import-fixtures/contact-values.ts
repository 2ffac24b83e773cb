import type { ContactImportValues } from '../../modules/import/parser/contact-row.js';

/** A contact as an import row sets it: first name A, family name B, nothing optional, then `overrides`. */
export const contactValues = (
  email: string,
  overrides: Partial<ContactImportValues> = {},
): ContactImportValues => ({
  email,
  firstName: 'A',
  middleName: null,
  familyName: 'B',
  displayName: 'A B',
  localName: null,
  chineseName: null,
  title: null,
  departmentId: null,
  secondaryEmails: [],
  phoneCountryCode: null,
  phoneAreaCode: null,
  phoneNumber: null,
  phoneExtension: null,
  mobileCountryCode: null,
  mobileNumber: null,
  fax: null,
  workingLocation: null,
  isMasterRecord: false,
  ...overrides,
});
