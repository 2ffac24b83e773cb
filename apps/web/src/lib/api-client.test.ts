// @vitest-environment node
import { envelope, type SessionInfo } from '@cd/contracts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, REAUTHORIZE_PATH } from './api-client';

const session: SessionInfo = {
  roles: ['FN-0000'],
  user: {
    id: 'u1',
    email: 'amy@example.com',
    role: ['FN-0000'],
    displayName: 'Amy Chan',
    photoURL: null,
    settings: null,
    shortcuts: [],
  },
  accessTokenExpiryTime: '2030-01-01T00:00:00.000Z',
  refreshTokenExpiryTime: '2030-01-02T00:00:00.000Z',
};

/** Any payload: the tests here are about transport, not shapes. */
const anything = envelope(z.unknown());
const withUrl = envelope(z.object({ url: z.string() }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json(200, { result: true, message: '', data });
const unauthenticated = () =>
  json(401, {
    result: false,
    message: 'Sign in required',
    error: { code: 'UNAUTHENTICATED', message: 'Sign in required', requestId: 'req-1' },
  });

/** A fake backend: the access cookie is valid once ReAuthorize has been answered. */
function backend(options: { reauthorizeStatus?: number; delayMs?: number } = {}) {
  let fresh = false;
  const calls: { url: string; method: string; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? 'GET', headers: new Headers(init?.headers) });
    if (url === REAUTHORIZE_PATH) {
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 10));
      if ((options.reauthorizeStatus ?? 200) !== 200) return unauthenticated();
      fresh = true;
      return ok(session);
    }
    return fresh ? ok({ url }) : unauthenticated();
  });
  return { fetchMock, calls, reauthorizeCalls: () => calls.filter((c) => c.url === REAUTHORIZE_PATH).length };
}

