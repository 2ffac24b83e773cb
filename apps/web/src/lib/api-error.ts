import {
  errorCodes,
  type ErrorCode,
  type FieldIssue,
  type MessageParams,
  type ServerMessageCode,
} from '@cd/contracts';

/** Failures only the client can see, next to the server's codes. */
export const clientErrorCodes = ['NETWORK_ERROR', 'INVALID_RESPONSE', 'RESULT_FALSE', 'UNKNOWN'] as const;
export type ApiErrorCode = ErrorCode | (typeof clientErrorCodes)[number];
export const apiErrorCodes: readonly ApiErrorCode[] = [...errorCodes, ...clientErrorCodes];

/** What the API's messages are written in unless a response says otherwise (ARCHITECTURE 6). */
export const SERVER_MESSAGE_LANGUAGE = 'en';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details: FieldIssue[] = [],
    readonly requestId?: string,
    /** The language `message` is in: the response's Content-Language, else the API's English. */
    readonly language: string = SERVER_MESSAGE_LANGUAGE,
    /** The code the server sent when this client does not know it (then `code` is UNKNOWN). */
    readonly serverCode?: string,
    /** The message's own code and placeholders, for a text in the user's language (decision 053). */
    readonly messageCode?: string,
    readonly params?: MessageParams,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's refusal with one of these message codes: the web branches on codes, never on text (decision 097). */
export const isServerMessage = (error: unknown, ...codes: ServerMessageCode[]): error is ApiError =>
  isApiError(error) && codes.some((code) => code === error.messageCode);

export function codeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 502:
    case 503:
    case 504:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'UNKNOWN';
  }
}

const isKnownCode = (code: string): code is ErrorCode => (errorCodes as readonly string[]).includes(code);

/** Turns a failed response (any status ≥ 400, any body or none) into an ApiError. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const [json, { lenientErrorBody }] = await Promise.all([
    response.json().catch(() => undefined),
    // Loaded on the first failure: zod is not part of the first screen (decision 070).
    import('./error-body'),
  ]);
  const body = lenientErrorBody.safeParse(json);
  const envelope = body.success ? body.data : {};
  const serverCode = envelope.error?.code;
  const code =
    serverCode === undefined
      ? codeForStatus(response.status)
      : isKnownCode(serverCode)
        ? serverCode
        : 'UNKNOWN';
  return new ApiError(
    response.status,
    code,
    envelope.message || envelope.error?.message || response.statusText || `HTTP ${response.status}`,
    envelope.error?.details ?? [],
    envelope.error?.requestId ?? response.headers.get('x-request-id') ?? undefined,
    responseLanguage(response),
    code === 'UNKNOWN' ? serverCode : undefined,
    envelope.error?.messageCode,
    envelope.error?.params,
  );
}

export function responseLanguage(response: Response): string {
  return response.headers.get('content-language')?.split(',')[0]?.trim() || SERVER_MESSAGE_LANGUAGE;
}
