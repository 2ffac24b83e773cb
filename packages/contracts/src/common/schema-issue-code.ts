import { isServerMessageCode, type ServerMessage } from './server-messages.js';

/** What a zod issue says of itself, without zod: its kind, the bounds it broke, a refinement's params. */
export interface SchemaIssueLike {
  code: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  params?: Record<string, unknown>;
}

/**
 * The coded message of one schema issue (decision 097), the same in the API's refusals and the browser's
 * own checks: the code a contract's refinement gave it (`params.messageCode`), else one by its kind
 * (mandatory, too short, too long, too small, too large, invalid).
 */
export function schemaIssueCode(issue: SchemaIssueLike): ServerMessage {
  const { messageCode, ...params } = issue.params ?? {};
  if (typeof messageCode === 'string' && isServerMessageCode(messageCode)) {
    const values = params as Record<string, string | number>;
    return Object.keys(values).length > 0 ? { messageCode, params: values } : { messageCode };
  }
  const sized = issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set';
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    if (issue.origin === 'string' && min <= 1) return { messageCode: 'FIELD_REQUIRED' };
    return { messageCode: sized ? 'FIELD_TOO_SHORT' : 'FIELD_TOO_SMALL', params: { min } };
  }
  if (issue.code === 'too_big') {
    return {
      messageCode: sized ? 'FIELD_TOO_LONG' : 'FIELD_TOO_LARGE',
      params: { max: Number(issue.maximum) },
    };
  }
  return { messageCode: 'FIELD_INVALID' };
}
