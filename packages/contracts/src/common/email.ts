import { text } from './text.js';

/**
 * Spec 5: a local part of letters, digits and some symbols, '@', a domain, a dot and at least two letters.
 * Anchored, no nested quantifiers (linear time on hostile input). The one email rule of the product: forms,
 * imports and system parameters all use it.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const EMAIL_MESSAGE = 'Enter a valid email address, such as name@example.com';
export const EMAIL_MAX_LENGTH = 254;

export const emailAddress = text()
  .trim()
  .max(EMAIL_MAX_LENGTH, 'An email address has at most 254 characters')
  // Coded (decision 106) so that a form says it in the user's language; the schema cannot import forms.ts.
  .refine((value) => EMAIL_PATTERN.test(value), {
    message: EMAIL_MESSAGE,
    params: { messageCode: 'FIELD_EMAIL' },
  })
  .transform((value) => value.toLowerCase());
