import {
  AuditEntity,
  FunctionCode,
  type OuMaintenance,
  type ouMovePreviewQuery,
  type ouRemoveRequest,
  type ouUpdateRequest,
} from '@cd/contracts';
import type { OrganizationUnit, Prisma, PrismaClient } from '@cd/db';
import type { z } from 'zod';
import { recordAudit } from '../../lib/audit.js';
import { notFound, refuse } from '../../lib/errors.js';
import { refuseDuplicate } from '../../lib/refusals.js';
import { writeIfVersion } from '../../lib/versioning.js';
import type { Caller } from '../auth/auth.plugin.js';
import { toOuDetail } from '../organization-units/ou-mapper.js';
import { checkMove, movePreview } from './ou-move.js';

type Tx = Prisma.TransactionClient;

const maintenanceInclude = {
  parent: { select: { id: true, name: true, nameZh: true } },
  country: true,
  _count: { select: { children: true, contacts: true, departments: true } },
} satisfies Prisma.OrganizationUnitInclude;
type OuRow = Prisma.OrganizationUnitGetPayload<{ include: typeof maintenanceInclude }>;

const toMaintenance = (ou: OuRow): OuMaintenance => ({
  ...toOuDetail(ou),
  version: ou.version,
  depth: ou.depth,
  childCount: ou._count.children,
  contactCount: ou._count.contacts,
  departmentCount: ou._count.departments,
});

/**
 * What the OU's history shows. The parent is named as well as numbered, so a move reads "parentOU: Hong
 * Kong → Hong Kong Finance" rather than as ids; the internal path is left out (it follows the parent).
 */
const snapshot = (ou: OrganizationUnit, parentName: string | null) => ({
  code: ou.code,
  name: ou.name,
  nameZh: ou.nameZh,
  parentOUID: ou.parentId,
  parentOU: parentName,
  workingLocation: ou.workingLocation,
  telexAndCable: ou.telexAndCable,
  website: ou.website,
  countryCode: ou.countryCode,
});

const parentName = async (db: Tx, parentId: number | null) =>
  parentId
    ? ((await db.organizationUnit.findUnique({ where: { id: parentId }, select: { name: true } }))?.name ??
      null)
    : null;

const deleteRefused = (
  code: 'DELETE_REFUSED_OU_NEW' | 'DELETE_REFUSED_OU_HAS_CONTACTS' | 'DELETE_REFUSED_OU_HAS_SUBSIDIARIES',
) => refuse(code, {}, { field: 'ouID' });

/**
 * Moves an OU and its whole subtree under a new parent in ONE statement, so the database's tree check
 * (run once per statement) sees every path already rewritten.
 */
async function moveSubtree(
  tx: Tx,
  ou: { id: number; path: string; depth: number },
  parent: { id: number; path: string; depth: number },
) {
  const newPath = `${parent.path}${ou.id}/`;
  const depthDelta = parent.depth + 1 - ou.depth;
  await tx.$executeRaw`
    UPDATE organization_unit
       SET parent_id = CASE WHEN id = ${ou.id} THEN ${parent.id} ELSE parent_id END,
           path = ${newPath} || substr(path, length(${ou.path}) + 1),
           depth = depth + ${depthDelta}
     WHERE path LIKE ${`${ou.path}%`}`;
}

export const ouMaintenance = async (prisma: PrismaClient, ouId: number) =>
  toMaintenance(
    await prisma.organizationUnit.findUniqueOrThrow({ where: { id: ouId }, include: maintenanceInclude }),
  );

export async function ouTrustedDomains(prisma: PrismaClient, ouId: number) {
  const domains = await prisma.trustedDomain.findMany({
    where: { ouId },
    orderBy: { domain: 'asc' },
    select: { domain: true },
  });
  return { ouID: ouId, trustedDomains: domains.map((d) => d.domain) };
}

export async function previewOuMove(
  prisma: PrismaClient,
  caller: Caller,
  { ouID, parentOUID }: z.output<typeof ouMovePreviewQuery>,
) {
  const select = { id: true, path: true, parentId: true, name: true, nameZh: true } as const;
  const ou = await prisma.organizationUnit.findUniqueOrThrow({ where: { id: ouID }, select });
  const parent = await prisma.organizationUnit.findUnique({ where: { id: parentOUID }, select });
  if (!parent) throw notFound(`Organisation unit ${parentOUID}`);
  const subtree = await checkMove(prisma, caller.authz, ou, parent, 'querystring.parentOUID');
  return movePreview(prisma, ou, parent, subtree);
}

