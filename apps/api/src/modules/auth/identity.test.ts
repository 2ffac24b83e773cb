import type { IDToken } from 'openid-client';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { identityFromClaims, lacksDirectoryClaims, mergeUserinfoClaims } from './identity.js';

const ISSUER = 'https://idp.example.com';
const base = { iss: ISSUER, sub: 'subject-1', aud: 'dir', exp: 2e9, iat: 1e9 } as IDToken;
const strict = { usernameIsVerifiedEmail: false };
const upnTrusted = { usernameIsVerifiedEmail: true };

const refusal = (claims: Partial<IDToken>, rules = strict) => {
  try {
    identityFromClaims({ ...base, ...claims }, ISSUER, rules);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return (err as AppError).message;
  }
  throw new Error('expected a refusal');
};

describe('identityFromClaims', () => {
  it('takes a verified email, lower-cased, and Entra-style ids', () => {
    const identity = identityFromClaims(
      { ...base, email: 'Eric.Ho@Example.com', email_verified: true, oid: 'o-1', tid: 't-1', groups: ['g'] },
      ISSUER,
      strict,
    );
    expect(identity).toMatchObject({ email: 'eric.ho@example.com', userID: 'o-1', tenantID: 't-1' });
    expect(identity.userRole).toEqual(['g']);
  });

  it.each([
    ['email_verified missing', { email: 'eric@example.com' }],
    ['email_verified false', { email: 'eric@example.com', email_verified: false }],
    ['email_verified a string', { email: 'eric@example.com', email_verified: 'true' }],
  ])('refuses an unverified email (%s) with a clear message', (_label, claims) => {
    expect(refusal(claims)).toMatch(/email address is not verified by the identity provider/);
  });

  it('never takes preferred_username unless the operator vouches for it', () => {
    expect(refusal({ preferred_username: 'eric@example.com' })).toMatch(/no verified email address/);
    expect(
      identityFromClaims({ ...base, preferred_username: 'Eric@Example.com' }, ISSUER, upnTrusted).email,
    ).toBe('eric@example.com');
  });

  it('prefers a verified email over the username, and the username over an unverified email', () => {
    const both = { email: 'mail@example.com', preferred_username: 'upn@example.com' };
    expect(identityFromClaims({ ...base, ...both, email_verified: true }, ISSUER, upnTrusted).email).toBe(
      'mail@example.com',
    );
    expect(identityFromClaims({ ...base, ...both }, ISSUER, upnTrusted).email).toBe('upn@example.com');
  });

  it('refuses a username that is not an address even when vouched for', () => {
    expect(refusal({ preferred_username: 'eric' }, upnTrusted)).toMatch(/no verified email address/);
  });
});

describe('userinfo claims', () => {
  const full = { email: 'a@x.com', email_verified: true, groups: [], name: 'A' };

  it('are needed when the ID token lacks email, its verification, groups or a name', () => {
    expect(lacksDirectoryClaims({ ...base, ...full }, strict)).toBe(false);
    for (const claim of ['email', 'email_verified', 'groups', 'name'] as const) {
      const { [claim]: _dropped, ...rest } = full;
      expect(lacksDirectoryClaims({ ...base, ...rest }, strict)).toBe(true);
    }
  });

  it('are not needed for the email where the username is vouched for (Entra: no email_verified)', () => {
    const entra = { ...base, preferred_username: 'a@x.com', email: 'a@x.com', groups: [], name: 'A' };
    expect(lacksDirectoryClaims(entra, strict)).toBe(true);
    expect(lacksDirectoryClaims(entra, upnTrusted)).toBe(false);
  });

  it('fill what the ID token lacks; the signed ID token wins where both speak', () => {
    const merged = mergeUserinfoClaims(
      { ...base, name: 'From ID token' },
      { sub: base.sub, name: 'From userinfo', email: 'a@x.com', email_verified: true, groups: ['g'] },
    );
    expect(merged).toMatchObject({ name: 'From ID token', email: 'a@x.com', email_verified: true });
    expect(merged.groups).toEqual(['g']);
  });

  it("never pair userinfo's email_verified with another address from the ID token", () => {
    const merged = mergeUserinfoClaims(
      { ...base, email: 'typed-in@x.com' },
      { sub: base.sub, email: 'real@x.com', email_verified: true },
    );
    expect(merged.email).toBe('typed-in@x.com');
    expect(merged.email_verified).toBeUndefined();
    expect(() => identityFromClaims(merged, ISSUER, strict)).toThrow(/not verified/);
  });
});
