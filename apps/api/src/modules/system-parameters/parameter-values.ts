import { EMAIL_PATTERN, SYSTEM_PARAMETER_CHOICES, type FieldIssue } from '@cd/contracts';
import type { SystemParameter } from '@cd/db';
import { fieldIssue } from '../../lib/errors.js';

/** A refused value of the parameter at `path`, coded (texts in the contracts' server message table). */
export type ValueProblem = (path: string) => FieldIssue;

const problem =
  (code: Parameters<typeof fieldIssue>[1], params?: Record<string, string | number>): ValueProblem =>
  (path) =>
    fieldIssue(path, code, params as never);

export const unknownParameter = (key: string) => problem('SYSTEM_PARAMETER_UNKNOWN', { key });

/** Why a value does not fit its parameter's type and range, or null when it fits. */
export function valueProblem(parameter: SystemParameter, value: string): ValueProblem | null {
  switch (parameter.type) {
    case 'number': {
      if (!/^-?[0-9]{1,15}$/.test(value.trim())) return problem('SYSTEM_PARAMETER_NUMBER');
      const n = Number(value.trim());
      if (parameter.minValue !== null && n < parameter.minValue)
        return problem('SYSTEM_PARAMETER_MIN', { min: parameter.minValue });
      if (parameter.maxValue !== null && n > parameter.maxValue)
        return problem('SYSTEM_PARAMETER_MAX', { max: parameter.maxValue });
      return null;
    }
    case 'boolean':
      return value === 'true' || value === 'false' ? null : problem('SYSTEM_PARAMETER_BOOLEAN');
    case 'email':
      return EMAIL_PATTERN.test(value.trim()) ? null : problem('SYSTEM_PARAMETER_EMAIL');
    case 'url':
      return URL.canParse(value.trim()) && /^https?:$/.test(new URL(value.trim()).protocol)
        ? null
        : problem('SYSTEM_PARAMETER_URL');
    default: {
      if (!value.trim()) return problem('SYSTEM_PARAMETER_TEXT');
      const choices = SYSTEM_PARAMETER_CHOICES[parameter.key];
      return !choices || choices.includes(value.trim())
        ? null
        : problem('SYSTEM_PARAMETER_CHOICE', { choices: choices.join(', ') });
    }
  }
}

/** The stored form: trimmed, numbers without leading zeros, emails lower-cased. */
export function storedValue(parameter: SystemParameter, value: string): string {
  const trimmed = value.trim();
  if (parameter.type === 'number') return String(Number(trimmed));
  if (parameter.type === 'email') return trimmed.toLowerCase();
  return trimmed;
}
