import { hashPassword } from '@cd/db';
import { createTestDatabase } from '@cd/db/testing';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../../plugins/errors.js';
import {
  EMBEDDED_IDP_CLIENT_ID,
  EMBEDDED_IDP_TENANT_ID,
  registerEmbeddedIdp,
  type EmbeddedIdp,
} from './idp.plugin.js';
import { INCORRECT_CREDENTIALS, SIGN_IN_TITLE } from './idp-views.js';

const PUBLIC_URL = 'http://localhost:3999';
const ISSUER = `${PUBLIC_URL}/idp`;

const ada = {
  id: '0b8f3c2a-1d4e-4f5a-9b6c-7d8e9f0a1b2c',
  email: 'ada.lam@harbourpacific.example',
  givenName: 'Ada',
  familyName: 'Lam',
  groups: ['SystemAdministrator', 'Staff'],
  pictureUrl: '/avatars/ada.png',
  description: 'System administrator: every function code at the root',
};
const bo = {
  id: '1c9f4d3b-2e5f-4a6b-8c7d-8e9fa0b1c2d3',
  email: 'bo.chan@harbourpacific.example',
  givenName: 'Bo',
  familyName: 'Chan',
  groups: [],
  pictureUrl: null,
  description: 'No roles',
};

type Db = Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let app: FastifyInstance;
let idp: EmbeddedIdp;

async function buildIdpApp(prisma: Db['prisma']) {
  const a = Fastify({ logger: false });
  a.setValidatorCompiler(validatorCompiler);
  a.setSerializerCompiler(serializerCompiler);
  await a.register(errorsPlugin);
  const registered = await registerEmbeddedIdp(a, { config: { PUBLIC_URL }, prisma });
  await a.ready();
  return { app: a, idp: registered };
}

