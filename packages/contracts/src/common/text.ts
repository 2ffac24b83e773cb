import { z } from 'zod';
import { TEXT_CHARACTER_MESSAGE, isAllowedText, type TextRule } from './text-rule.js';

export {
  TEXT_CHARACTER_MESSAGE,
  isAllowedHeaderValue,
  isAllowedText,
  refusedCharacterAt,
  type TextRule,
} from './text-rule.js';

/**
 * Every string a request carries starts here (decision 088): a string whose characters `rule` allows.
 * The refusal is coded TEXT_CHARACTER_NOT_ALLOWED; the API's error handler names the field from the
 * issue's path, so the helpers need no label. Chain trims and bounds after it as with `z.string()`.
 */
export const text = (rule: TextRule = 'line', error?: string) =>
  z.string(error ? { error } : undefined).refine((value) => isAllowedText(value, rule), {
    message: TEXT_CHARACTER_MESSAGE,
    params: { messageCode: 'TEXT_CHARACTER_NOT_ALLOWED' },
  });
