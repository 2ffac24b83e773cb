import { EMAIL_PATTERN, isAllowedText, SYSTEM_PARAMETER_CHOICES, type SystemParameter } from '@cd/contracts';

export type ParameterProblem =
  | {
      key:
        | 'parameters.number'
        | 'parameters.boolean'
        | 'parameters.email'
        | 'parameters.url'
        | 'parameters.text'
        | 'parameters.character';
    }
  | { key: 'parameters.choice'; choices: string }
  | { key: 'parameters.min'; min: number }
  | { key: 'parameters.max'; max: number };

/**
 * The form's check of one value by its type, the same rules the server applies (SYSTEM_PARAMETER_*);
 * the result names a locale key, so the message is in the user's language before anything is sent.
 */
export function parameterProblem(
  parameter: Pick<SystemParameter, 'type' | 'min' | 'max'> & { key?: string },
  value: string,
): ParameterProblem | null {
  // The server's one text rule (decision 088), before the type's own.
  if (!isAllowedText(value)) return { key: 'parameters.character' };
  const text = value.trim();
  switch (parameter.type) {
    case 'number': {
      if (!/^-?[0-9]{1,15}$/.test(text)) return { key: 'parameters.number' };
      const n = Number(text);
      if (parameter.min !== null && n < parameter.min) return { key: 'parameters.min', min: parameter.min };
      if (parameter.max !== null && n > parameter.max) return { key: 'parameters.max', max: parameter.max };
      return null;
    }
    case 'boolean':
      return text === 'true' || text === 'false' ? null : { key: 'parameters.boolean' };
    case 'email':
      return EMAIL_PATTERN.test(text) ? null : { key: 'parameters.email' };
    case 'url':
      return URL.canParse(text) && /^https?:$/.test(new URL(text).protocol)
        ? null
        : { key: 'parameters.url' };
    default: {
      if (!text) return { key: 'parameters.text' };
      const choices = parameter.key === undefined ? undefined : SYSTEM_PARAMETER_CHOICES[parameter.key];
      return !choices || choices.includes(text)
        ? null
        : { key: 'parameters.choice', choices: choices.join(', ') };
    }
  }
}
