import type { IdentityPayload } from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import type { IDToken } from 'openid-client';
import { AppError } from '../../lib/errors.js';

const emailLike = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/**
 * The spec's identity payload, built only from verified ID-token claims (Entra ID names: oid, tid, groups).
 * Entra ID may omit `email`; its `preferred_username` is the sign-in address then.
 */
export function identityFromClaims(claims: IDToken, issuer: string, now = new Date()): IdentityPayload {
  const email = str(claims.email) ?? str(claims.preferred_username);
  if (!email || !emailLike.test(email)) {
    throw new AppError(
      'FORBIDDEN',
      'Your account has no email address, so the directory cannot identify you.',
    );
  }
  if (claims.email_verified === false) {
    throw new AppError('FORBIDDEN', 'Your email address is not verified by the identity provider.');
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
 */
export async function upsertUser(
  prisma: PrismaClient,
  issuer: string,
  identity: IdentityPayload,
  profile: Profile,
) {
  const now = new Date();
  const details = {
    email: identity.email,
    tenantId: identity.tenantID,
    givenName: profile.givenName ?? null,
    familyName: profile.familyName ?? null,
    displayName: profile.displayName ?? null,
    photoUrl: profile.photoUrl ?? null,
    lastLoginAt: now,
  };
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
    return prisma.user.update({
      where: { id: byEmail.id },
      data: { ...details, issuer, subject: identity.userID },
    });
  }
  return prisma.user.create({ data: { ...details, issuer, subject: identity.userID } });
}

const emailClash = () =>
  new AppError('CONFLICT', 'This email address belongs to another account. Please contact an administrator.');
