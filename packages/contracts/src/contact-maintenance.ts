import { z } from 'zod';
import { text } from './common/text.js';
import { envelope } from './common/envelope.js';
import { emailAddress } from './common/email.js';
import { codedRule, optionalText, personName, requiredText, stamps, version } from './common/forms.js';
import { idParam } from './common/ids.js';
import { contactSource } from './contact-detail.js';
import { functionCode } from './function-code-schema.js';
import { CONTACT_MAINTENANCE_CODES, FunctionCode } from './function-codes.js';

/**
 * `GET /api/Contacts/ContactMaintenance?contactID=…&functionCode=…` loads a contact for the maintenance
 * screen. The caller needs FN-0003 or one of its variants A/B/C on the contact's OU; what they may do there
 * comes back as `canEditDetails` (A), `canEditPermissions` (B) and `canDelete` (C). `functionCode` names
 * which screen asks.
 */
export const contactMaintenanceQuery = z.object({
  contactID: idParam('contactID'),
  functionCode: z
    .enum(CONTACT_MAINTENANCE_CODES, {
      error: 'functionCode must be FN-0003, FN-0003A, FN-0003B or FN-0003C',
    })
    .default(FunctionCode.ContactMaintenance),
});
export type ContactMaintenanceQuery = z.infer<typeof contactMaintenanceQuery>;

const digits = (label: string, max: number) =>
  text()
    .trim()
    .max(max, `${label} has at most ${max} digits`)
    .refine(
      (value) => /^[0-9]*$/.test(value),
      codedRule('FIELD_DIGITS_ONLY', `${label} may contain digits only`),
    )
    .nullish()
    .transform((value) => (value ? value : null));

const phoneNumber = (label: string) =>
  text('line', `${label} is a mandatory field`)
    .trim()
    .min(1, `${label} is a mandatory field`)
    .max(30, `${label} has at most 30 characters`)
    .refine(
      // Empty is the mandatory rule's to say, once.
      (value) => /^(?:[0-9][0-9 -]*)?$/.test(value),
      codedRule('FIELD_PHONE_CHARACTERS', `${label} may contain digits, spaces and hyphens only`),
    );

/** A phone of spec 3: country code, area code, number, extension. */
export const phoneInput = z.object({
  countryCode: digits('Country code', 4),
  areaCode: digits('Area code', 6),
  number: phoneNumber('Phone number'),
  extension: digits('Extension', 8),
});
export type PhoneInput = z.infer<typeof phoneInput>;

export const mobileInput = z.object({
  countryCode: digits('Country code', 4),
  number: phoneNumber('Mobile number'),
});
export type MobileInput = z.infer<typeof mobileInput>;

export const MAX_SECONDARY = 10;

/** Every field of the contact form (spec 3), shared by the load and the save. */
const contactFields = {
  firstName: personName(requiredText('First name', 100), 'First name'),
  familyName: personName(requiredText('Family name', 100), 'Family name'),
  middleName: personName(optionalText('Middle name', 100), 'Middle name'),
  localName: personName(optionalText('Local name', 100), 'Local name'),
  chineseName: personName(optionalText('Chinese name', 100), 'Chinese name'),
  title: optionalText('Job title', 200),
  ouID: idParam('ouID'),
  departmentID: idParam('departmentID')
    .nullish()
    .transform((id) => id ?? null),
  email: emailAddress.nullish().transform((email) => email ?? null),
  phone: phoneInput.nullish().transform((phone) => phone ?? null),
  mobile: mobileInput.nullish().transform((mobile) => mobile ?? null),
  fax: optionalText('Fax', 40),
  workingLocation: optionalText('Working location', 300, 'lines'),
  secondaryEmails: z
    .array(emailAddress)
    .max(MAX_SECONDARY, `At most ${MAX_SECONDARY} secondary emails`)
    .default([]),
  secondaryPhones: z
    .array(phoneInput)
    .max(MAX_SECONDARY, `At most ${MAX_SECONDARY} secondary phones`)
    .default([]),
  secondaryMobiles: z
    .array(mobileInput)
    .max(MAX_SECONDARY, `At most ${MAX_SECONDARY} secondary mobiles`)
    .default([]),
  isMasterRecord: z.boolean().default(false),
};

/**
 * `POST /api/Contacts/ContactInfoUpdate`: creates a contact when `contactID` is absent, else updates it
 * based on `version` (409 when stale). Moving a contact to another OU needs FN-0003/FN-0003A on both OUs.
 * At most one contact per email is its master record (409 CONTACT_MASTER_EMAIL_TAKEN / _IN_USE otherwise).
 * When the master contact's email changes, `retainPermissions` moves to the new email those of the user's
 * grants the editor could grant themselves (FN-0003B on the contact's OU needed); the others stay, listed
 * in `permissionMove.stayed`. Grants never merge into a user who has signed in under the new email, unless
 * a system administrator sends `confirmGrantMerge: true` (decision 086).
 */
