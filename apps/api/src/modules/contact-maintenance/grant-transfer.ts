import { AuditEntity } from '@cd/contracts';
import type { Prisma } from '@cd/db';
import { recordAudit, type AuditActor } from '../../lib/audit.js';

type Tx = Prisma.TransactionClient;

/** A user row for an email, made as a placeholder when the person has never signed in (decision 025). */
export const userForEmail = (tx: Tx, email: string) =>
  tx.user.upsert({
    where: { email },
    update: {},
    create: { email },
    select: { id: true, lastLoginAt: true },
  });

const grantList = (grants: { ouId: number; functionCode: string; includesSubsidiaries: boolean }[]) =>
  grants.map((g) => ({
    ouID: g.ouId,
    functionCode: g.functionCode,
    includesSubsidiaries: g.includesSubsidiaries,
  }));

/**
 * "Retain the user's permissions" on a master email change: every grant of the old email's user moves to
 * the new email's user (made as a placeholder if needed), so the person keeps exactly what they held.
 */
export async function moveGrantsToEmail(
  tx: Tx,
  actor: AuditActor,
  { from, to, contactId }: { from: string; to: string; contactId: number },
) {
  const old = await tx.user.findUnique({ where: { email: from }, include: { grants: true } });
  if (!old || old.grants.length === 0) return;
  const target = await userForEmail(tx, to);
  await tx.permissionGrant.createMany({
    data: old.grants.map((g) => ({
      userId: target.id,
      ouId: g.ouId,
      functionCode: g.functionCode,
      includesSubsidiaries: g.includesSubsidiaries,
      grantedBy: actor.actorEmail ?? 'system',
    })),
    skipDuplicates: true,
  });
  await tx.permissionGrant.deleteMany({ where: { userId: old.id } });
  await recordAudit(tx, actor, {
    action: 'PERMISSION_MOVE',
    entityType: AuditEntity.PermissionGrant,
    entityId: target.id,
    before: { email: from, contactID: contactId, grants: grantList(old.grants) },
    after: { email: to, contactID: contactId, grants: grantList(old.grants) },
  });
}
