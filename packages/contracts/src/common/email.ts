import { z } from 'zod';

/**
 * Spec 5: a local part of letters, digits and some symbols, '@', a domain, a dot and at least two letters.
 * Anchored, no nested quantifiers (linear time on hostile input).
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export const EMAIL_MAX_LENGTH = 254;

export const emailAddress = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .regex(EMAIL_PATTERN, 'Email is not a valid email address')
  .transform((value) => value.toLowerCase());
