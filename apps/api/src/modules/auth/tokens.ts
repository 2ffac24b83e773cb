import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PrismaClient } from '@cd/db';
import { loadOrCreateSecret } from '../../lib/system-secrets.js';

const SIGNING_SECRET_NAME = 'session-signing-key';

/**
 * The HMAC key for access tokens: SESSION_SECRET when configured, else one generated on first start and
 * kept in the database so every replica (and every restart) verifies the same tokens.
 */
export async function resolveSigningKey(prisma: PrismaClient, configured?: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const stored = await loadOrCreateSecret(prisma, SIGNING_SECRET_NAME, () =>
    randomBytes(48).toString('base64url'),
  );
  return Buffer.from(stored, 'utf8');
}

export interface AccessTokenClaims {
  sessionId: string;
  expiresAt: Date;
}

const PREFIX = 'v1';

/** `v1.<session id>.<expiry seconds>.<hmac>`: opaque to the browser, checked without a table lookup. */
export function signAccessToken(key: Buffer, claims: AccessTokenClaims): string {
  const body = `${PREFIX}.${claims.sessionId}.${Math.floor(claims.expiresAt.getTime() / 1000)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/** Returns the claims of a well-signed token; `allowExpired` serves sign-out, which must find the session. */
export function verifyAccessToken(
  key: Buffer,
  token: string | undefined,
  { now = new Date(), allowExpired = false } = {},
): AccessTokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== PREFIX) return null;
  const [, sessionId, exp, signature] = parts as [string, string, string, string];
  const expected = createHmac('sha256', key).update(`${PREFIX}.${sessionId}.${exp}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expiresAt = new Date(Number(exp) * 1000);
  if (Number.isNaN(expiresAt.getTime())) return null;
  if (!allowExpired && expiresAt <= now) return null;
  return { sessionId, expiresAt };
}

export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
