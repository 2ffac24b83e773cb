import {
  AuditEntity,
  type AuditAction,
  FunctionCode,
  type GrantStayedReason,
  type MovedGrant,
  type PermissionMove,
} from '@cd/contracts';
import { Prisma } from '@cd/db';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { refuse } from '../../lib/errors.js';
import type { Authorization, OuRef } from '../auth/authorization.js';
import { revokeUserSessionsIn } from '../auth/sessions.js';

/**
 * Every change to a person's grants goes through here (decision 086): SaveContactPrivileges, a master
 * email change that keeps the permissions, and a leaver's deletion. One rule decides what an editor may
 * give or take (no escalation), and every change is audited per OU, so each OU's administrators see it.
 */
type Tx = Prisma.TransactionClient;
type HeldGrant = { id: number; ouId: number; functionCode: string; includesSubsidiaries: boolean; ou: Ou };
type Ou = OuRef & { name: string };

/**
 * Why the editor may not grant or revoke `code` on `ou` (with its subtree when `withSubsidiaries`), or null
 * when they may: they must edit permissions there (FN-0003B) and hold the code there themselves, on the
 * whole subtree for a grant with subsidiaries. A code held through a trusted domain counts as held.
 */
export function whyNotGrantable(
  authz: Authorization,
  code: FunctionCode,
  ou: OuRef,
  withSubsidiaries: boolean,
): GrantStayedReason | null {
  if (!authz.can(FunctionCode.ContactPermissionEdit, ou)) return 'noPermissionEditOnOu';
  if (!authz.can(code, ou)) return 'notHeldOnOu';
  if (withSubsidiaries && !authz.canOnSubtree(code, ou)) return 'notHeldOnSubtree';
  return null;
}

/** The no-escalation rule: an editor gives or takes only what they could hold there themselves. */
export const mayGrant = (authz: Authorization, code: FunctionCode, ou: OuRef, withSubsidiaries: boolean) =>
  whyNotGrantable(authz, code, ou, withSubsidiaries) === null;

/** A user row for an email, made as a placeholder when the person has never signed in (decision 025). */
export const userForEmail = (tx: Tx, email: string) =>
  tx.user.upsert({
    where: { email },
    update: {},
    create: { email },
    select: { id: true, lastLoginAt: true },
  });

/**
 * Serialises every change to one person's grants until the transaction ends, so a version check, a move
 * and a leaver's revocation of the same email cannot interleave. Emails are locked in one order.
 */
export async function lockGrantsOf(tx: Tx, ...emails: string[]) {
  for (const email of [...new Set(emails)].sort()) {
    await tx.$executeRaw(Prisma.sql`SELECT pg_advisory_xact_lock(hashtext(${`grants:${email}`}))`);
  }
}

const heldGrants = (tx: Tx, email: string) =>
  tx.user.findUnique({
    where: { email },
    select: {
      id: true,
      grants: {
        select: {
          id: true,
          ouId: true,
          functionCode: true,
          includesSubsidiaries: true,
          ou: { select: { id: true, path: true, name: true } },
        },
        orderBy: [{ ouId: 'asc' }, { functionCode: 'asc' }],
      },
    },
  });

const asMoved = (g: HeldGrant): MovedGrant => ({
  ouID: g.ouId,
  ouName: g.ou.name,
  functionCode: g.functionCode as FunctionCode,
  includesSubsidiaries: g.includesSubsidiaries,
});

const grantCodes = (grants: HeldGrant[]) =>
  grants.map((g) => `${g.functionCode}${g.includesSubsidiaries ? '+' : ''}`);

/** One audit row per OU the grants apply to: the audit log shows each OU's rows to its administrators. */
async function auditPerOu(
  tx: Tx,
  actor: AuditActor,
  action: AuditAction,
  userId: string,
  grants: HeldGrant[],
  snapshot: (onOu: HeldGrant[]) => { before: Prisma.InputJsonObject; after: Prisma.InputJsonObject },
) {
  const byOu = new Map<number, HeldGrant[]>();
  for (const g of grants) byOu.set(g.ouId, [...(byOu.get(g.ouId) ?? []), g]);
  for (const [ouId, onOu] of byOu) {
    await recordAudit(tx, actor, {
      action,
      entityType: AuditEntity.PermissionGrant,
      entityId: userId,
      ouId,
      ...snapshot(onOu),
    });
  }
}

