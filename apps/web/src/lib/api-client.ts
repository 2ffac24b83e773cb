import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  sessionEndpoints,
  type EndpointName,
  type Endpoints,
  type EndpointSpec,
  type Envelope,
  type SessionInfo,
} from '@cd/contracts';
import type { EndpointBody, EndpointData, EndpointQuery } from '@cd/contracts/endpoint-schemas';
import type { z } from 'zod';
import { ApiError, errorFromResponse, responseLanguage } from './api-error';

export { ApiError, isApiError, type ApiErrorCode } from './api-error';

export const REAUTHORIZE_PATH = sessionEndpoints['Authorization.ReAuthorize'].path;

/**
 * The endpoint table stays out of the first screen's bundle (decision 070): asked for as this module loads,
 * so it is there by the first call; the session's own endpoints are at hand before it.
 */
let table: Promise<Endpoints> | undefined;
const endpointTable = () => {
  table ??= import('./endpoint-table').then((module) => module.endpoints);
  // A failed load (a new deployment, a dropped connection) is tried again by the next call.
  table.catch(() => (table = undefined));
  return table;
};
void endpointTable();
const endpointOf = async <N extends EndpointName>(name: N): Promise<EndpointSpec> =>
  name in sessionEndpoints
    ? sessionEndpoints[name as keyof typeof sessionEndpoints]
    : (await endpointTable())[name];

type QueryValue = string | number | boolean | null | undefined;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SendOptions {
  method?: Method;
  query?: Record<string, QueryValue>;
  /** Sent as JSON, unless it is FormData or a Blob. */
  body?: unknown;
  signal?: AbortSignal;
  /** false: hand a 401 straight back instead of re-authorizing (the session probe uses this). */
  reauthorize?: boolean;
}

/** A route's response schema from packages/contracts: the same `envelope(...)` the API route declares. */
export type ResponseSchema<T> = z.ZodType<Envelope<T>>;

/**
 * The same schema fetched with its own chunk, `() => import('./schemas').then((m) => m.x)`: the first
 * screen's calls name theirs this way so zod stays out of the first download (decision 070). It loads
 * while the request is in flight and the response is checked just the same.
 */
export type LazyResponseSchema<T> = () => Promise<ResponseSchema<T>>;

export interface RequestOptions<T> extends SendOptions {
  /** Required: no response reaches a screen unchecked. */
  schema: ResponseSchema<T> | LazyResponseSchema<T>;
}

/**
 * The session's contract, loaded on first use (decision 070): the session probe and re-authorization are
 * the first calls every visit makes, and zod is not part of the first download.
 */
export const sessionResponse: LazyResponseSchema<SessionInfo> = () =>
  import('./session-contract').then((contract) => contract.sessionResponse);

/** A named endpoint's input, typed by its contract: query and body (a file upload sends FormData). */
export type EndpointInput<N extends EndpointName> = Pick<SendOptions, 'signal' | 'reauthorize'> &
  (EndpointQuery<N> extends undefined ? { query?: undefined } : { query: EndpointQuery<N> }) &
  (EndpointBody<N> extends undefined ? { body?: FormData } : { body: EndpointBody<N> });

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition (filename* preferred); null when the server names none. */
  filename: string | null;
}

export interface ApiClientEvents {
  /** ReAuthorize succeeded: the session (roles, expiry) may have changed. */
  onSessionRefreshed?(session: SessionInfo): void;
  /** ReAuthorize was refused: the user must sign in again. Fired once per lost session. */
  onSessionLost?(): void;
  /** Even a fresh access token was refused (spec 8 "No access token obtainable"). */
  onNoAccessToken?(): void;
}

