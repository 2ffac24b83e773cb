import type { OuMovePreview } from '@cd/contracts';
import type { Prisma, PrismaClient } from '@cd/db';
import { refuse } from '../../lib/errors.js';
import type { Authorization, OuRef } from '../auth/authorization.js';
import { idsOnPath, moveReach, moveRefusal } from '../auth/ou-move.js';

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * The checks of a move of `ou` under `parent`, shared by the move and its preview: 400 under its own
 * subtree (on `field`), 403 without FN-0001 on the new parent and over every OU that moves (decision 087).
 * Returns the moved subtree.
 */
export async function checkMove(
  db: Db,
  authz: Authorization,
  ou: OuRef,
  parent: OuRef,
  field: string,
): Promise<OuRef[]> {
  if (parent.path.startsWith(ou.path)) {
    throw refuse('OU_MOVE_UNDER_ITSELF', {}, { field });
  }
  const subtree = await db.organizationUnit.findMany({
    where: { path: { startsWith: ou.path } },
    select: { id: true, path: true },
  });
  const refusal = moveRefusal(authz, subtree, parent);
  if (refusal) throw refusal;
  return subtree;
}

/** What the move would change (the counts the confirmation shows), read without changing anything. */
type NamedOu = OuRef & { name: string; nameZh: string | null };
const named = (ou: NamedOu) => ({ ouID: ou.id, name: ou.name, nameZh: ou.nameZh });

export async function movePreview(
  db: Db,
  ou: OuRef & { parentId: number | null },
  parent: NamedOu,
  subtree: readonly OuRef[],
): Promise<OuMovePreview> {
  const above = [...new Set([...idsOnPath(ou.path), ...idsOnPath(parent.path)])];
  // One after another: inside a transaction they share one connection.
  const contactCount = await db.contact.count({ where: { ouId: { in: subtree.map((o) => o.id) } } });
  const grants = await db.permissionGrant.findMany({
    where: { includesSubsidiaries: true, ouId: { in: above } },
    select: { userId: true, ouId: true },
  });
  const domains = await db.trustedDomain.findMany({
    where: { ouId: { in: above } },
    select: { domain: true, ouId: true },
  });
  const users = moveReach(
    grants.map((g) => ({ who: g.userId, ouId: g.ouId })),
    ou,
    parent,
  );
  const reachingDomains = moveReach(
    domains.map((d) => ({ who: d.domain, ouId: d.ouId })),
    ou,
    parent,
  );
  const currentParent =
    ou.parentId === null
      ? null
      : await db.organizationUnit.findUniqueOrThrow({
          where: { id: ou.parentId },
          select: { id: true, path: true, name: true, nameZh: true },
        });
  return {
    ouID: ou.id,
    parentOUID: parent.id,
    currentParent: currentParent && named(currentParent),
    newParent: named(parent),
    ouCount: subtree.length,
    contactCount,
    gainingDomains: reachingDomains.gaining,
    losingDomains: reachingDomains.losing,
    gainingUsers: users.gaining.length,
    losingUsers: users.losing.length,
  };
}
