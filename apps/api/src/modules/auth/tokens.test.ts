import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@cd/db/testing';
import { describe, expect, it } from 'vitest';
import { resolveSigningKey, signAccessToken, verifyAccessToken } from './tokens.js';

const key = Buffer.from('k'.repeat(48));
const sessionId = randomUUID();
const now = new Date('2026-01-01T00:00:00Z');
const expiresAt = new Date('2026-01-01T00:15:00Z');
const token = signAccessToken(key, { sessionId, expiresAt });

describe('access tokens', () => {
  it('verify when well signed and unexpired', () => {
    expect(verifyAccessToken(key, token, { now })).toEqual({ sessionId, expiresAt });
  });

  it('refuse another key, an expired token, a changed session id or expiry', () => {
    const [prefix, id, exp, signature] = token.split('.');
    expect(verifyAccessToken(Buffer.from('x'.repeat(48)), token, { now })).toBeNull();
    expect(verifyAccessToken(key, token, { now: expiresAt })).toBeNull();
    expect(verifyAccessToken(key, token, { now: expiresAt, allowExpired: true })).not.toBeNull();
    expect(verifyAccessToken(key, [prefix, randomUUID(), exp, signature].join('.'), { now })).toBeNull();
    expect(verifyAccessToken(key, [prefix, id, Number(exp) + 1, signature].join('.'), { now })).toBeNull();
  });

  it.each([
    ['junk after the signature', `${token}!!`],
    ['base64 padding', `${token}=`],
    ['a space', `${token} `],
    ['a fifth part', `${token}.x`],
    ['anything before the prefix', `x${token}`],
    ['a sign on the expiry', token.replace(/\.(\d+)\./, '.+$1.')],
    [
      'standard base64 characters',
      token.replace(/-/g, '+').replace(/_/g, '/') + (/[-_]/.test(token) ? '' : '+'),
    ],
    ['another prefix', token.replace(/^v1/, 'v2')],
    ['an upper-case session id', token.replace(sessionId, sessionId.toUpperCase())],
  ])('refuse %s', (_label, tampered) => {
    expect(tampered).not.toBe(token);
    expect(verifyAccessToken(key, tampered, { now })).toBeNull();
  });

  it('refuse a signature whose last character differs only in unused bits', () => {
    const signature = token.split('.')[3]!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(signature.at(-1)!);
    const sibling = alphabet[last ^ 1]!; // the low bits of the 43rd character carry no data
    expect(Buffer.from(signature.slice(0, -1) + sibling, 'base64url')).toEqual(
      Buffer.from(signature, 'base64url'),
    );
    expect(verifyAccessToken(key, token.slice(0, -1) + sibling, { now })).toBeNull();
  });
});

describe('the signing key', () => {
  it('is SESSION_SECRET as configured, byte for byte', async () => {
    const key = await resolveSigningKey(null as never, 'é-secret');
    expect(key).toEqual(Buffer.from('é-secret', 'utf8'));
  });

  it('is otherwise generated once and kept under its name, so replicas and restarts agree', async () => {
    const db = await createTestDatabase({ seeded: false });
    try {
      const first = await resolveSigningKey(db.prisma);
      expect(await resolveSigningKey(db.prisma)).toEqual(first);
      const stored = await db.prisma.systemSecret.findMany();
      // Renaming the secret would sign every user out on upgrade.
      expect(stored.map((s) => s.name)).toEqual(['session-signing-key']);
      expect(stored[0]!.value).toMatch(/^[A-Za-z0-9_-]{64}$/);
      expect(first).toEqual(Buffer.from(stored[0]!.value, 'utf8'));
    } finally {
      await db.drop();
    }
  });
});
