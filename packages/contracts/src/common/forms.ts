import { z } from 'zod';
import { intParam } from './ids.js';
import { hasNameSymbol } from './input-filters.js';
import type { ServerMessageCode } from './server-messages.js';
import { text } from './text.js';
import type { TextRule } from './text-rule.js';

/**
 * Spec 5's email pattern: a local part of letters, digits and some symbols, `@`, a domain, a dot and at
 * least two letters. Stored lower-cased (the database checks it).
 */
/** An optional free-text field: trimmed, empty becomes null, bounded. */
export const optionalText = (label: string, max = 200, rule: TextRule = 'line') =>
  text(rule)
    .trim()
    .max(max, `${label} has at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A required free-text field: trimmed, bounded, with a message naming the field. */
export const requiredText = (label: string, max = 200) =>
  text('line', `${label} is a mandatory field`)
    .trim()
    .min(1, `${label} is a mandatory field`)
    .max(max, `${label} has at most ${max} characters`);

/** A coded rule of a form field (decision 106): the API and the browser name the problem the same way. */
export const codedRule = (messageCode: ServerMessageCode, message: string) => ({
  message,
  params: { messageCode },
});

/** A person's name part: spec 5's symbols refused (the web's input strips them as typed, decision 106). */
export const personName = <T extends z.ZodType<string | null | undefined>>(schema: T, label: string) =>
  schema.refine(
    (value) => typeof value !== 'string' || !hasNameSymbol(value),
    codedRule('FIELD_NAME_SYMBOL', `${label} may not contain ~ ! @ # $ % ^ * + = " ; < >`),
  );

/**
 * The optimistic-locking version a save is based on. A save whose version is no longer current is refused
 * with 409 and the message code STALE_VERSION, so nobody overwrites someone else's change unseen.
 */
export const version = intParam('version', { min: 1 });

/** Who changed a record and when, for every maintained entity. */
export const stamps = {
  createdBy: z.string(),
  createdDate: z.string(),
  modifiedBy: z.string(),
  modifiedDate: z.string(),
};