describe('api client', () => {
  it('unwraps the envelope and validates data with the given schema', async () => {
    const client = createApiClient(async () => ok({ status: 'ok' }));
    await expect(
      client.get('/api/health', { schema: envelope(z.object({ status: z.string() })) }),
    ).resolves.toEqual({ status: 'ok' });
    await expect(
      client.get('/api/health', { schema: envelope(z.object({ status: z.number() })) }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE', details: [{ path: 'data.status' }] });
  });

  it('checks with a schema loaded on first use, fetched while the request is in flight', async () => {
    const events: string[] = [];
    const client = createApiClient(async () => {
      events.push('response');
      return ok({ status: 'ok' });
    });
    const lazy = (schema: z.ZodType) => async () => {
      events.push('schema');
      return envelope(schema);
    };
    await expect(
      client.get('/api/health', { schema: lazy(z.object({ status: z.string() })) }),
    ).resolves.toEqual({ status: 'ok' });
    expect(events).toEqual(['schema', 'response']);
    await expect(
      client.get('/api/health', { schema: lazy(z.object({ status: z.number() })) }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE', details: [{ path: 'data.status' }] });
  });

  it('a schema that fails to load fails the request, and a failed request does not wait for it', async () => {
    const broken = () => Promise.reject(new Error('chunk failed to load'));
    await expect(
      createApiClient(async () => ok({ status: 'ok' })).get('/api/health', { schema: broken }),
    ).rejects.toThrow('chunk failed to load');
    const offline = createApiClient(() => Promise.reject(new TypeError('offline')));
    await expect(offline.get('/api/health', { schema: broken })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
  });

  it('refuses a ReAuthorize answer that is not a session', async () => {
    const client = createApiClient(async (input) =>
      String(input) === REAUTHORIZE_PATH ? ok({ roles: 'FN-0000' }) : unauthenticated(),
    );
    const refreshed = vi.fn();
    client.setEvents({ onSessionRefreshed: refreshed });
    await expect(client.reAuthorize()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(refreshed).not.toHaveBeenCalled();
  });

  it('turns the error envelope into a typed ApiError', async () => {
    const client = createApiClient(async () =>
      json(400, {
        result: false,
        message: 'Department name must be at least 4 characters',
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Department name must be at least 4 characters',
          details: [{ path: 'name', message: 'too short' }],
          requestId: 'req-9',
        },
      }),
    );
    const error = await client
      .post('/api/Departments/DepartmentMaintenance/', { name: 'HR' }, { schema: anything })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Department name must be at least 4 characters',
      details: [{ path: 'name', message: 'too short' }],
      requestId: 'req-9',
    });
  });

  it('treats result:false with status 200 as an error carrying the server message', async () => {
    const client = createApiClient(async () =>
      json(200, { result: false, message: 'No such contact', data: null }),
    );
    await expect(client.get('/api/x', { schema: anything })).rejects.toMatchObject({
      code: 'RESULT_FALSE',
      message: 'No such contact',
    });
  });

  it('sends the CSRF header on mutating requests only', async () => {
    const { fetchMock, calls } = backend();
    const client = createApiClient(fetchMock);
    await client.reAuthorize();
    await client.get('/api/a', { schema: anything });
    await client.post('/api/b', { x: 1 }, { schema: anything });
    expect(calls.map((c) => [c.url, c.headers.get('x-cd-csrf')])).toEqual([
      [REAUTHORIZE_PATH, '1'],
      ['/api/a', null],
      ['/api/b', '1'],
    ]);
  });

  it('shares one ReAuthorize between concurrent 401s and retries each request once', async () => {
    const { fetchMock, calls, reauthorizeCalls } = backend();
    const client = createApiClient(fetchMock);
    const refreshed = vi.fn();
    client.setEvents({ onSessionRefreshed: refreshed });

    const results = await Promise.all(
      ['/api/1', '/api/2', '/api/3'].map((p) => client.get(p, { schema: withUrl })),
    );

    expect(results).toEqual([{ url: '/api/1' }, { url: '/api/2' }, { url: '/api/3' }]);
    expect(reauthorizeCalls()).toBe(1);
    expect(refreshed).toHaveBeenCalledExactlyOnceWith(session);
    expect(calls.filter((c) => c.url === '/api/2')).toHaveLength(2);
  });

  it('retries without a new ReAuthorize when the 401 predates a finished one', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fetchMock, reauthorizeCalls } = backend({ delayMs: 1 });
    const slow = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/slow') {
        const response = unauthenticated();
        await gate; // answers 401 only after the other request has refreshed the session
        slow.mockImplementation(fetchMock);
        return response;
      }
      return fetchMock(input, init);
    });
    const client = createApiClient(slow);

    const slowRequest = client.get('/api/slow', { schema: withUrl });
    await client.get('/api/fast', { schema: withUrl });
    release();

    await expect(slowRequest).resolves.toEqual({ url: '/api/slow' });
    expect(reauthorizeCalls()).toBe(1);
  });

  it('when ReAuthorize fails: every waiting request fails and the session is reported lost once', async () => {
    const { fetchMock, reauthorizeCalls } = backend({ reauthorizeStatus: 401 });
    const client = createApiClient(fetchMock);
    const lost = vi.fn();
    client.setEvents({ onSessionLost: lost });

    const results = await Promise.allSettled(
      ['/api/1', '/api/2'].map((p) => client.get(p, { schema: anything })),
    );

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(results[0]).toMatchObject({ reason: { code: 'UNAUTHENTICATED', status: 401 } });
    expect(reauthorizeCalls()).toBe(1);
    expect(lost).toHaveBeenCalledOnce();
  });

  it('reports a missing access token when the retried request is still refused', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input) === REAUTHORIZE_PATH ? ok(session) : unauthenticated(),
    );
    const client = createApiClient(fetchMock);
    const noToken = vi.fn();
    client.setEvents({ onNoAccessToken: noToken });

    await expect(client.get('/api/x', { schema: anything })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(fetchMock).toHaveBeenCalledTimes(3); // request, ReAuthorize, one retry: no loop
    expect(noToken).toHaveBeenCalledOnce();
  });

  it('leaves a 401 alone when asked not to re-authorize', async () => {
    const { fetchMock, reauthorizeCalls } = backend();
    const client = createApiClient(fetchMock);
    await expect(
      client.get('/api/auth/session', { schema: anything, reauthorize: false }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(reauthorizeCalls()).toBe(0);
  });

  it('reports an unreachable server as NETWORK_ERROR', async () => {
    const client = createApiClient(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/api/x', { schema: anything })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
    });
  });

  it('adds query parameters, skipping empty ones', async () => {
    const fetchMock = vi.fn(async () => ok(null));
    const client = createApiClient(fetchMock);
    await client.get('/api/Contacts/GetContactsByContactID', {
      query: { contactID: 42, functionCode: 'FN-0000', ouID: undefined },
      schema: anything,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/Contacts/GetContactsByContactID?contactID=42&functionCode=FN-0000',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });
});

describe('api client: retries and CSRF', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('every %s carries the CSRF header', async (method) => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => ok(null));
    const client = createApiClient(fetchMock);
    await client.request('/api/x', { method, schema: anything });
    await client.download('/api/file', { method });
    for (const [, init] of fetchMock.mock.calls) {
      expect(init?.method).toBe(method);
      expect(new Headers(init?.headers).get('x-cd-csrf')).toBe('1');
    }
  });

  it('a retried POST after ReAuthorize still carries the CSRF header and the same body', async () => {
    const { fetchMock, calls } = backend();
    const bodies: unknown[] = [];
    const recording = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/save') bodies.push(init?.body);
      return fetchMock(input, init);
    });
    const client = createApiClient(recording);

    await expect(client.post('/api/save', { name: '陳' }, { schema: withUrl })).resolves.toEqual({
      url: '/api/save',
    });
    const saves = calls.filter((c) => c.url === '/api/save');
    expect(saves.map((c) => [c.method, c.headers.get('x-cd-csrf'), c.headers.get('content-type')])).toEqual([
      ['POST', '1', 'application/json'],
      ['POST', '1', 'application/json'],
    ]);
    expect(bodies).toEqual([JSON.stringify({ name: '陳' }), JSON.stringify({ name: '陳' })]);
  });

  it('sends FormData as it is (the browser sets the multipart boundary)', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => ok(null));
    const client = createApiClient(fetchMock);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'contacts.xlsx');
    await client.post('/api/ContactImport/ImportContacts', form, { schema: anything });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).get('content-type')).toBeNull();
    expect(new Headers(init.headers).get('x-cd-csrf')).toBe('1');
  });

  it('reports a lost session again after a later session was lost anew', async () => {
    let reauthorizeStatus = 401;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) !== REAUTHORIZE_PATH) return unauthenticated();
      return reauthorizeStatus === 200 ? ok(session) : unauthenticated();
    });
    const client = createApiClient(fetchMock);
    const lost = vi.fn();
    client.setEvents({ onSessionLost: lost });

    await client.get('/api/a', { schema: anything }).catch(() => undefined);
    await client.get('/api/b', { schema: anything }).catch(() => undefined);
    expect(lost).toHaveBeenCalledTimes(1);
    reauthorizeStatus = 200;
    await client.reAuthorize();
    reauthorizeStatus = 401;
    await client.get('/api/c', { schema: anything }).catch(() => undefined);
    expect(lost).toHaveBeenCalledTimes(2);
  });
});

