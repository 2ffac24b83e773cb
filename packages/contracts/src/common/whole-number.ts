// Values only, no zod: the web's first screen imports these, and a module that also built schemas would
// bring zod with it (web decision 070). Re-exported from ids.ts.

/** Ids are PostgreSQL `integer`s: anything above this overflows the column and must be refused as input. */
export const MAX_ID = 2_147_483_647;

const DECIMAL = /^(0|[1-9][0-9]{0,9})$/;

export interface IntRange {
  min?: number;
  max?: number;
}

/** intParam's rule without zod, for the web's URL checks on the first screen (web decision 070). */
export function isWholeNumberInRange(value: string | number, { min = 0, max = MAX_ID }: IntRange = {}) {
  const parsed = readWholeNumber(value);
  return parsed !== null && parsed >= min && parsed <= max;
}

export function readWholeNumber(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  const parsed = DECIMAL.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(parsed) ? parsed : null;
}
