import { filterNameInput, FunctionCode, WORKING_LOCATION_LIMIT } from '@cd/contracts';
import { Prisma } from '@cd/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { requireAuth } from '../auth/auth.plugin.js';
import { loadOuScope } from '../auth/ou-scope.js';
import { toOuDetail } from './ou-mapper.js';
import { buildNavigationTree } from './ou-tree.js';
import { endpoint, spellingsOf } from '../../endpoints.js';

export const organizationUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('OrganizationUnits.GetOUDetail'),
    handler: async (request) => {
      const ou = await app.prisma.organizationUnit.findUniqueOrThrow({
        where: { id: request.query.ouID },
        include: { parent: { select: { id: true, name: true } }, country: true },
      });
      return ok(toOuDetail(ou));
    },
  });

  app.route({
    ...endpoint('OrganizationUnits.WorkingLocation'),
    handler: async (request) => {
      const { ouID } = request.query;
      const ou = await app.prisma.organizationUnit.findUniqueOrThrow({
        where: { id: ouID },
        select: { workingLocation: true },
      });
      const rows = await app.prisma.$queryRaw<{ location: string }[]>(Prisma.sql`
        SELECT working_location AS location FROM contact
         WHERE ou_id = ${ouID} AND working_location IS NOT NULL AND working_location <> ''
         GROUP BY working_location ORDER BY count(*) DESC, working_location
         LIMIT ${WORKING_LOCATION_LIMIT}`);
      const locations = [...new Set([ou.workingLocation, ...rows.map((r) => r.location)])].filter(
        (l): l is string => !!l,
      );
      return ok({ ouID, workingLocation: ou.workingLocation, locations });
    },
  });

  app.route({
    ...endpoint('OrganizationUnits.GetOUNavigationTree'),
    handler: async (request) => {
      const { ouID, contactID, selectedOuID, searchText, function: code } = request.query;
      const authz = requireAuth(request).authz;
      if (!authz.hasAnyCode([code])) throw forbidden(`This needs ${code}.`);
      const scope = await loadOuScope(app.prisma, authz, code);
      if (ouID !== undefined) scope.require(ouID);
      let selected;
      if (contactID !== undefined) {
        const contact = await app.prisma.contact.findUnique({
          where: { id: contactID },
          select: { ouId: true },
        });
        if (!contact) throw notFound(`Contact ${contactID}`);
        selected = scope.require(contact.ouId);
      }
      if (selectedOuID !== undefined) selected = scope.require(selectedOuID);
      return ok(buildNavigationTree(scope, { parentId: ouID, selected, searchText }));
    },
  });

  for (const url of spellingsOf('OrganizationUnits.OUSearch')) {
    app.route({
      ...endpoint('OrganizationUnits.OUSearch'),
      url,
      handler: async (request) => {
        const { searchText, page, pageSize } = request.body;
        const scope = await loadOuScope(app.prisma, requireAuth(request).authz, FunctionCode.DirectorySearch);
        const [folded] = await app.prisma.$queryRaw<{ text: string }[]>(
          Prisma.sql`SELECT cd_fold(${filterNameInput(searchText)}) AS text`,
        );
        const text = folded?.text ?? '';
        const names = await app.prisma.$queryRaw<{ id: number; name: string; nameZh: string | null }[]>(
          Prisma.sql`SELECT id, cd_fold(name) AS name, name_zh AS "nameZh" FROM organization_unit`,
        );
        const folds = new Map(names.map((n) => [n.id, n]));
        const rank = (ou: { id: number; code: string }) => {
          const n = folds.get(ou.id)!;
          if (!text) return 0;
          if (ou.code.toLowerCase() === text || n.name === text || n.nameZh === text) return 0;
          if (n.name.startsWith(text) || ou.code.toLowerCase().startsWith(text)) return 1;
          if (
            n.name.includes(text) ||
            (n.nameZh ?? '').includes(text) ||
            ou.code.toLowerCase().includes(text)
          )
            return 2;
          return -1;
        };
        const matches = scope.visible
          .map((ou) => ({ ou, rank: rank(ou) }))
          .filter((m) => m.rank >= 0)
          .sort((a, b) => a.rank - b.rank || a.ou.name.localeCompare(b.ou.name) || a.ou.id - b.ou.id);
        const byId = new Map(scope.all.map((ou) => [ou.id, ou]));
        const items = matches.slice((page - 1) * pageSize, page * pageSize).map(({ ou }) => {
          const parent =
            ou.parentId !== null && scope.isVisible(ou.parentId) ? byId.get(ou.parentId) : undefined;
          return {
            ouID: ou.id,
            code: ou.code,
            name: ou.name,
            nameZh: ou.nameZh,
            parentOuID: parent?.id ?? null,
            parentName: parent?.name ?? null,
            countryCode: ou.countryCode,
          };
        });
        return ok({ items, total: matches.length, totalIsExact: true, page, pageSize });
      },
    });
  }
};