describe('api client: lenient error bodies', () => {
  it('an unknown code keeps the message and request id', async () => {
    const client = createApiClient(async () =>
      json(422, {
        result: false,
        message: 'Quota exceeded for this OU',
        error: { code: 'QUOTA_EXCEEDED', message: 'Quota exceeded for this OU', requestId: 'req-7' },
      }),
    );
    await expect(client.get('/api/x', { schema: anything })).rejects.toMatchObject({
      status: 422,
      code: 'UNKNOWN',
      serverCode: 'QUOTA_EXCEEDED',
      message: 'Quota exceeded for this OU',
      requestId: 'req-7',
    });
  });

  it('malformed details do not hide the code and message', async () => {
    const client = createApiClient(async () =>
      json(400, {
        result: false,
        message: 'Bad input',
        error: { code: 'VALIDATION_FAILED', message: 'Bad input', details: 'oops', requestId: 'req-8' },
      }),
    );
    await expect(client.get('/api/x', { schema: anything })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Bad input',
      details: [],
      requestId: 'req-8',
    });
  });

  it('a non-JSON failure (a proxy page) takes its code from the status and its id from the header', async () => {
    const client = createApiClient(
      async () =>
        new Response('<html>Bad gateway</html>', {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'Content-Type': 'text/html', 'x-request-id': 'edge-1' },
        }),
    );
    await expect(client.get('/api/x', { schema: anything })).rejects.toMatchObject({
      status: 502,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Bad Gateway',
      requestId: 'edge-1',
    });
  });

  it('records the language of the server message (Content-Language, else English)', async () => {
    const notFound = () =>
      createApiClient(async () =>
        json(404, {
          result: false,
          message: 'm',
          error: { code: 'NOT_FOUND', message: 'm', requestId: 'r' },
        }),
      );
    await expect(notFound().get('/api/x', { schema: anything })).rejects.toMatchObject({ language: 'en' });
    const zh = createApiClient(
      async () =>
        new Response(JSON.stringify({ result: false, message: '找不到' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json', 'Content-Language': 'zh-HK' },
        }),
    );
    await expect(zh.get('/api/x', { schema: anything })).rejects.toMatchObject({
      language: 'zh-HK',
      code: 'NOT_FOUND',
      message: '找不到',
    });
  });
});

