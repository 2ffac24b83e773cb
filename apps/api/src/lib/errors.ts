import type { ErrorCode, FieldIssue, ServerMessage } from '@cd/contracts';

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
    /** The message's code for the web to translate (decision 053). */
    readonly serverMessage?: ServerMessage,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusByCode[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found.`);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Sign in to continue.') => new AppError('UNAUTHENTICATED', message);
