import { z } from 'zod';
import { intParam } from './ids.js';

/**
 * Spec 5's email pattern: a local part of letters, digits and some symbols, `@`, a domain, a dot and at
 * least two letters. Stored lower-cased (the database checks it).
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const EMAIL_MESSAGE = 'Enter a valid email address, such as name@example.com';

export const emailAddress = z
  .string()
  .trim()
  .max(254, 'An email address has at most 254 characters')
  .regex(EMAIL_PATTERN, EMAIL_MESSAGE)
  .transform((email) => email.toLowerCase());

/** An optional free-text field: trimmed, empty becomes null, bounded. */
export const optionalText = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .max(max, `${label} has at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A required free-text field: trimmed, bounded, with a message naming the field. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is a mandatory field` })
    .trim()
    .min(1, `${label} is a mandatory field`)
    .max(max, `${label} has at most ${max} characters`);

/**
 * The optimistic-locking version a save is based on. A save whose version is no longer current is refused
 * with 409 and STALE_VERSION_MESSAGE, so nobody overwrites someone else's change unseen.
 */
export const version = intParam('version', { min: 1 });
export const STALE_VERSION_MESSAGE =
  'Someone else changed this record after you opened it. Reload it to see their changes, then save again.';

/** The "Are you sure…" confirmations of spec 5 are the web's; these are the server's answers to refusals. */
export const DELETE_REFUSED = {
  contact: "You can't delete this contact",
  organizationUnit: "You can't delete this OU",
  department: "You can't delete this department",
} as const;

/** Who changed a record and when, for every maintained entity. */
export const stamps = {
  createdBy: z.string(),
  createdDate: z.string(),
  modifiedBy: z.string(),
  modifiedDate: z.string(),
};
