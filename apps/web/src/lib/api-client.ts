import { CSRF_HEADER, CSRF_HEADER_VALUE, errorEnvelope, sessionInfo, type SessionInfo } from '@cd/contracts';
import { z } from 'zod';
import { ApiError, codeForStatus } from './api-error';

export { ApiError, isApiError, type ApiErrorCode } from './api-error';

export const REAUTHORIZE_PATH = '/api/Authorization/ReAuthorize';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON, unless it is FormData or a Blob. */
  body?: unknown;
  /** Validates the envelope's `data`; without it the data is returned unchecked. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** false: hand a 401 straight back instead of re-authorizing (the session probe uses this). */
  reauthorize?: boolean;
}

export interface ApiClientEvents {
  /** ReAuthorize succeeded: the session (roles, expiry) may have changed. */
  onSessionRefreshed?(session: SessionInfo): void;
  /** ReAuthorize was refused: the user must sign in again. Fired once per lost session. */
  onSessionLost?(): void;
  /** Even a fresh access token was refused (spec 8 "No access token obtainable"). */
  onNoAccessToken?(): void;
}

const successEnvelope = z.object({ result: z.boolean(), message: z.string(), data: z.unknown() });

export function createApiClient(fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)) {
  let events: ApiClientEvents = {};
  let reauthorizing: Promise<SessionInfo | null> | null = null;
  // Bumped by every successful ReAuthorize; a request sent before the bump just retries.
  let generation = 0;
  let sessionLostNotified = false;

  async function send(path: string, options: RequestOptions<unknown>): Promise<Response> {
    const method = options.method ?? 'GET';
    const headers = new Headers({ Accept: 'application/json' });
    if (method !== 'GET') headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
    let body: BodyInit | undefined;
    if (options.body instanceof FormData || options.body instanceof Blob) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
    try {
      return await fetchImpl(withQuery(path, options.query), {
        method,
        headers,
        body,
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError(0, 'NETWORK_ERROR', 'Unable to connect to server.');
    }
  }

  /** Single flight: every 401 that arrives while a ReAuthorize runs waits for that same call. */
  function reAuthorize(): Promise<SessionInfo | null> {
    reauthorizing ??= (async () => {
      try {
        const response = await send(REAUTHORIZE_PATH, { method: 'POST' });
        if (response.status === 401 || response.status === 403) return null;
        const session = await readEnvelope(response, sessionInfo);
        generation += 1;
        sessionLostNotified = false;
        events.onSessionRefreshed?.(session);
        return session;
      } finally {
        reauthorizing = null;
      }
    })();
    return reauthorizing;
  }

  async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const sentAt = generation;
    let response = await send(path, options);
    if (response.status === 401 && options.reauthorize !== false) {
      if (sentAt === generation && !(await reAuthorize())) {
        if (!sessionLostNotified) {
          sessionLostNotified = true;
          events.onSessionLost?.();
        }
        return readEnvelope(response, options.schema);
      }
      response = await send(path, options);
      if (response.status === 401) events.onNoAccessToken?.();
    }
    return readEnvelope(response, options.schema);
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    reAuthorize,
    setEvents(next: ApiClientEvents) {
      events = next;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's one client; tests build their own with createApiClient. */
export const apiClient = createApiClient();

function withQuery(path: string, query: RequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** Unwraps `{ result, message, data }`; every failure becomes an ApiError. */
async function readEnvelope<T>(response: Response, schema?: z.ZodType<T>): Promise<T> {
  const body: unknown = await response.json().catch(() => undefined);
  const headerRequestId = response.headers.get('x-request-id') ?? undefined;
  if (!response.ok) {
    const parsed = errorEnvelope.safeParse(body);
    if (parsed.success) {
      const { error, message } = parsed.data;
      throw new ApiError(
        response.status,
        error.code,
        message || error.message,
        error.details,
        error.requestId,
      );
    }
    const message = response.statusText || `HTTP ${response.status}`;
    throw new ApiError(response.status, codeForStatus(response.status), message, [], headerRequestId);
  }
  const envelope = successEnvelope.safeParse(body);
  if (!envelope.success) {
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      'Unexpected response from server.',
      [],
      headerRequestId,
    );
  }
  if (!envelope.data.result) {
    throw new ApiError(response.status, 'RESULT_FALSE', envelope.data.message, [], headerRequestId);
  }
  if (!schema) return envelope.data.data as T;
  const data = schema.safeParse(envelope.data.data);
  if (!data.success) {
    const details = data.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      'Unexpected response from server.',
      details,
      headerRequestId,
    );
  }
  return data.data;
}
