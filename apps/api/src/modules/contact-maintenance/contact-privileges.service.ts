import {
  allFunctionCodes,
  AuditEntity,
  FunctionCode,
  type contactPrivilegesQuery,
  type ContactPrivileges,
  type PrivilegeGrant,
  type saveContactPrivilegesRequest,
} from '@cd/contracts';
import { createHash } from 'node:crypto';
import type { Prisma, PrismaClient } from '@cd/db';
import type { z } from 'zod';
import { recordAudit } from '../../lib/audit.js';
import { staleVersion } from '../../lib/versioning.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { Caller } from '../auth/auth.plugin.js';
import type { Authorization, OuRef } from '../auth/authorization.js';
import { ouRef } from './contact-maintenance.service.js';
import { lockGrantsOf, mayGrant as mayEdit, userForEmail } from './grants.service.js';

type Tx = Prisma.TransactionClient;
type Ou = OuRef & { name: string };
type GrantRow = { ouId: number; functionCode: string; includesSubsidiaries: boolean; ou: Ou };

async function loadContact(db: Tx, authz: Authorization, contactID: number) {
  const contact = await db.contact.findUnique({
    where: { id: contactID },
    select: { id: true, displayName: true, email: true, ouId: true },
  });
  if (!contact) throw notFound(`Contact ${contactID}`);
  const contactOu = (await ouRef(db, contact.ouId))!;
  // Outside the caller's scope the contact is as good as absent (no existence oracle).
  if (!authz.can(FunctionCode.ContactPermissionEdit, contactOu)) throw notFound(`Contact ${contactID}`);
  return contact;
}

/**
 * Whether someone signed in is said only of a person wholly in the caller's scope: every contact carrying
 * the email on an OU the caller may edit permissions of. Otherwise a contact made with any address would
 * tell whether its owner, somewhere else, uses the directory.
 */
async function withoutOutsiders(db: Tx, authz: Authorization, privileges: ContactPrivileges) {
  if (!privileges.hasSignedIn || !privileges.email) return privileges;
  const carriers = await db.contact.findMany({
    where: { email: { equals: privileges.email, mode: 'insensitive' } },
    select: { ou: { select: { id: true, path: true } } },
  });
  const inScope = carriers.every((c) => authz.can(FunctionCode.ContactPermissionEdit, c.ou));
  return inScope ? privileges : { ...privileges, hasSignedIn: false };
}

/** The user's grants on the OU and on its subtree (only the sub-OUs the editor may edit permissions of). */
async function grantsOf(db: Tx, email: string | null, ou: Ou) {
  const user = email
    ? await db.user.findUnique({ where: { email }, select: { id: true, lastLoginAt: true } })
    : null;
  const rows: GrantRow[] = user
    ? await db.permissionGrant.findMany({
        where: { userId: user.id, ou: { path: { startsWith: ou.path } } },
        select: {
          ouId: true,
          functionCode: true,
          includesSubsidiaries: true,
          ou: { select: { id: true, path: true, name: true } },
        },
        orderBy: [{ ou: { path: 'asc' } }, { functionCode: 'asc' }],
      })
    : [];
  return { user, own: rows.filter((g) => g.ouId === ou.id), below: rows.filter((g) => g.ouId !== ou.id) };
}

const grantSnapshot = (grants: { functionCode: string; includesSubsidiaries: boolean; ouId?: number }[]) =>
  grants.map(
    (g) => `${g.ouId !== undefined ? `${g.ouId}:` : ''}${g.functionCode}${g.includesSubsidiaries ? '+' : ''}`,
  );

/** A fingerprint of every grant the user holds on the OU and below: what a save is based on. */
function grantsVersion(held: Awaited<ReturnType<typeof grantsOf>>) {
  const rows = grantSnapshot([...held.own, ...held.below]).sort();
  return createHash('sha256').update(rows.join(',')).digest('hex').slice(0, 16);
}

function toPrivileges(
  authz: Authorization,
  contact: { id: number; displayName: string; email: string | null },
  ou: Ou,
  held: Awaited<ReturnType<typeof grantsOf>>,
): ContactPrivileges {
  const view = (g: GrantRow): PrivilegeGrant => ({
    ouID: g.ouId,
    ouName: g.ou.name,
    functionCode: g.functionCode as FunctionCode,
    includesSubsidiaries: g.includesSubsidiaries,
    editable: mayEdit(authz, g.functionCode as FunctionCode, g.ou, g.includesSubsidiaries),
  });
  return {
    contactID: contact.id,
    version: grantsVersion(held),
    displayName: contact.displayName,
    email: contact.email,
    hasSignedIn: Boolean(held.user?.lastLoginAt),
    ouID: ou.id,
    ouName: ou.name,
    grants: held.own.map(view),
    subsidiaryGrants: held.below.filter((g) => authz.can(FunctionCode.ContactPermissionEdit, g.ou)).map(view),
    grantableCodes: allFunctionCodes.filter((code) => authz.can(code, ou)),
    grantableWithSubsidiaries: allFunctionCodes.filter((code) => authz.canOnSubtree(code, ou)),
  };
}

