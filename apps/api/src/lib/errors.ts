import type { ErrorCode, FieldIssue, ServerMessage, serverMessageParams } from '@cd/contracts';
import { serverMessageEn } from '@cd/contracts/server-message-texts-en';
import { refusalErrorCodes, type RefusalCode } from './refusal-codes.js';

const statusByCode: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CSRF_REJECTED: 403,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** Thrown anywhere in a request; the one error handler turns it into the error envelope. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldIssue[],
    /** The message's code for the web to translate (decisions 053, 097). */
    readonly serverMessage?: ServerMessage,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusByCode[code];
  }
}

type Placeholders<C extends keyof typeof serverMessageParams> = (typeof serverMessageParams)[C];
/** A code's placeholder values, checked by the compiler; codes without placeholders take none. */
export type ParamsOf<C extends keyof typeof serverMessageParams> =
  Placeholders<C> extends readonly []
    ? Record<string, never>
    : Record<Placeholders<C>[number], string | number>;

/** One field issue in the contracts' English, with its code for the web (decision 097). */
export function fieldIssue<C extends keyof typeof serverMessageParams>(
  path: string,
  messageCode: C,
  params?: ParamsOf<C>,
): FieldIssue {
  const coded = codedMessage(messageCode, params);
  return { path, message: serverMessageEn(coded), ...coded };
}

const codedMessage = (messageCode: keyof typeof serverMessageParams, params?: object): ServerMessage =>
  params && Object.keys(params).length > 0
    ? { messageCode, params: params as ServerMessage['params'] }
    : { messageCode };

export interface RefuseOptions {
  /** The request field refused (`body.email`): the refusal becomes that field's issue too. */
  field?: string;
  /** Field issues of their own (several fields, or one whose text differs from the whole refusal). */
  details?: FieldIssue[];
}

/**
 * A refusal by its message code (decision 097): `throw refuse('OU_CODE_IN_USE', { code }, { field })`.
 * The status comes from the code (refusal-codes.ts), the English `message` from the contracts' table.
 */
export function refuse<C extends RefusalCode>(
  messageCode: C,
  ...[params, options]: Placeholders<C> extends readonly []
    ? [params?: ParamsOf<C>, options?: RefuseOptions]
    : [params: ParamsOf<C>, options?: RefuseOptions]
): AppError {
  const coded = codedMessage(messageCode, params);
  const message = serverMessageEn(coded);
  const details =
    options?.details ?? (options?.field ? [{ path: options.field, message, ...coded }] : undefined);
  return new AppError(refusalErrorCodes[messageCode], message, details, coded);
}

export const notFound = (record: string) => refuse('RECORD_NOT_FOUND', { record });
export const forbidden = () => refuse('NOT_PERMITTED');
export const unauthenticated = () => refuse('SIGN_IN_REQUIRED');

/** 400 for several coded field issues at once; the first one speaks for the whole refusal. */
export function refuseFields(issues: [FieldIssue, ...FieldIssue[]], message = issues[0].message): AppError {
  const { messageCode, params } = issues[0];
  const coded = codedMessage(messageCode as keyof typeof serverMessageParams, params);
  return new AppError('VALIDATION_FAILED', message, issues, coded);
}