export function createApiClient(fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)) {
  let events: ApiClientEvents = {};
  let reauthorizing: Promise<SessionInfo | null> | null = null;
  // Bumped by every successful ReAuthorize; a request sent before the bump just retries.
  let generation = 0;
  let sessionLostNotified = false;

  async function send(path: string, options: SendOptions, accept: string): Promise<Response> {
    const method = options.method ?? 'GET';
    const headers = new Headers({ Accept: accept });
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
        const response = await send(REAUTHORIZE_PATH, { method: 'POST' }, 'application/json');
        if (response.status === 401 || response.status === 403) return null;
        const session = await readEnvelope(response, await sessionResponse());
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

  /** Sends once; on a 401 re-authorizes (shared) and sends once more. Returns the last response. */
  async function sendAuthorized(path: string, options: SendOptions, accept: string): Promise<Response> {
    const sentAt = generation;
    const response = await send(path, options, accept);
    if (response.status !== 401 || options.reauthorize === false) return response;
    if (sentAt === generation && !(await reAuthorize())) {
      if (!sessionLostNotified) {
        sessionLostNotified = true;
        events.onSessionLost?.();
      }
      return response;
    }
    const retried = await send(path, options, accept);
    if (retried.status === 401) events.onNoAccessToken?.();
    return retried;
  }

  async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
    const schema = typeof options.schema === 'function' ? options.schema() : Promise.resolve(options.schema);
    // A request that fails before its schema is needed must not leave the schema's rejection unhandled.
    schema.catch(() => undefined);
    const response = await sendAuthorized(path, options, 'application/json');
    return readEnvelope(response, await schema);
  }

  /** A file (Excel template, export, report) through the same CSRF, re-authorization and errors. */
  async function download(path: string, options: SendOptions = {}): Promise<DownloadedFile> {
    const response = await sendAuthorized(path, options, '*/*');
    if (!response.ok) throw await errorFromResponse(response);
    if (response.headers.get('content-type')?.includes('application/json')) {
      // The legacy wrapper may still say `result: false` with a 200.
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      if (isFailedEnvelope(body)) throw resultFalse(response, body.message);
    }
    return {
      blob: await response.blob(),
      // The parser loads with the first download (decision 070).
      filename: (await import('./content-disposition')).filenameFromContentDisposition(
        response.headers.get('content-disposition'),
      ),
    };
  }

  /** What the endpoint table says for `name`: its path, and its method with the typed query and body. */
  const named = async <N extends EndpointName>(name: N, { query, ...input }: EndpointInput<N>) => {
    const { method, path } = await endpointOf(name);
    return { path, options: { ...input, method, query: query as SendOptions['query'] } };
  };

  return {
    request,
    /** Calls an endpoint of the table by name; the answer is checked against its response schema. */
    call: async <N extends EndpointName>(
      name: N,
      input: EndpointInput<N> & { schema: RequestOptions<EndpointData<N>>['schema'] },
    ) => {
      const { path, options } = await named(name, input);
      return request<EndpointData<N>>(path, { ...options, schema: input.schema });
    },
    /** A file endpoint of the table (template, export, report) by name. */
    file: async <N extends EndpointName>(name: N, input: EndpointInput<N>) => {
      const { path, options } = await named(name, input);
      return download(path, options);
    },
    get: <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    download,
    reAuthorize,
    setEvents(next: ApiClientEvents) {
      events = next;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's one client; tests build their own with createApiClient. */
export const apiClient = createApiClient();

function withQuery(path: string, query: SendOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function isFailedEnvelope(body: unknown): body is { result: false; message?: unknown } {
  return typeof body === 'object' && body !== null && (body as { result?: unknown }).result === false;
}

function resultFalse(response: Response, message: unknown): ApiError {
  return new ApiError(
    response.status,
    'RESULT_FALSE',
    typeof message === 'string' ? message : '',
    [],
    response.headers.get('x-request-id') ?? undefined,
    responseLanguage(response),
  );
}

/** Unwraps `{ result, message, data }` checked against the route's contract; every failure is an ApiError. */
async function readEnvelope<T>(response: Response, schema: ResponseSchema<T>): Promise<T> {
  if (!response.ok) throw await errorFromResponse(response);
  const body: unknown = await response.json().catch(() => undefined);
  if (isFailedEnvelope(body)) throw resultFalse(response, body.message);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      'Unexpected response from server.',
      details,
      response.headers.get('x-request-id') ?? undefined,
    );
  }
  return parsed.data.data;
}