const ouOf = (prisma: PrismaClient, id: number): Promise<Ou> =>
  prisma.organizationUnit.findUniqueOrThrow({ where: { id }, select: { id: true, path: true, name: true } });

/** What the user of a contact's email holds on the OU and below, as the caller may see it. */
export async function contactPrivileges(
  prisma: PrismaClient,
  { authz }: Caller,
  { contactID, ouID }: z.output<typeof contactPrivilegesQuery>,
) {
  const contact = await loadContact(prisma, authz, contactID);
  const ou = await ouOf(prisma, ouID);
  const held = await grantsOf(prisma, contact.email, ou);
  return withoutOutsiders(prisma, authz, toPrivileges(authz, contact, ou, held));
}

/** Sets the user's grants on the OU (and clears the editable ones below with overwriteSubsidiaries). */
export async function saveContactPrivileges(
  prisma: PrismaClient,
  caller: Caller,
  body: z.output<typeof saveContactPrivilegesRequest>,
) {
  const { authz } = caller;
  const ou = await ouOf(prisma, body.ouID);
  const result = await prisma.$transaction(async (tx) => {
    const contact = await loadContact(tx, authz, body.contactID);
    if (!contact.email) {
      throw refuse('CONTACT_NO_EMAIL_FOR_PERMISSIONS', {}, { field: 'body.contactID' });
    }
    // Two editors saving one person's grants queue here, so the version check below cannot race.
    await lockGrantsOf(tx, contact.email);
    const held = await grantsOf(tx, contact.email, ou);
    if (grantsVersion(held) !== body.version) throw staleVersion();
    const wanted = new Map(body.grants.map((g) => [g.functionCode as string, g.includesSubsidiaries]));
    const current = new Map(held.own.map((g) => [g.functionCode, g.includesSubsidiaries]));
    const changed = [...new Set([...wanted.keys(), ...current.keys()])].filter(
      (code) => wanted.get(code) !== current.get(code),
    );
    for (const code of changed) {
      const withSubsidiaries = Boolean(wanted.get(code) || current.get(code));
      if (!mayEdit(authz, code as FunctionCode, ou, withSubsidiaries)) {
        throw refuse(withSubsidiaries ? 'GRANT_NOT_HELD_WITH_SUBSIDIARIES' : 'GRANT_NOT_HELD', { code });
      }
    }
    const overwritten = body.overwriteSubsidiaries
      ? held.below.filter((g) => mayEdit(authz, g.functionCode as FunctionCode, g.ou, g.includesSubsidiaries))
      : [];
    if (changed.length === 0 && overwritten.length === 0) return contact;

    const user = await userForEmail(tx, contact.email);
    await tx.permissionGrant.deleteMany({
      where: {
        userId: user.id,
        OR: [
          { ouId: ou.id, functionCode: { in: changed } },
          ...overwritten.map((g) => ({ ouId: g.ouId, functionCode: g.functionCode })),
        ],
      },
    });
    await tx.permissionGrant.createMany({
      data: changed
        .filter((code) => wanted.has(code))
        .map((code) => ({
          userId: user.id,
          ouId: ou.id,
          functionCode: code,
          includesSubsidiaries: wanted.get(code)!,
          grantedBy: caller.email,
        })),
    });
    await recordAudit(tx, caller.audit, {
      action: 'PERMISSION_CHANGE',
      entityType: AuditEntity.PermissionGrant,
      entityId: user.id,
      ouId: ou.id,
      before: {
        email: contact.email,
        contactID: contact.id,
        grants: grantSnapshot(held.own),
        subsidiaryGrants: grantSnapshot(held.below),
      },
      after: {
        email: contact.email,
        contactID: contact.id,
        grants: grantSnapshot(
          body.grants.slice().sort((a, b) => a.functionCode.localeCompare(b.functionCode)),
        ),
        subsidiaryGrants: grantSnapshot(held.below.filter((g) => !overwritten.includes(g))),
      },
    });
    // Each sub-OU whose grants were overwritten gets its own row, so its administrators see the change.
    for (const ouId of new Set(overwritten.map((g) => g.ouId))) {
      const there = held.below.filter((g) => g.ouId === ouId);
      await recordAudit(tx, caller.audit, {
        action: 'PERMISSION_CHANGE',
        entityType: AuditEntity.PermissionGrant,
        entityId: user.id,
        ouId,
        before: { email: contact.email, contactID: contact.id, grants: grantSnapshot(there) },
        after: {
          email: contact.email,
          contactID: contact.id,
          grants: grantSnapshot(there.filter((g) => !overwritten.includes(g))),
        },
      });
    }
    return contact;
  });
  const held = await grantsOf(prisma, result.email, ou);
  return withoutOutsiders(prisma, authz, toPrivileges(authz, result, ou, held));
}