export interface GrantMove {
  from: string;
  to: string;
  contactId: number;
  /** A system administrator's explicit yes to merging into a user who has signed in under `to`. */
  confirmMerge: boolean;
}

/**
 * "Retain the user's permissions" on a master email change: the grants of the old email's user that the
 * editor could grant themselves move to the new email's user (a placeholder if needed); the others stay
 * and are answered with why. Grants never merge into a user who has signed in under the new email unless
 * a system administrator confirms it: that would hand a live account someone else's rights.
 */
export async function moveGrantsToEmail(
  tx: Tx,
  actor: AuditActor,
  authz: Authorization,
  { from, to, contactId, confirmMerge }: GrantMove,
): Promise<PermissionMove> {
  await lockGrantsOf(tx, from, to);
  const old = await heldGrants(tx, from);
  const movable: HeldGrant[] = [];
  const stayed: PermissionMove['stayed'] = [];
  for (const g of old?.grants ?? []) {
    const reason = whyNotGrantable(authz, g.functionCode as FunctionCode, g.ou, g.includesSubsidiaries);
    if (reason) stayed.push({ ...asMoved(g), reason });
    else movable.push(g);
  }
  const answer = { from, to, moved: movable.map(asMoved), stayed };
  if (!old || movable.length === 0) return answer;

  const existing = await tx.user.findUnique({ where: { email: to }, select: { lastLoginAt: true } });
  if (existing?.lastLoginAt) refuseMergeIntoSignedIn(authz, to, confirmMerge);
  const target = await userForEmail(tx, to);
  for (const g of movable) {
    // A code the target already holds there keeps the wider of the two scopes.
    await tx.permissionGrant.upsert({
      where: { userId_ouId_functionCode: { userId: target.id, ouId: g.ouId, functionCode: g.functionCode } },
      create: {
        userId: target.id,
        ouId: g.ouId,
        functionCode: g.functionCode,
        includesSubsidiaries: g.includesSubsidiaries,
        grantedBy: actor.actorEmail ?? 'system',
      },
      update: g.includesSubsidiaries ? { includesSubsidiaries: true } : {},
    });
  }
  await tx.permissionGrant.deleteMany({ where: { id: { in: movable.map((g) => g.id) } } });
  await auditPerOu(tx, actor, 'PERMISSION_MOVE', target.id, movable, (onOu) => ({
    before: { email: from, contactID: contactId, grants: grantCodes(onOu) },
    after: { email: to, contactID: contactId, grants: grantCodes(onOu) },
  }));
  return answer;
}

function refuseMergeIntoSignedIn(authz: Authorization, email: string, confirmed: boolean) {
  if (!authz.isSystemAdministrator) {
    throw refuse('GRANTS_MERGE_SIGNED_IN', { email }, { field: 'body.email' });
  }
  if (!confirmed) {
    throw refuse('GRANTS_MERGE_CONFIRM', { email }, { field: 'body.confirmGrantMerge' });
  }
}

export interface LeaverAccess {
  revokedGrants: number;
  endedSessions: number;
}

/**
 * A leaver: once no contact carries `email` as its primary address, the person's grants are revoked and
 * their sessions end, in the caller's transaction (call it after the deletion). Their next request is 401.
 */
export async function revokeLeaverAccess(
  tx: Tx,
  actor: AuditActor,
  { email, contactId, ouId }: { email: string; contactId: number; ouId: number },
): Promise<LeaverAccess | null> {
  await lockGrantsOf(tx, email);
  // After the lock: a concurrent deletion of the email's other contact has committed by now, or waits.
  if ((await tx.contact.count({ where: { email } })) > 0) return null;
  const user = await heldGrants(tx, email);
  if (!user) return null;
  await tx.permissionGrant.deleteMany({ where: { userId: user.id } });
  await auditPerOu(tx, actor, 'PERMISSION_REVOKE', user.id, user.grants, (onOu) => ({
    before: { email, contactID: contactId, grants: grantCodes(onOu) },
    after: { email, contactID: contactId, grants: [] },
  }));
  const endedSessions = await revokeUserSessionsIn(tx, user.id, 'contact_deleted', {
    actorEmail: actor.actorEmail ?? undefined,
    requestId: actor.requestId ?? undefined,
    details: { by: actor.actorEmail ?? 'system' },
    ouId,
  });
  return { revokedGrants: user.grants.length, endedSessions };
}
