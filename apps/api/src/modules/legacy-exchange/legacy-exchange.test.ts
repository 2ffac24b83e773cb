import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config/env.js';
import { errorsPlugin, sendNotFound } from '../../plugins/errors.js';
import { encryptLegacyPayload, encryptLegacyPayloadWithKey } from './legacy-crypto.js';
import { LEGACY_EXCHANGE_PATH, legacyExchangeRoutes } from './legacy-exchange.routes.js';

const secret = 'the-secret-that-ships-in-the-legacy-bundle';
const now = new Date('2025-03-01T10:00:00.000Z');

function identity(overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    userID: 'b4c1d2e3-0000-4000-8000-00000000000a',
    tenantID: 'harbour-pacific',
    userRole: ['Employee'],
    acquiredTime: new Date(now.getTime() - 60_000).toISOString(),
    email: 'mei.chan@harbourpacific.example',
    version: 1,
    ...overrides,
  });
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function makeApp(enabled: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.setNotFoundHandler(sendNotFound);
  const config: Partial<AppConfig> = {
    LEGACY_SESSION_EXCHANGE: enabled,
    LEGACY_SESSION_SECRET: enabled ? secret : undefined,
  };
  app.decorate('config', config as AppConfig);
  await app.register(legacyExchangeRoutes, { prefix: '/api', now: () => now });
  await app.ready();
  apps.push(app);
  return app;
}

const post = (app: FastifyInstance, payload: string, contentType = 'text/plain') =>
  app.inject({
    method: 'POST',
    url: LEGACY_EXCHANGE_PATH,
    headers: { 'content-type': contentType },
    payload,
  });

describe('POST /api/auth/legacy-exchange', () => {
  it('does not exist when LEGACY_SESSION_EXCHANGE is off (the default)', async () => {
    const app = await makeApp(false);
    const res = await post(app, encryptLegacyPayload(identity(), secret));
    expect(res.statusCode).toBe(404);
    expect(app.hasRoute({ method: 'POST', url: LEGACY_EXCHANGE_PATH })).toBe(false);
  });

  it('turns a valid payload into a login URL and sets no cookie (text/plain body)', async () => {
    const app = await makeApp(true);
    const res = await post(app, encryptLegacyPayload(identity(), secret));
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json()).toEqual({
      result: true,
      message: 'Continue with sign-in',
      data: { loginUrl: '/api/auth/login?returnTo=/&login_hint=mei.chan%40harbourpacific.example' },
    });
  });

  it('accepts a JSON body { payload }', async () => {
    const app = await makeApp(true);
    const res = await post(
      app,
      JSON.stringify({ payload: encryptLegacyPayload(identity(), secret) }),
      'application/json',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.loginUrl).toContain('login_hint=');
  });

  it('refuses garbage with a 400 in the error envelope', async () => {
    const app = await makeApp(true);
    for (const body of ['hello', `${'0'.repeat(32)}g${'1'.repeat(64)}gAAAA`, 'ggg']) {
      const res = await post(app, body);
      expect(res.statusCode).toBe(400);
      const json = res.json();
      expect(json.result).toBe(false);
      expect(json.error.code).toBe('VALIDATION_FAILED');
      expect(json.error.message).toBe('The legacy session payload could not be read.');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a tampered ciphertext and a payload made with another secret, with one message', async () => {
    const app = await makeApp(true);
    const good = encryptLegacyPayload(identity(), secret);
    const [ivHex, saltHex, b64] = [good.slice(0, 32), good.slice(33, 97), good.slice(98)];
    const ct = Buffer.from(b64, 'base64');
    ct[ct.length - 1] = ct[ct.length - 1]! ^ 0x01;
    const tampered = `${ivHex}g${saltHex}g${ct.toString('base64')}`;
    const otherSecret = encryptLegacyPayload(identity(), 'some other secret');
    for (const body of [tampered, otherSecret]) {
      const res = await post(app, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('The legacy session payload could not be read.');
    }
  });

  it('refuses payloads that are not a valid identity, too old or in the future', async () => {
    const app = await makeApp(true);
    const cases = [
      identity({ version: 2 }),
      identity({ userID: '' }),
      JSON.stringify({ hello: 'world' }),
      identity({ acquiredTime: new Date(now.getTime() - 6 * 60_000).toISOString() }),
      identity({ acquiredTime: new Date(now.getTime() + 5 * 60_000).toISOString() }),
      identity({ acquiredTime: 'yesterday' }),
    ];
    for (const json of cases) {
      const res = await post(app, encryptLegacyPayload(json, secret));
      expect(res.statusCode, json).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('a payload forged without the secret (key form) is read, yet only yields a login hint', async () => {
    const app = await makeApp(true);
    // An attacker picks any key; the legacy format carries it next to the ciphertext.
    const forged = encryptLegacyPayloadWithKey(
      identity({ userRole: ['SystemAdministrator'], email: 'ceo@harbourpacific.example' }),
      randomBytes(32),
    );
    const res = await post(app, forged);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json().data).toEqual({
      loginUrl: '/api/auth/login?returnTo=/&login_hint=ceo%40harbourpacific.example',
    });
    expect(JSON.stringify(res.json())).not.toMatch(/token|SystemAdministrator|role/i);
  });

  it('omits the hint when the email is not an email address', async () => {
    const app = await makeApp(true);
    const res = await post(app, encryptLegacyPayload(identity({ email: 'not an email' }), secret));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.loginUrl).toBe('/api/auth/login?returnTo=/');
  });
});