/** Creates an OU (no ouID) or updates one, moving its subtree when the parent changes (decision 087). */
export async function saveOu(prisma: PrismaClient, caller: Caller, input: z.output<typeof ouUpdateRequest>) {
  const actor = caller.email;
  const { ouID, version, parentOUID, ...fields } = input;
  if (fields.countryCode && !(await prisma.country.findUnique({ where: { code: fields.countryCode } }))) {
    throw refuse('OU_UNKNOWN_COUNTRY', { code: fields.countryCode }, { field: 'body.countryCode' });
  }
  const parent =
    parentOUID === null ? null : await prisma.organizationUnit.findUnique({ where: { id: parentOUID } });
  if (parentOUID !== null && !parent) throw notFound(`Organisation unit ${parentOUID}`);
  const saved = await refuseDuplicate(
    () =>
      prisma.$transaction(async (tx) => {
        let before: OrganizationUnit | null = null;
        let id: number;
        if (ouID === undefined) {
          // path and depth are placeholders: the database fills them from the parent on insert.
          const created = await tx.organizationUnit.create({
            data: {
              ...fields,
              parentId: parentOUID,
              path: '/',
              depth: 0,
              createdBy: actor,
              modifiedBy: actor,
            },
          });
          id = created.id;
        } else {
          id = ouID;
          before = await writeIfVersion({
            what: `Organisation unit ${ouID}`,
            expectedVersion: version!,
            load: () => tx.organizationUnit.findUnique({ where: { id } }),
            write: () =>
              tx.organizationUnit.updateMany({
                where: { id, version },
                data: { ...fields, modifiedBy: actor, version: { increment: 1 } },
              }),
          });
          if (before.parentId !== parentOUID) {
            if (!parent) throw refuse('OU_NO_TOP_LEVEL', {}, { field: 'body.parentOUID' });
            await checkMove(tx, caller.authz, before, parent, 'body.parentOUID');
            await moveSubtree(tx, before, parent);
          }
        }
        const after = await tx.organizationUnit.findUniqueOrThrow({
          where: { id },
          include: maintenanceInclude,
        });
        await recordAudit(tx, caller.audit, {
          action: before ? (before.parentId !== parentOUID ? 'OU_MOVE' : 'OU_UPDATE') : 'OU_CREATE',
          entityType: AuditEntity.OrganizationUnit,
          entityId: id,
          ouId: id,
          before: before ? snapshot(before, await parentName(tx, before.parentId)) : null,
          after: snapshot(after, after.parent?.name ?? null),
        });
        return after;
      }),
    refuse('OU_CODE_IN_USE', { code: fields.code }, { field: 'body.code' }),
  );
  return toMaintenance(saved);
}

/** Deletes an OU with no contacts and no subsidiaries; its departments go with it. */
export async function removeOu(
  prisma: PrismaClient,
  caller: Caller,
  { ouID, version }: z.output<typeof ouRemoveRequest>,
) {
  if (ouID === undefined) throw deleteRefused('DELETE_REFUSED_OU_NEW');
  const ou = await prisma.organizationUnit.findUnique({ where: { id: ouID } });
  if (!ou) throw notFound(`Organisation unit ${ouID}`);
  caller.authz.require(FunctionCode.OuMaintenance, ou);
  await prisma.$transaction(async (tx) => {
    // Holds off new contacts and children until the delete commits or rolls back.
    await tx.$executeRaw`SELECT 1 FROM organization_unit WHERE id = ${ouID} FOR UPDATE`;
    if (await tx.contact.findFirst({ where: { ouId: ouID }, select: { id: true } })) {
      throw deleteRefused('DELETE_REFUSED_OU_HAS_CONTACTS');
    }
    if (await tx.organizationUnit.findFirst({ where: { parentId: ouID }, select: { id: true } })) {
      throw deleteRefused('DELETE_REFUSED_OU_HAS_SUBSIDIARIES');
    }
    const departments = await tx.department.findMany({ where: { ouId: ouID }, select: { code: true } });
    const before = await writeIfVersion({
      what: `Organisation unit ${ouID}`,
      expectedVersion: version!,
      load: () => tx.organizationUnit.findUnique({ where: { id: ouID } }),
      write: async () => {
        // Its departments have no contacts (the OU has none) and go with it; domains and grants cascade.
        await tx.department.deleteMany({ where: { ouId: ouID } });
        return tx.organizationUnit.deleteMany({ where: { id: ouID, version } });
      },
    });
    await recordAudit(tx, caller.audit, {
      action: 'OU_DELETE',
      entityType: AuditEntity.OrganizationUnit,
      entityId: ouID,
      ouId: before.parentId,
      before: {
        ...snapshot(before, await parentName(tx, before.parentId)),
        departments: departments.map((d) => d.code),
      },
      after: null,
    });
  });
  return { ouID };
}