beforeAll(async () => {
  db = await createTestDatabase();
  const passwordHash = await hashPassword('demo');
  await db.prisma.idpAccount.createMany({ data: [ada, bo].map((a) => ({ ...a, passwordHash })) });
  ({ app, idp } = await buildIdpApp(db.prisma));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

/** A tiny cookie jar that honours Path, enough to follow oidc-provider's cookies. */
class Jar {
  private cookies = new Map<string, { value: string; path: string }>();

  store(res: LightMyRequestResponse) {
    const raw = res.headers['set-cookie'];
    for (const line of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      const path = attrs.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attrs.some((a) => /^expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(`${name};${path}`);
      else this.cookies.set(`${name};${path}`, { value, path });
    }
  }

  header(url: string) {
    const { pathname } = new URL(url, PUBLIC_URL);
    return [...this.cookies.entries()]
      .filter(
        ([, c]) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .map(([key, c]) => `${key.split(';')[0]}=${c.value}`)
      .join('; ');
  }
}

/** Same-origin browser steps through app.inject, keeping cookies. */
function browser() {
  const jar = new Jar();
  const request = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
    const u = new URL(url, PUBLIC_URL);
    expect(u.origin).toBe(PUBLIC_URL);
    const res = await app.inject({
      method,
      url: `${u.pathname}${u.search}`,
      headers: {
        host: u.host,
        cookie: jar.header(u.href),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    jar.store(res);
    return res;
  };
  return {
    jar,
    get: (url: string) => request('GET', url),
    post: (url: string, form: Record<string, string>) => request('POST', url, form),
  };
}

async function discover() {
  return client.discovery(
    new URL(idp.issuer),
    idp.clientId,
    undefined,
    client.ClientSecretBasic(idp.clientSecret),
    {
      execute: [client.allowInsecureRequests],
      [client.customFetch]: idp.customFetch,
    },
  );
}

async function startAuthorization(config: client.Configuration, extra: Record<string, string> = {}) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: `${PUBLIC_URL}/callback`,
    scope: 'openid profile email',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  return { url, verifier, state, nonce };
}

const location = (res: LightMyRequestResponse) => {
  expect([302, 303]).toContain(res.statusCode);
  return new URL(String(res.headers.location), PUBLIC_URL);
};

/** Authorize → interaction page → demo-account button → resume → /callback?code. */
async function signIn(b: ReturnType<typeof browser>, config: client.Configuration, email = ada.email) {
  const start = await startAuthorization(config);
  const interaction = location(await b.get(start.url.href));
  expect(interaction.pathname).toMatch(/^\/idp\/interaction\/[\w-]+$/);
  const page = await b.get(interaction.href);
  expect(page.statusCode).toBe(200);
  const resume = location(await b.post(`${interaction.pathname}/login`, { email, password: 'demo' }));
  const callback = location(await b.get(resume.href));
  return { ...start, interaction, callback };
}

describe('embedded IdP', () => {
  it('serves discovery under /idp with the right issuer', async () => {
    const res = await app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.issuer).toBe(ISSUER);
    expect(doc.authorization_endpoint).toBe(`${ISSUER}/auth`);
    expect(doc.token_endpoint).toBe(`${ISSUER}/token`);
    expect(doc.end_session_endpoint).toBe(`${ISSUER}/session/end`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.claims_supported).toEqual(
      expect.arrayContaining(['oid', 'tid', 'groups', 'email', 'given_name']),
    );
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
  });

  it('keeps every URL under PUBLIC_URL whatever Host the request came with', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/idp/.well-known/openid-configuration',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.json().issuer).toBe(ISSUER);
    expect(res.json().token_endpoint).toBe(`${ISSUER}/token`);
  });

  it('runs the whole authorization-code + PKCE flow and issues Entra-like ID token claims', async () => {
    const config = await discover();
    const b = browser();
    const start = await startAuthorization(config, { login_hint: ada.email });

    const interaction = location(await b.get(start.url.href));
    expect(interaction.pathname).toMatch(/^\/idp\/interaction\/[\w-]+$/);

    const page = await b.get(interaction.href);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<title>${SIGN_IN_TITLE}</title>`);
    for (const a of [ada, bo]) expect(page.body).toContain(`name="email" value="${a.email}"`);
    expect(page.body).toContain(ada.description);
    expect(page.body).not.toContain('<script');
    // login_hint pre-fills the email field
    expect(page.body).toMatch(new RegExp(`id="email"[^>]*value="${ada.email.replace(/\./g, '\\.')}"`));

    const resume = location(
      await b.post(`${interaction.pathname}/login`, { email: ada.email, password: 'demo' }),
    );
    expect(resume.pathname).toMatch(/^\/idp\/auth\//);

    const callback = location(await b.get(resume.href));
    expect(`${callback.origin}${callback.pathname}`).toBe(`${PUBLIC_URL}/callback`);
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(callback.searchParams.get('state')).toBe(start.state);

    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({
      iss: ISSUER,
      aud: EMBEDDED_IDP_CLIENT_ID,
      sub: ada.id,
      oid: ada.id,
      tid: EMBEDDED_IDP_TENANT_ID,
      groups: ada.groups,
      email: ada.email,
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lam',
      name: 'Ada Lam',
      picture: `${PUBLIC_URL}/avatars/ada.png`,
      nonce: start.nonce,
    });

    const userinfo = await client.fetchUserInfo(config, tokens.access_token, ada.id);
    expect(userinfo).toMatchObject({
      sub: ada.id,
      email: ada.email,
      oid: ada.id,
      tid: EMBEDDED_IDP_TENANT_ID,
    });

    // A code is single-use.
    await expect(
      client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: start.verifier,
        expectedState: start.state,
        expectedNonce: start.nonce,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a wrong PKCE verifier', async () => {
    const config = await discover();
    const { callback, state, nonce } = await signIn(browser(), config);
    await expect(
      client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: client.randomPKCECodeVerifier(),
        expectedState: state,
        expectedNonce: nonce,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('requires PKCE', async () => {
    const config = await discover();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: `${PUBLIC_URL}/callback`,
      scope: 'openid',
      state: 's',
      nonce: 'n',
    });
    const res = await browser().get(url.href);
    const to = location(res);
    expect(to.pathname).toBe('/callback');
    expect(to.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a wrong password with 401 and the one message, and no session', async () => {
    const config = await discover();
    const b = browser();
    const start = await startAuthorization(config);
    const interaction = location(await b.get(start.url.href));
    for (const [email, password] of [
      [ada.email, 'wrong'],
      ['nobody@harbourpacific.example', 'demo'],
    ] as const) {
      const res = await b.post(`${interaction.pathname}/login`, { email, password });
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain(INCORRECT_CREDENTIALS);
      expect(res.body).not.toMatch(/not found|unknown|does not exist/i);
      expect(res.body).toContain(`value="${email}"`);
      expect(String(res.headers['set-cookie'] ?? '')).not.toContain('idp_session');
    }
    const empty = await b.post(`${interaction.pathname}/login`, { email: '', password: '' });
    expect(empty.statusCode).toBe(400);
  });

  it('answers an unknown or expired interaction with an error page, not a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/idp/interaction/does-not-exist' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('This sign-in has expired');
    expect(res.body).not.toMatch(/SessionNotFound|at .*\.js|stack/i);

    const post = await app.inject({
      method: 'POST',
      url: '/idp/interaction/does-not-exist/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c&password=demo',
    });
    expect(post.statusCode).toBe(400);
    expect(post.body).toContain('This sign-in has expired');
  });

  it('renders provider errors (unknown client) as a page without internals', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/idp/auth?client_id=nope&response_type=code&scope=openid&redirect_uri=https%3A%2F%2Fevil.example%2F',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('invalid_client');
    expect(res.body).not.toMatch(/<script|\.js:\d+/);
  });

  it('cancelling sends access_denied back to the client', async () => {
    const config = await discover();
    const b = browser();
    const start = await startAuthorization(config);
    const interaction = location(await b.get(start.url.href));
    const resume = location(await b.get(`${interaction.pathname}/abort`));
    const callback = location(await b.get(resume.href));
    expect(callback.pathname).toBe('/callback');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(start.state);
  });

  it('signs in again without a prompt while the IdP session lasts, and prompt=consent is implied', async () => {
    const config = await discover();
    const b = browser();
    await signIn(b, config, bo.email);

    const again = await startAuthorization(config);
    const callback = location(await b.get(again.url.href));
    expect(callback.pathname).toBe('/callback');
    expect(callback.searchParams.get('code')).toBeTruthy();

    const consent = await startAuthorization(config, { prompt: 'consent' });
    const interaction = location(await b.get(consent.url.href));
    expect(interaction.pathname).toMatch(/^\/idp\/interaction\//);
    const resume = location(await b.get(interaction.href));
    const cb = location(await b.get(resume.href));
    const tokens = await client.authorizationCodeGrant(config, cb, {
      pkceCodeVerifier: consent.verifier,
      expectedState: consent.state,
      expectedNonce: consent.nonce,
    });
    expect(tokens.claims()).toMatchObject({ oid: bo.id, groups: [] });
  });

  it('ends the session through RP-initiated logout with a plain "Sign out" button', async () => {
    const config = await discover();
    const b = browser();
    const { callback, verifier, state, nonce } = await signIn(b, config);
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });

    const endUrl = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: `${PUBLIC_URL}/`,
      client_id: idp.clientId,
    });
    const page = await b.get(endUrl.href);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('>Sign out</button>');
    expect(page.body).not.toContain('<script');
    const action = /<form id="op\.logoutForm" method="post" action="([^"]+)"/.exec(page.body)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;

    const done = location(await b.post(action, { xsrf, logout: 'yes' }));
    expect(done.href).toBe(`${PUBLIC_URL}/`);

    // The IdP session is gone: a new authorization asks for sign-in again.
    const next = await startAuthorization(config);
    expect(location(await b.get(next.url.href)).pathname).toMatch(/^\/idp\/interaction\//);
  });

  it('keeps state and secrets in the database, so another replica agrees', async () => {
    const types = await db.prisma.oidcPayload.groupBy({ by: ['type'], _count: true });
    expect(types.map((t) => t.type)).toEqual(
      expect.arrayContaining(['Session', 'Grant', 'AuthorizationCode']),
    );

    const replica = await buildIdpApp(db.prisma);
    try {
      expect(replica.idp.clientSecret).toBe(idp.clientSecret);
      const jwks = async (a: FastifyInstance) => (await a.inject({ method: 'GET', url: '/idp/jwks' })).json();
      expect(await jwks(replica.app)).toEqual(await jwks(app));

      // A sign-in started on one replica finishes on the other.
      const config = await discover();
      const b = browser();
      const start = await startAuthorization(config);
      const interaction = location(await b.get(start.url.href));
      const res = await replica.app.inject({
        method: 'POST',
        url: `${interaction.pathname}/login`,
        headers: {
          host: 'localhost:3999',
          cookie: b.jar.header(`${interaction.pathname}/login`),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ email: ada.email, password: 'demo' }).toString(),
      });
      expect(res.statusCode).toBe(303);
    } finally {
      await replica.app.close();
    }
  });

  it('serves the stylesheet', async () => {
    const res = await app.inject({ method: 'GET', url: '/idp/static/idp.css' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/css');
  });
});
