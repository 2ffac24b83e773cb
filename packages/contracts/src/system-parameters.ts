import { z } from 'zod';
import { text } from './common/text.js';
import { envelope } from './common/envelope.js';
import { version } from './common/forms.js';
import { GCD_STATUS_SOURCES } from './user.js';

export const systemParameterType = z.enum(['text', 'number', 'boolean', 'email', 'url']);
export type SystemParameterType = z.infer<typeof systemParameterType>;

/**
 * One setting of `GET /api/SystemAdministration/SelectSystemParameters` (FN-0009). `value` is always a
 * string on the wire ('true'/'false' for booleans, decimal for numbers); `min`/`max` bound numbers.
 */
export const systemParameter = z.object({
  key: z.string(),
  type: systemParameterType,
  value: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  description: z.string(),
  descriptionZh: z.string(),
  version: z.number().int(),
  modifiedBy: z.string(),
  modifiedDate: z.string(),
});
export type SystemParameter = z.infer<typeof systemParameter>;
export const selectSystemParametersResponse = envelope(z.array(systemParameter));

/**
 * `POST /api/SystemAdministration/UpdateSystemParameters/` (FN-0009): the changed parameters, each with the
 * version it was read at. All or nothing: one stale version is 409, one bad value is 400 naming its key
 * (`details[].path` = `parameters.<key>`). Answers with the whole list as SelectSystemParameters does.
 */
export const updateSystemParametersRequest = z.object({
  parameters: z
    .array(
      z.object({
        key: text().trim().min(1, 'key is a mandatory field').max(100),
        value: text().max(2000, 'A parameter value has at most 2000 characters'),
        version,
      }),
    )
    .min(1, 'Nothing to save')
    .max(100),
});
export type UpdateSystemParametersRequest = z.input<typeof updateSystemParametersRequest>;
export const updateSystemParametersResponse = envelope(z.array(systemParameter));

/** Parameters whose text value must be one of a few words (compared as typed after trimming). */
export const SYSTEM_PARAMETER_CHOICES: Readonly<Record<string, readonly string[]>> = {
  'gcd.status.source': GCD_STATUS_SOURCES,
};
