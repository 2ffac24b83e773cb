import {
  filterNameInput,
  FunctionCode,
  type ouNavigationTreeQuery,
  type ouSearchRequest,
  WORKING_LOCATION_LIMIT,
} from '@cd/contracts';
import { Prisma, type PrismaClient } from '@cd/db';
import type { z } from 'zod';
import { notFound, refuse } from '../../lib/errors.js';
import type { Caller } from '../auth/auth.plugin.js';
import { loadOuScope } from '../auth/ou-scope.js';
import { toOuDetail } from './ou-mapper.js';
import { buildNavigationTree } from './ou-tree.js';

export const ouDetail = async (prisma: PrismaClient, ouId: number) =>
  toOuDetail(
    await prisma.organizationUnit.findUniqueOrThrow({
      where: { id: ouId },
      include: { parent: { select: { id: true, name: true, nameZh: true } }, country: true },
    }),
  );

/** The OU's own working location first, then its contacts' most used ones. */
export async function workingLocations(prisma: PrismaClient, ouID: number) {
  const ou = await prisma.organizationUnit.findUniqueOrThrow({
    where: { id: ouID },
    select: { workingLocation: true },
  });
  const rows = await prisma.$queryRaw<{ location: string }[]>(Prisma.sql`
    SELECT working_location AS location FROM contact
     WHERE ou_id = ${ouID} AND working_location IS NOT NULL AND working_location <> ''
     GROUP BY working_location ORDER BY count(*) DESC, working_location
     LIMIT ${WORKING_LOCATION_LIMIT}`);
  const locations = [...new Set([ou.workingLocation, ...rows.map((r) => r.location)])].filter(
    (l): l is string => !!l,
  );
  return { ouID, workingLocation: ou.workingLocation, locations };
}

/** The OUs where the caller holds the requested function, as a tree (one level, a path to the selected OU). */
export async function navigationTree(
  prisma: PrismaClient,
  { authz }: Caller,
  { ouID, contactID, selectedOuID, searchText, function: code }: z.output<typeof ouNavigationTreeQuery>,
) {
  if (!authz.hasAnyCode([code])) throw refuse('NEEDS_FUNCTION_CODE', { code });
  const scope = await loadOuScope(prisma, authz, code);
  if (ouID !== undefined) scope.require(ouID);
  let selected;
  if (contactID !== undefined) {
    const contact = await prisma.contact.findUnique({
      where: { id: contactID },
      select: { ouId: true },
    });
    if (!contact) throw notFound(`Contact ${contactID}`);
    selected = scope.require(contact.ouId);
  }
  if (selectedOuID !== undefined) selected = scope.require(selectedOuID);
  return buildNavigationTree(scope, { parentId: ouID, selected, searchText });
}

/** OUs the caller may search in, ranked: exact code or name, then prefix, then contains. */
export async function searchOus(
  prisma: PrismaClient,
  { authz }: Caller,
  { searchText, page, pageSize }: z.output<typeof ouSearchRequest>,
) {
  const scope = await loadOuScope(prisma, authz, FunctionCode.DirectorySearch);
  const [folded] = await prisma.$queryRaw<{ text: string }[]>(
    Prisma.sql`SELECT cd_fold(${filterNameInput(searchText)}) AS text`,
  );
  const text = folded?.text ?? '';
  const names = await prisma.$queryRaw<{ id: number; name: string; nameZh: string | null }[]>(
    Prisma.sql`SELECT id, cd_fold(name) AS name, name_zh AS "nameZh" FROM organization_unit`,
  );
  const folds = new Map(names.map((n) => [n.id, n]));
  const rank = (ou: { id: number; code: string }) => {
    const n = folds.get(ou.id)!;
    if (!text) return 0;
    if (ou.code.toLowerCase() === text || n.name === text || n.nameZh === text) return 0;
    if (n.name.startsWith(text) || ou.code.toLowerCase().startsWith(text)) return 1;
    if (n.name.includes(text) || (n.nameZh ?? '').includes(text) || ou.code.toLowerCase().includes(text))
      return 2;
    return -1;
  };
  const matches = scope.visible
    .map((ou) => ({ ou, rank: rank(ou) }))
    .filter((m) => m.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.ou.name.localeCompare(b.ou.name) || a.ou.id - b.ou.id);
  const byId = new Map(scope.all.map((ou) => [ou.id, ou]));
  const items = matches.slice((page - 1) * pageSize, page * pageSize).map(({ ou }) => {
    const parent = ou.parentId !== null && scope.isVisible(ou.parentId) ? byId.get(ou.parentId) : undefined;
    return {
      ouID: ou.id,
      code: ou.code,
      name: ou.name,
      nameZh: ou.nameZh,
      parentOuID: parent?.id ?? null,
      parentName: parent?.name ?? null,
      parentNameZh: parent?.nameZh ?? null,
      countryCode: ou.countryCode,
    };
  });
  return { items, total: matches.length, totalIsExact: true, page, pageSize };
}
