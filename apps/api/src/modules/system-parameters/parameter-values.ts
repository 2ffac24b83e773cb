import { EMAIL_PATTERN, SYSTEM_PARAMETER_MESSAGES as M } from '@cd/contracts';
import type { SystemParameter } from '@cd/db';

/** Why a value does not fit its parameter's type and range, or null when it fits. */
export function valueProblem(parameter: SystemParameter, value: string): string | null {
  switch (parameter.type) {
    case 'number': {
      if (!/^-?[0-9]{1,15}$/.test(value.trim())) return M.number;
      const n = Number(value.trim());
      if (parameter.minValue !== null && n < parameter.minValue)
        return M.min.replace('{{min}}', String(parameter.minValue));
      if (parameter.maxValue !== null && n > parameter.maxValue)
        return M.max.replace('{{max}}', String(parameter.maxValue));
      return null;
    }
    case 'boolean':
      return value === 'true' || value === 'false' ? null : M.boolean;
    case 'email':
      return EMAIL_PATTERN.test(value.trim()) ? null : M.email;
    case 'url':
      return URL.canParse(value.trim()) && /^https?:$/.test(new URL(value.trim()).protocol) ? null : M.url;
    default:
      return value.trim() ? null : M.text;
  }
}

/** The stored form: trimmed, numbers without leading zeros, emails lower-cased. */
export function storedValue(parameter: SystemParameter, value: string): string {
  const trimmed = value.trim();
  if (parameter.type === 'number') return String(Number(trimmed));
  if (parameter.type === 'email') return trimmed.toLowerCase();
  return trimmed;
}
