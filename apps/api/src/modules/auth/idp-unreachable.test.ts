/**
 * An external identity provider that does not answer at sign-in is its own 503, naming the provider:
 * the socket codes of an unreachable IdP used to read as "database unavailable" in the log and the reply.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { COOKIE } from './cookies.js';

/** Serves only a discovery document; everything it names beyond it is a closed port. */
async function discoveryOnlyProvider() {
  const server = http.createServer((req, res) => {
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (req.url !== '/.well-known/openid-configuration') return res.writeHead(404).end();
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('an external identity provider that does not answer', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof discoveryOnlyProvider>>;
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });

  beforeAll(async () => {
    provider = await discoveryOnlyProvider();
    t = await createTestApp(
      { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: 'directory', OIDC_CLIENT_SECRET: 'secret' },
      { seeded: false, logger: { level: 'warn', stream: logStream } },
    );
  });
  afterAll(async () => {
    await t.close();
    await provider.stop().catch(() => undefined);
  });

  it('answers a sign-in whose token exchange cannot reach it with a 503 page naming it', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/api/auth/login' });
    expect(login.statusCode).toBe(302);
    const state = new URL(login.headers.location!).searchParams.get('state')!;
    await provider.stop();

    logs.length = 0;
    const callback = await t.app.inject({
      method: 'GET',
      url: `/callback?code=abc&state=${state}`,
      cookies: { [COOKIE.login]: state },
    });
    expect(callback.statusCode).toBe(503);
    expect(callback.body).toContain(`The identity provider ${provider.issuer} cannot be reached`);
    expect(logs.join('')).not.toMatch(/database unavailable/);
  });

  it('answers a sign-in it cannot start (no discovery) with 503 IDENTITY_PROVIDER_UNAVAILABLE', async () => {
    // The first app has cached its discovery; a second one over the now closed port has to ask.
    const second = await createTestApp(
      { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: 'directory', OIDC_CLIENT_SECRET: 'secret' },
      { seeded: false, logger: { level: 'warn', stream: logStream } },
    );
    logs.length = 0;
    const login = await second.app.inject({ method: 'GET', url: '/api/auth/login' });
    await second.close();
    expect(login.statusCode).toBe(503);
    expect(login.json().error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      messageCode: 'IDENTITY_PROVIDER_UNAVAILABLE',
      params: { issuer: provider.issuer },
      message: expect.stringContaining(`The identity provider ${provider.issuer} cannot be reached`),
    });
    const log = logs.join('');
    expect(log).toContain('cannot be reached');
    expect(log).not.toMatch(/database unavailable/);
  });
});
