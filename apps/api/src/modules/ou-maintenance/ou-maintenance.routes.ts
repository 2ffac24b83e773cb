import {
  AuditEntity,
  FunctionCode,
  OU_DELETE_REASONS,
  type OuMaintenance,
  serverMessage,
  type ServerMessage,
} from '@cd/contracts';
import type { OrganizationUnit, Prisma } from '@cd/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor, recordAudit } from '../../lib/audit.js';
import { ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { deleteRefusals, invalidField, refuseDuplicate } from '../../lib/refusals.js';
import { writeIfVersion } from '../../lib/versioning.js';
import { requireAuth } from '../auth/auth.plugin.js';
import { toOuDetail } from '../organization-units/ou-mapper.js';
import { checkMove, movePreview } from './ou-move.js';
import { endpoint } from '../../endpoints.js';

type Tx = Prisma.TransactionClient;

const maintenanceInclude = {
  parent: { select: { id: true, name: true } },
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

const invalid = (field: string, message: string, coded: ServerMessage) =>
  invalidField(`body.${field}`, message, coded);

const refusal = deleteRefusals('organizationUnit', 'ouID', OU_DELETE_REASONS, {
  new: 'DELETE_REFUSED_OU_NEW',
  hasContacts: 'DELETE_REFUSED_OU_HAS_CONTACTS',
  hasSubsidiaries: 'DELETE_REFUSED_OU_HAS_SUBSIDIARIES',
});

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

export const ouMaintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.route({
    ...endpoint('OrganizationUnits.OUMaintenance'),
    handler: async (request) =>
      ok(
        toMaintenance(
          await prisma.organizationUnit.findUniqueOrThrow({
            where: { id: request.query.ouID },
            include: maintenanceInclude,
          }),
        ),
      ),
  });

  app.route({
    ...endpoint('OrganizationUnits.GetOUTrustedDomain'),
    handler: async (request) => {
      const domains = await prisma.trustedDomain.findMany({
        where: { ouId: request.query.ouID },
        orderBy: { domain: 'asc' },
        select: { domain: true },
      });
      return ok({ ouID: request.query.ouID, trustedDomains: domains.map((d) => d.domain) });
    },
  });

  app.route({
    ...endpoint('OrganizationUnits.OUMovePreview'),
    handler: async (request) => {
      const auth = requireAuth(request);
      const { ouID, parentOUID } = request.query;
      const select = { id: true, path: true, parentId: true, name: true, nameZh: true } as const;
      const ou = await prisma.organizationUnit.findUniqueOrThrow({ where: { id: ouID }, select });
      const parent = await prisma.organizationUnit.findUnique({ where: { id: parentOUID }, select });
      if (!parent) throw notFound(`Organisation unit ${parentOUID}`);
      const subtree = await checkMove(prisma, auth.authz, ou, parent, 'querystring.parentOUID');
      return ok(await movePreview(prisma, ou, parent, subtree));
    },
  });

  app.route({
    ...endpoint('OrganizationUnits.OUUpdate'),
    handler: async (request) => {
      const auth = requireAuth(request);
      const actor = auth.user.email;
      const { ouID, version, parentOUID, ...fields } = request.body;
      if (fields.countryCode && !(await prisma.country.findUnique({ where: { code: fields.countryCode } }))) {
        throw invalid(
          'countryCode',
          `There is no country ${fields.countryCode}.`,
          serverMessage('OU_UNKNOWN_COUNTRY', { code: fields.countryCode }),
        );
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
                if (!parent)
                  throw invalid(
                    'parentOUID',
                    'An OU cannot become a top-level OU.',
                    serverMessage('OU_NO_TOP_LEVEL'),
                  );
                await checkMove(tx, auth.authz, before, parent, 'body.parentOUID');
                await moveSubtree(tx, before, parent);
              }
            }
            const after = await tx.organizationUnit.findUniqueOrThrow({
              where: { id },
              include: maintenanceInclude,
            });
            const parentBefore = before?.parentId
              ? await tx.organizationUnit.findUnique({
                  where: { id: before.parentId },
                  select: { name: true },
                })
              : null;
            await recordAudit(tx, auditActor(request), {
              action: before ? (before.parentId !== parentOUID ? 'OU_MOVE' : 'OU_UPDATE') : 'OU_CREATE',
              entityType: AuditEntity.OrganizationUnit,
              entityId: id,
              ouId: id,
              before: before ? snapshot(before, parentBefore?.name ?? null) : null,
              after: snapshot(after, after.parent?.name ?? null),
            });
            return after;
          }),
        'body.code',
        `OU code ${fields.code} is already in use.`,
        serverMessage('OU_CODE_IN_USE', { code: fields.code }),
      );
      return ok(toMaintenance(saved), 'Organisation unit saved.');
    },
  });

  app.route({
    ...endpoint('OrganizationUnits.OURemove'),
    handler: async (request) => {
      const auth = requireAuth(request);
      const { ouID, version } = request.body;
      if (ouID === undefined) throw refusal('new');
      const ou = await prisma.organizationUnit.findUnique({ where: { id: ouID } });
      if (!ou) throw notFound(`Organisation unit ${ouID}`);
      auth.authz.require(FunctionCode.OuMaintenance, ou);
      await prisma.$transaction(async (tx) => {
        // Holds off new contacts and children until the delete commits or rolls back.
        await tx.$executeRaw`SELECT 1 FROM organization_unit WHERE id = ${ouID} FOR UPDATE`;
        if (await tx.contact.findFirst({ where: { ouId: ouID }, select: { id: true } })) {
          throw refusal('hasContacts');
        }
        if (await tx.organizationUnit.findFirst({ where: { parentId: ouID }, select: { id: true } })) {
          throw refusal('hasSubsidiaries');
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
        const parent = before.parentId
          ? await tx.organizationUnit.findUnique({ where: { id: before.parentId }, select: { name: true } })
          : null;
        await recordAudit(tx, auditActor(request), {
          action: 'OU_DELETE',
          entityType: AuditEntity.OrganizationUnit,
          entityId: ouID,
          ouId: before.parentId,
          before: { ...snapshot(before, parent?.name ?? null), departments: departments.map((d) => d.code) },
          after: null,
        });
      });
      return ok({ ouID }, 'Organisation unit deleted.');
    },
  });
};