describe('api client: downloads', () => {
  const file = (headers: Record<string, string>, status = 200) =>
    new Response('PK\u0003\u0004', { status, headers });

  it('returns the blob and the RFC 6266 file name, preferring filename*', async () => {
    const client = createApiClient(async () =>
      file({
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition':
          'attachment; filename="Import Contacts_HK.xlsx"; filename*=UTF-8\'\'Import%20Contacts_%E9%A6%99%E6%B8%AF.xlsx',
      }),
    );
    const result = await client.download('/api/ContactImport/Download', { query: { ouID: 7 } });
    expect(result.filename).toBe('Import Contacts_香港.xlsx');
    expect(await result.blob.text()).toBe('PK\u0003\u0004');
  });

  it('re-authorizes once and retries a download on a 401, with CSRF on a POST export', async () => {
    let fresh = false;
    const calls: { url: string; csrf: string | null }[] = [];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, csrf: new Headers(init?.headers).get('x-cd-csrf') });
      if (url === REAUTHORIZE_PATH) {
        fresh = true;
        return ok(session);
      }
      return fresh ? file({ 'Content-Disposition': 'attachment; filename="export.csv"' }) : unauthenticated();
    });
    const client = createApiClient(fetchMock);
    const result = await client.download('/api/Contacts/ExportContacts', {
      method: 'POST',
      query: { ouID: 3 },
    });
    expect(result.filename).toBe('export.csv');
    expect(calls).toEqual([
      { url: '/api/Contacts/ExportContacts?ouID=3', csrf: '1' },
      { url: REAUTHORIZE_PATH, csrf: '1' },
      { url: '/api/Contacts/ExportContacts?ouID=3', csrf: '1' },
    ]);
  });

  it('a refused download is an ApiError from the error envelope, not a file', async () => {
    const client = createApiClient(async () =>
      json(403, {
        result: false,
        message: 'No',
        error: { code: 'FORBIDDEN', message: 'No', requestId: 'r-3' },
      }),
    );
    await expect(client.download('/api/x')).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      requestId: 'r-3',
    });
  });

  it('a 200 legacy `result: false` is an error too', async () => {
    const client = createApiClient(async () =>
      json(200, { result: false, message: 'Unable to connect to server' }),
    );
    await expect(client.download('/api/x')).rejects.toMatchObject({
      code: 'RESULT_FALSE',
      message: 'Unable to connect to server',
    });
  });

  it('a session lost during a download is reported', async () => {
    const client = createApiClient(async () => unauthenticated());
    const lost = vi.fn();
    client.setEvents({ onSessionLost: lost });
    await expect(client.download('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(lost).toHaveBeenCalledOnce();
  });
});
