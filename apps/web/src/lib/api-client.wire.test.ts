// @vitest-environment node
// What the API client puts on the wire and how it fails: each case a mutant of api-client.ts that the
// behavioural tests in api-client.test.ts let survive (`pnpm mutation:web`).
import { envelope, type SessionInfo } from '@cd/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, REAUTHORIZE_PATH } from './api-client';

const anything = envelope(z.unknown());
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const ok = (data: unknown) => json(200, { result: true, message: '', data });
const refused = () => json(401, { result: false, message: 'Sign in', error: { code: 'UNAUTHENTICATED' } });
const session = {
  roles: [],
  user: {
    id: 'u1',
    email: 'amy@example.com',
    role: [],
    displayName: 'Amy',
    photoURL: null,
    settings: null,
    shortcuts: [],
  },
  accessTokenExpiryTime: '2030-01-01T00:00:00.000Z',
  refreshTokenExpiryTime: '2030-01-02T00:00:00.000Z',
} satisfies SessionInfo;

/** The fetch the client called, with its init as sent. */
function recorder(answer: (url: string, init: RequestInit) => Response | Promise<Response> = () => ok(null)) {
  const sent: { url: string; init: RequestInit; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), init, headers: new Headers(init.headers) });
    return answer(String(input), init);
  });
  return { fetchMock, sent };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client on the wire', () => {
  it('re-authorizes at the spec’s endpoint', () => {
    expect(REAUTHORIZE_PATH).toBe('/api/Authorization/ReAuthorize');
  });

  it('uses the page’s fetch when given none', async () => {
    const fetchMock = vi.fn(async () => ok({ fine: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(createApiClient().get('/api/x', { schema: anything })).resolves.toEqual({ fine: true });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('sends GET by default, asking for JSON, with no body and no Content-Type', async () => {
    const { fetchMock, sent } = recorder();
    await createApiClient(fetchMock).request('/api/x', { schema: anything });
    expect(sent[0]!.init).toMatchObject({ method: 'GET', body: undefined, credentials: 'same-origin' });
    expect(sent[0]!.headers.get('accept')).toBe('application/json');
    expect(sent[0]!.headers.has('content-type')).toBe(false);
  });

  it('sends a plain body as JSON, and a falsy one too', async () => {
    const { fetchMock, sent } = recorder();
    const client = createApiClient(fetchMock);
    await client.post('/api/x', { name: 'HR' }, { schema: anything });
    await client.post('/api/x', 0, { schema: anything });
    expect(sent.map((s) => [s.init.body, s.headers.get('content-type')])).toEqual([
      ['{"name":"HR"}', 'application/json'],
      ['0', 'application/json'],
    ]);
  });

  it('sends a Blob as it is, with its own type', async () => {
    const { fetchMock, sent } = recorder();
    const blob = new Blob(['a,b'], { type: 'text/csv' });
    await createApiClient(fetchMock).post('/api/x', blob, { schema: anything });
    expect(sent[0]!.init.body).toBe(blob);
    expect(sent[0]!.headers.has('content-type')).toBe(false);
  });

  it('reads a download as a failed envelope only when it is JSON', async () => {
    const failure = JSON.stringify({ result: false, message: 'No' });
    const typed = (type: string | null) => {
      const response = new Response(new TextEncoder().encode(failure), { status: 200 });
      if (type) response.headers.set('Content-Type', type);
      else response.headers.delete('Content-Type');
      return response;
    };
    const client = (type: string | null) => createApiClient(async () => typed(type));
    await expect(client('application/json; charset=utf-8').download('/api/f')).rejects.toMatchObject({
      code: 'RESULT_FALSE',
    });
    await expect(client('text/csv').download('/api/f')).resolves.toMatchObject({ filename: null });
    await expect(client(null).download('/api/f')).resolves.toMatchObject({ filename: null });
  });

  it('asks for anything when downloading', async () => {
    const { fetchMock, sent } = recorder(() => new Response('x', { status: 200 }));
    await createApiClient(fetchMock).download('/api/file');
    expect(sent[0]!.headers.get('accept')).toBe('*/*');
  });

  it('skips null query values and appends to a query already in the path', async () => {
    const { fetchMock, sent } = recorder();
    const client = createApiClient(fetchMock);
    await client.get('/api/x?a=1', { query: { b: 'two', c: null, d: false }, schema: anything });
    await client.get('/api/y', { query: { c: null }, schema: anything });
    expect(sent.map((s) => s.url)).toEqual(['/api/x?a=1&b=two&d=false', '/api/y']);
  });

  it('hands back the caller’s own abort untouched; any other failure is NETWORK_ERROR with its message', async () => {
    const controller = new AbortController();
    const abort = new DOMException('Aborted', 'AbortError');
    const client = createApiClient(async () => {
      throw controller.signal.aborted ? abort : new TypeError('Failed to fetch');
    });
    await expect(client.get('/api/x', { schema: anything })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
      message: 'Unable to connect to server.',
    });
    controller.abort();
    await expect(client.get('/api/x', { schema: anything, signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('api client: re-authorization', () => {
  it('POSTs ReAuthorize, and a 403 there loses the session like a 401', async () => {
    const { fetchMock, sent } = recorder((url) => (url === REAUTHORIZE_PATH ? json(403, {}) : refused()));
    const client = createApiClient(fetchMock);
    const lost = vi.fn();
    client.setEvents({ onSessionLost: lost });
    await expect(client.get('/api/x', { schema: anything })).rejects.toMatchObject({ status: 401 });
    const reauthorize = sent.find((s) => s.url === REAUTHORIZE_PATH);
    expect(reauthorize?.init.method).toBe('POST');
    expect(reauthorize?.headers.get('accept')).toBe('application/json');
    expect(lost).toHaveBeenCalledOnce();
  });

  it('starts a new ReAuthorize for a 401 after the previous one finished', async () => {
    let validUntilReauthorize = false;
    const { fetchMock, sent } = recorder((url) => {
      if (url === REAUTHORIZE_PATH) {
        validUntilReauthorize = true;
        return ok(session);
      }
      const answer = validUntilReauthorize ? ok(null) : refused();
      validUntilReauthorize = false; // every access token here is good for one request
      return answer;
    });
    const client = createApiClient(fetchMock);
    await client.get('/api/1', { schema: anything });
    await client.get('/api/2', { schema: anything });
    expect(sent.filter((s) => s.url === REAUTHORIZE_PATH)).toHaveLength(2);
  });

  it('works without listeners: a lost session or a refused retry is only the 401', async () => {
    const lostClient = createApiClient(async (url) =>
      String(url) === REAUTHORIZE_PATH ? refused() : refused(),
    );
    await expect(lostClient.get('/api/x', { schema: anything })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    const noTokenClient = createApiClient(async (url) =>
      String(url) === REAUTHORIZE_PATH ? ok(session) : refused(),
    );
    await expect(noTokenClient.get('/api/x', { schema: anything })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('reports no access token only when the retry is refused too', async () => {
    let fresh = false;
    const client = createApiClient(async (url) => {
      if (String(url) === REAUTHORIZE_PATH) {
        fresh = true;
        return ok(session);
      }
      return fresh ? ok(null) : refused();
    });
    const noAccessToken = vi.fn();
    client.setEvents({ onNoAccessToken: noAccessToken });
    await client.get('/api/x', { schema: anything });
    expect(noAccessToken).not.toHaveBeenCalled();
  });
});

describe('api client: responses it cannot use', () => {
  it('a failed envelope names the request id from the header', async () => {
    const client = createApiClient(async () =>
      json(200, { result: false, message: 7 }, { 'x-request-id': 'r-1' }),
    );
    await expect(client.get('/api/x', { schema: anything })).rejects.toMatchObject({
      code: 'RESULT_FALSE',
      message: '',
      details: [],
      requestId: 'r-1',
    });
    const without = createApiClient(async () => json(200, { result: false, message: 'No' }));
    await expect(without.get('/api/x', { schema: anything })).rejects.toMatchObject({ requestId: undefined });
  });

  it('a body off the contract is INVALID_RESPONSE with each issue’s dotted path and message', async () => {
    const client = createApiClient(async () =>
      json(200, { result: true, message: '', data: { items: [{ id: 'x' }] } }, { 'x-request-id': 'r-2' }),
    );
    const schema = envelope(z.object({ items: z.array(z.object({ id: z.number() })) }));
    const error = await client.get('/api/x', { schema }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
      message: 'Unexpected response from server.',
      requestId: 'r-2',
    });
    expect((error as { details: unknown[] }).details).toEqual([
      { path: 'data.items.0.id', message: expect.stringMatching(/number/i) },
    ]);
  });

  it('a JSON null is INVALID_RESPONSE, not a crash', async () => {
    const client = createApiClient(async () => json(200, null));
    await expect(client.get('/api/x', { schema: anything })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('a body that is not JSON at all is INVALID_RESPONSE', async () => {
    const client = createApiClient(async () => new Response('<html>', { status: 200 }));
    await expect(client.get('/api/x', { schema: anything })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      requestId: undefined,
    });
  });
});