export const contactInfoUpdateRequest = z
  .object({
    contactID: idParam('contactID').optional(),
    version: version.optional(),
    retainPermissions: z.boolean().default(false),
    confirmGrantMerge: z.boolean().default(false),
    ...contactFields,
  })
  .superRefine((body, ctx) => {
    if (body.contactID !== undefined && body.version === undefined) {
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'version is required to update a contact' });
    }
    const emails = [body.email, ...body.secondaryEmails].filter(Boolean);
    if (new Set(emails).size !== emails.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['secondaryEmails'],
        ...codedRule('FIELD_EMAIL_TWICE', 'An email address is listed twice'),
      });
    }
  });
export type ContactInfoUpdateRequest = z.input<typeof contactInfoUpdateRequest>;
export type ContactInfoUpdate = z.output<typeof contactInfoUpdateRequest>;

const phoneOutput = z.object({
  countryCode: z.string().nullable(),
  areaCode: z.string().nullable(),
  number: z.string(),
  extension: z.string().nullable(),
});
const mobileOutput = z.object({ countryCode: z.string().nullable(), number: z.string() });

/** The contact as the edit form shows it, with what the caller may do to it. */
export const contactMaintenance = z.object({
  contactID: z.number().int(),
  version: z.number().int(),
  firstName: z.string(),
  familyName: z.string(),
  middleName: z.string().nullable(),
  localName: z.string().nullable(),
  chineseName: z.string().nullable(),
  displayName: z.string(),
  title: z.string().nullable(),
  ouID: z.number().int(),
  ouName: z.string(),
  departmentID: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  email: z.string().nullable(),
  phone: phoneOutput.nullable(),
  mobile: mobileOutput.nullable(),
  fax: z.string().nullable(),
  workingLocation: z.string().nullable(),
  secondaryEmails: z.array(z.string()),
  secondaryPhones: z.array(phoneOutput),
  secondaryMobiles: z.array(mobileOutput),
  isMasterRecord: z.boolean(),
  source: contactSource,
  ...stamps,
  /** Whether the caller may save the form (FN-0003A), open the permission screen (FN-0003B), delete (FN-0003C). */
  canEditDetails: z.boolean(),
  canEditPermissions: z.boolean(),
  canDelete: z.boolean(),
});
export type ContactMaintenance = z.infer<typeof contactMaintenance>;
export const contactMaintenanceResponse = envelope(contactMaintenance);
/**
 * Why a grant stayed with the old email: the editor may not edit permissions on its OU (FN-0003B), does not
 * hold its code there, or holds it there but not on the whole subtree the grant covers.
 */
export const GRANT_STAYED_REASONS = ['noPermissionEditOnOu', 'notHeldOnOu', 'notHeldOnSubtree'] as const;
export type GrantStayedReason = (typeof GRANT_STAYED_REASONS)[number];

export const movedGrant = z.object({
  ouID: z.number().int(),
  ouName: z.string(),
  functionCode: functionCode,
  includesSubsidiaries: z.boolean(),
});
export type MovedGrant = z.infer<typeof movedGrant>;

/** What `retainPermissions` did: the grants that moved to the new email and those that stayed, with why. */
export const permissionMove = z.object({
  from: z.string(),
  to: z.string(),
  moved: z.array(movedGrant),
  stayed: z.array(movedGrant.extend({ reason: z.enum(GRANT_STAYED_REASONS) })),
});
export type PermissionMove = z.infer<typeof permissionMove>;

/**
 * ContactInfoUpdate answers with the saved contact (its new `version`), message 'Contact saved.', and
 * `permissionMove` when the save moved (or tried to move) the user's grants.
 */
export const contactInfoUpdateResult = contactMaintenance.extend({
  permissionMove: permissionMove.optional(),
});
export type ContactInfoUpdateResult = z.infer<typeof contactInfoUpdateResult>;
export const contactInfoUpdateResponse = envelope(contactInfoUpdateResult);

/**
 * `POST /api/Contacts/RemoveContact` (FN-0003C on the contact's OU). Refused with 409 and
 * "You can't delete this contact" plus the reason (decision 024) when the contact is new (never saved) or
 * is the only contact left under its top-level OU.
 */
export const removeContactRequest = z
  .object({ contactID: idParam('contactID').optional(), version: version.optional() })
  .superRefine((body, ctx) => {
    if (body.contactID !== undefined && body.version === undefined) {
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'version is required to delete a contact' });
    }
  });
export type RemoveContactRequest = z.input<typeof removeContactRequest>;
/** `accessRevoked`: the contact was the last one carrying its email, so the person's access ended (a leaver). */
export const removeContactResponse = envelope(
  z.object({
    contactID: z.number().int(),
    accessRevoked: z.object({ revokedGrants: z.number().int(), endedSessions: z.number().int() }).optional(),
  }),
);
