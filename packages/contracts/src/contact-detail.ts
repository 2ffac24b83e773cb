import { z } from 'zod';
import { envelope } from './common/envelope.js';
import { idParam } from './common/ids.js';
import { functionCode } from './function-code-schema.js';
import { FunctionCode } from './function-codes.js';

/** `GET /api/Contacts/GetContactsByContactID?contactID=…&functionCode=…` (spec 7). */
export const contactDetailQuery = z.object({
  contactID: idParam('contactID'),
  functionCode: functionCode.default(FunctionCode.DirectorySearch),
});
export type ContactDetailQuery = z.infer<typeof contactDetailQuery>;

export const contactSource = z.enum(['MANUAL', 'IMPORT', 'OUSYNC', 'USER']);

/**
 * The contact detail view of spec 3, field names as the spec gives them, plus the ids and name parts a
 * client needs to link onwards and to build a vCard. Phones are display strings (country, area, number and
 * extension already joined); `editContactLink` is null unless the caller may edit this contact.
 */
export const contactDetail = z.object({
  contactID: z.number().int(),
  displayName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  familyName: z.string(),
  localName: z.string().nullable(),
  chineseName: z.string().nullable(),
  department: z.string().nullable(),
  departmentNameZh: z.string().nullable(),
  departmentID: z.number().int().nullable(),
  email: z.string().nullable(),
  secondaryEmail: z.array(z.string()),
  title: z.string().nullable(),
  ouID: z.number().int(),
  ouName: z.string(),
  ouNameZh: z.string().nullable(),
  phone: z.string().nullable(),
  secondaryPhone: z.array(z.string()),
  mobile: z.string().nullable(),
  secondaryMobile: z.array(z.string()),
  workingLocation: z.string().nullable(),
  fax: z.string().nullable(),
  source: contactSource,
  createdBy: z.string(),
  createdDate: z.string(),
  modifiedBy: z.string(),
  modifiedDate: z.string(),
  editContactLink: z.string().nullable(),
});
export type ContactDetail = z.infer<typeof contactDetail>;
export const contactDetailResponse = envelope(contactDetail);
