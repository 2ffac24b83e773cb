import { z } from 'zod';

/** Ids are PostgreSQL `integer`s: anything above this overflows the column and must be refused as input. */
export const MAX_ID = 2_147_483_647;

const DECIMAL = /^(0|[1-9][0-9]{0,9})$/;

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

export interface IntRange {
  min?: number;
  max?: number;
}

/** intParam's rule without zod, for the web's URL checks on the first screen (web decision 070). */
export function isWholeNumberInRange(value: string | number, { min = 0, max = MAX_ID }: IntRange = {}) {
  const parsed = readWholeNumber(value);
  return parsed !== null && parsed >= min && parsed <= max;
}

function readWholeNumber(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  const parsed = DECIMAL.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(parsed) ? parsed : null;
}

/** An entity id from outside: a strict decimal integer from 1 to MAX_ID. */
export const idParam = (name: string) => intParam(name, { min: 1 });
