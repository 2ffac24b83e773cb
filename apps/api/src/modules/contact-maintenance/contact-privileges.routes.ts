import {
  allFunctionCodes,
  AuditEntity,
  FunctionCode,
  type ContactPrivileges,
  type PrivilegeGrant,
} from '@cd/contracts';
import { createHash } from 'node:crypto';
import type { Prisma } from '@cd/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor, recordAudit } from '../../lib/audit.js';
import { ok } from '../../lib/envelope.js';
import { staleVersion } from '../../lib/versioning.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { requireAuth, type AuthContext } from '../auth/auth.plugin.js';
import type { Authorization, OuRef } from '../auth/authorization.js';
import { ouRef } from './contact-maintenance.routes.js';
import { lockGrantsOf, mayGrant as mayEdit, userForEmail } from './grants.service.js';
import { endpoint } from '../../endpoints.js';

type Tx = Prisma.TransactionClient;
type Ou = OuRef & { name: string };
type GrantRow = { ouId: number; functionCode: string; includesSubsidiaries: boolean; ou: Ou };

async function loadContact(db: Tx, auth: AuthContext, contactID: number) {
  const contact = await db.contact.findUnique({
    where: { id: contactID },
    select: { id: true, displayName: true, email: true, ouId: true },
  });
  if (!contact) throw notFound(`Contact ${contactID}`);
  const contactOu = (await ouRef(db, contact.ouId))!;
  // Outside the caller's scope the contact is as good as absent (no existence oracle).
  if (!auth.authz.can(FunctionCode.ContactPermissionEdit, contactOu)) throw notFound(`Contact ${contactID}`);
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

export const contactPrivilegeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;
  const ouOf = async (id: number): Promise<Ou> =>
    await prisma.organizationUnit.findUniqueOrThrow({
      where: { id },
      select: { id: true, path: true, name: true },
    });

  app.route({
    ...endpoint('Contacts.GetContactPrivileges'),
    handler: async (request) => {
      const auth = requireAuth(request);
      const contact = await loadContact(prisma, auth, request.query.contactID);
      const ou = await ouOf(request.query.ouID);
      const held = await grantsOf(prisma, contact.email, ou);
      return ok(await withoutOutsiders(prisma, auth.authz, toPrivileges(auth.authz, contact, ou, held)));
    },
  });

  app.route({
    ...endpoint('Contacts.SaveContactPrivileges'),
    handler: async (request) => {
      const auth = requireAuth(request);
      const { authz } = auth;
      const body = request.body;
      const ou = await ouOf(body.ouID);
      const result = await prisma.$transaction(async (tx) => {
        const contact = await loadContact(tx, auth, body.contactID);
        if (!contact.email) {
          throw new AppError(
            'VALIDATION_FAILED',
            'This contact has no email address, so no user can hold permissions.',
            [{ path: 'body.contactID', message: 'The contact has no email address.' }],
          );
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
            throw forbidden(
              `You can't grant or revoke ${code}${withSubsidiaries ? ' with subsidiaries' : ''} on this OU: you do not hold it there.`,
            );
          }
        }
        const overwritten = body.overwriteSubsidiaries
          ? held.below.filter((g) =>
              mayEdit(authz, g.functionCode as FunctionCode, g.ou, g.includesSubsidiaries),
            )
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
              grantedBy: auth.user.email,
            })),
        });
        await recordAudit(tx, auditActor(request), {
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
          await recordAudit(tx, auditActor(request), {
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
      const message = 'Permissions saved. They take effect on the user’s next request.';
      const held = await grantsOf(prisma, result.email, ou);
      return ok(await withoutOutsiders(prisma, authz, toPrivileges(authz, result, ou, held)), message);
    },
  });
};
