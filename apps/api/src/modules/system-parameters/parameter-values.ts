import {
  EMAIL_PATTERN,
  SYSTEM_PARAMETER_CHOICES,
  SYSTEM_PARAMETER_MESSAGES as M,
  type MessageParams,
  type ServerMessageCode,
} from '@cd/contracts';
import type { SystemParameter } from '@cd/db';

type ProblemKind = keyof typeof M;

/** A refused value: the English text plus its code for the web (decision 053). */
export interface ValueProblem {
  message: string;
  messageCode: ServerMessageCode;
  params?: MessageParams;
}

export function valueProblemOf(
  kind: ProblemKind,
  params: Record<string, string | number> = {},
): ValueProblem {
  return {
    message: M[kind].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole)),
    messageCode: `SYSTEM_PARAMETER_${kind.toUpperCase()}` as ServerMessageCode,
    ...(Object.keys(params).length > 0 && { params }),
  };
}

/** Why a value does not fit its parameter's type and range, or null when it fits. */
export function valueProblem(parameter: SystemParameter, value: string): ValueProblem | null {
  switch (parameter.type) {
    case 'number': {
      if (!/^-?[0-9]{1,15}$/.test(value.trim())) return valueProblemOf('number');
      const n = Number(value.trim());
      if (parameter.minValue !== null && n < parameter.minValue)
        return valueProblemOf('min', { min: parameter.minValue });
      if (parameter.maxValue !== null && n > parameter.maxValue)
        return valueProblemOf('max', { max: parameter.maxValue });
      return null;
    }
    case 'boolean':
      return value === 'true' || value === 'false' ? null : valueProblemOf('boolean');
    case 'email':
      return EMAIL_PATTERN.test(value.trim()) ? null : valueProblemOf('email');
    case 'url':
      return URL.canParse(value.trim()) && /^https?:$/.test(new URL(value.trim()).protocol)
        ? null
        : valueProblemOf('url');
    default: {
      if (!value.trim()) return valueProblemOf('text');
      const choices = SYSTEM_PARAMETER_CHOICES[parameter.key];
      return !choices || choices.includes(value.trim())
        ? null
        : valueProblemOf('choice', { choices: choices.join(', ') });
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
