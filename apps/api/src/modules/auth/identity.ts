import type { IdentityPayload } from '@cd/contracts';
import type { PrismaClient, User } from '@cd/db';
import type { IDToken } from 'openid-client';
import { refuse } from '../../lib/errors.js';

const emailLike = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

type Claims = Record<string, unknown>;

/** Per deployment: what the operator vouches for about their issuer. */
export interface IdentityRules {
  /** The issuer's `preferred_username` is a verified address (Entra ID's UPN): OIDC_USERNAME_IS_VERIFIED_EMAIL. */
  usernameIsVerifiedEmail: boolean;
}

/**
 * True when the ID token lacks a claim the directory reads (a verified email as `rules` define it, groups,
 * a name), which a conformant provider may keep for userinfo.
 */
export function lacksDirectoryClaims(claims: Claims, rules: IdentityRules): boolean {
  const emailSettled =
    (claims.email !== undefined && claims.email_verified !== undefined) ||
    (rules.usernameIsVerifiedEmail && claims.preferred_username !== undefined);
  const named = ['name', 'given_name', 'family_name'].some((c) => claims[c] !== undefined);
  return !emailSettled || claims.groups === undefined || !named;
}

/**
 * The ID token's claims completed from userinfo (whose `sub` the caller checked). The signed ID token wins
 * where both speak; `email_verified` is taken from userinfo only together with the address it vouches for.
 */
export function mergeUserinfoClaims(idToken: IDToken, userinfo: Claims): IDToken {
  const merged: Claims = { ...userinfo, ...idToken };
  if (idToken.email_verified === undefined) {
    if (userinfo.email !== undefined && userinfo.email === merged.email)
      merged.email_verified = userinfo.email_verified;
    else delete merged.email_verified;
  }
  return merged as IDToken;
}

/**
 * The spec's identity payload (Entra ID names: oid, tid, groups) from verified claims only. The email must
 * be vouched for: `email` with `email_verified: true`, or, where the operator says the issuer's usernames
 * are verified addresses, `preferred_username`. Anything else could be an address someone typed in.
 */
export function identityFromClaims(
  claims: IDToken,
  issuer: string,
  rules: IdentityRules,
  now = new Date(),
): IdentityPayload {
  const verified = claims.email_verified === true ? str(claims.email) : undefined;
  const email = verified ?? (rules.usernameIsVerifiedEmail ? str(claims.preferred_username) : undefined);
  if (!email && str(claims.email)) {
    throw refuse('IDENTITY_EMAIL_UNVERIFIED');
  }
  if (!email || !emailLike.test(email)) {
    throw refuse('IDENTITY_NO_VERIFIED_EMAIL');
  }
  const groups = Array.isArray(claims.groups)
    ? claims.groups.filter((g): g is string => typeof g === 'string')
    : [];
  return {
    userID: str(claims.oid) ?? claims.sub,
    tenantID: str(claims.tid) ?? issuer,
    userRole: groups,
    acquiredTime: now.toISOString(),
    email: email.toLowerCase(),
    version: 1,
  };
}

export interface Profile {
  givenName?: string;
  familyName?: string;
  displayName?: string;
  photoUrl?: string;
}

export function profileFromClaims(claims: IDToken): Profile {
  const givenName = str(claims.given_name);
  const familyName = str(claims.family_name);
  const joined = [givenName, familyName].filter(Boolean).join(' ');
  return {
    givenName,
    familyName,
    displayName: joined || str(claims.name),
    photoUrl: str(claims.picture),
  };
}

/**
 * Finds the user by IdP subject; else adopts a row an administrator pre-created by email (grants are given
 * by email before first sign-in). An email already bound to another subject is refused, never taken over.
 * A first sign-in inserts with ON CONFLICT DO NOTHING and looks again, so two tabs finishing it at once
 * both land on the one row instead of one of them hitting the unique key.
 */
export async function upsertUser(
  prisma: PrismaClient,
  issuer: string,
  identity: IdentityPayload,
  profile: Profile,
): Promise<User> {
  const details = {
    email: identity.email,
    tenantId: identity.tenantID,
    givenName: profile.givenName ?? null,
    familyName: profile.familyName ?? null,
    displayName: profile.displayName ?? null,
    photoUrl: profile.photoUrl ?? null,
    lastLoginAt: new Date(),
  };
  for (let attempt = 0; ; attempt++) {
    const bySubject = await prisma.user.findUnique({
      where: { issuer_subject: { issuer, subject: identity.userID } },
    });
    if (bySubject) {
      if (bySubject.email !== identity.email) {
        const clash = await prisma.user.findUnique({ where: { email: identity.email } });
        if (clash) throw emailClash();
      }
      return prisma.user.update({ where: { id: bySubject.id }, data: details });
    }
    const byEmail = await prisma.user.findUnique({ where: { email: identity.email } });
    if (byEmail) {
      if (byEmail.subject && !(byEmail.issuer === issuer && byEmail.subject === identity.userID))
        throw emailClash();
      const adopted = await prisma.user.updateMany({
        where: { id: byEmail.id, subject: null },
        data: { ...details, issuer, subject: identity.userID },
      });
      if (adopted.count === 1) return prisma.user.findUniqueOrThrow({ where: { id: byEmail.id } });
    } else {
      const { count } = await prisma.user.createMany({
        data: [{ ...details, issuer, subject: identity.userID }],
        skipDuplicates: true,
      });
      if (count === 1) return prisma.user.findUniqueOrThrow({ where: { email: identity.email } });
    }
    // Another request changed the row between our look and our write: look again (once is enough).
    if (attempt === 1) throw emailClash();
  }
}
const emailClash = () => refuse('IDENTITY_EMAIL_OTHER_ACCOUNT');
