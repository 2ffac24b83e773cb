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
