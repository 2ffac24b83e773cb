import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { PrismaClient } from '@cd/db';
import type { JWK } from 'oidc-provider';
import { loadOrCreateSecret } from '../../lib/system-secrets.js';

export const SECRET_NAMES = {
  clientSecret: 'idp.client_secret',
  cookieKeys: 'idp.cookie_keys',
  jwks: 'idp.jwks',
} as const;

export interface IdpSecrets {
  clientSecret: string;
  cookieKeys: string[];
  jwks: { keys: JWK[] };
}

/** A fresh RS256 signing key as a private JWK (RS256 is what every OIDC client accepts by default). */
export function generateSigningJwk(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { ...jwk, kid: randomUUID(), use: 'sig', alg: 'RS256' } as JWK;
}

function parseJson<T>(name: string, value: string, check: (v: unknown) => v is T): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error(`system secret ${name} is not valid JSON`);
  }
  if (!check(parsed)) throw new Error(`system secret ${name} has an unexpected shape`);
  return parsed;
}

const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' && s.length >= 32);
const isJwks = (v: unknown): v is { keys: JWK[] } =>
  typeof v === 'object' &&
  v !== null &&
  Array.isArray((v as { keys?: unknown }).keys) &&
  (v as { keys: unknown[] }).keys.length > 0;

/** The IdP's client secret, cookie signing keys and JWKS, generated once and shared through the database. */
export async function loadIdpSecrets(prisma: PrismaClient): Promise<IdpSecrets> {
  const clientSecret = await loadOrCreateSecret(prisma, SECRET_NAMES.clientSecret, () =>
    randomBytes(32).toString('base64url'),
  );
  const cookieKeys = parseJson(
    SECRET_NAMES.cookieKeys,
    await loadOrCreateSecret(prisma, SECRET_NAMES.cookieKeys, () =>
      JSON.stringify([randomBytes(32).toString('base64url')]),
    ),
    isStringArray,
  );
  const jwks = parseJson(
    SECRET_NAMES.jwks,
    await loadOrCreateSecret(prisma, SECRET_NAMES.jwks, () =>
      JSON.stringify({ keys: [generateSigningJwk()] }),
    ),
    isJwks,
  );
  return { clientSecret, cookieKeys, jwks };
}
