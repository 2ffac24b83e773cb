import { z } from 'zod';

import { readWholeNumber, MAX_ID, type IntRange } from './whole-number.js';

export { isWholeNumberInRange, MAX_ID, type IntRange } from './whole-number.js';

/**
 * A whole number read from outside (query string, path, form field or JSON), strictly: only plain decimal
 * digits with no sign, spaces, exponent or hex (`0x1`, `+1`, ` 1`, `1e3`, `1.0` are refused), within
 * [min, max]. Every id and page number goes through this one parser.
 */
export const intParam = (name: string, range: IntRange = {}) =>
  z.union([z.string(), z.number()], { error: `${name} must be a whole number` }).transform((value, ctx) => {
    const parsed = readWholeNumber(value);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message: `${name} must be a whole number` });
      return z.NEVER;
    }
    const { min = 0, max = MAX_ID } = range;
    if (parsed < min || parsed > max) {
      ctx.addIssue({ code: 'custom', message: `${name} must be between ${min} and ${max}` });
      return z.NEVER;
    }
    return parsed;
  });

/** An entity id from outside: a strict decimal integer from 1 to MAX_ID. */
export const idParam = (name: string) => intParam(name, { min: 1 });
