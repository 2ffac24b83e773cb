import { filterNameInput, FunctionCode, type DepartmentItem } from '@cd/contracts';
import { Prisma, type PrismaClient } from '@cd/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { requireAuth } from '../auth/auth.plugin.js';
import { loadOuScope } from '../auth/ou-scope.js';
import { containsPattern, inOus } from '../contacts/search-sql.js';
import { endpoint, spellingsOf } from '../../endpoints.js';

interface DepartmentRow {
  id: number;
  code: string;
  name: string;
  nameZh: string | null;
  ouId: number;
  ouName: string;
  ouNameZh: string | null;
  total: number;
}

/**
 * Departments matching `where` (alias d, OU alias o), best first when `rank` is given, then by name; the
 * department table is small, so the count is exact (window count over the matches).
 */
async function pageOfDepartments(
  prisma: PrismaClient,
  where: Prisma.Sql,
  rank: Prisma.Sql,
  page: { page: number; pageSize: number },
) {
  const rows = await prisma.$queryRaw<DepartmentRow[]>(Prisma.sql`
    SELECT d.id, d.code, d.name, d.name_zh AS "nameZh", d.ou_id AS "ouId", o.name AS "ouName",
           o.name_zh AS "ouNameZh", (count(*) OVER ())::int AS total
      FROM department d JOIN organization_unit o ON o.id = d.ou_id
     WHERE ${where}
     ORDER BY ${rank}, d.name, d.id
     LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`);
  const items: DepartmentItem[] = rows.map((r) => ({
    departmentID: r.id,
    code: r.code,
    name: r.name,
    nameZh: r.nameZh,
    ouID: r.ouId,
    ouName: r.ouName,
    ouNameZh: r.ouNameZh,
  }));
  const total =
    rows[0]?.total ??
    (page.page > 1
      ? ((
          await prisma.$queryRaw<{ n: number }[]>(
            Prisma.sql`SELECT count(*)::int AS n FROM department d JOIN organization_unit o ON o.id = d.ou_id WHERE ${where}`,
          )
        )[0]?.n ?? 0)
      : 0);
  return { items, total, totalIsExact: true, ...page };
}

export const departmentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of spellingsOf('Departments.DepartmentSearch')) {
    app.route({
      ...endpoint('Departments.DepartmentSearch'),
      url,
      handler: async (request) => {
        const { searchText, ouID, includeSubsidiaries, page, pageSize } = request.body;
        const scope = await loadOuScope(app.prisma, requireAuth(request).authz, FunctionCode.DirectorySearch);
        const ouIds = scope.ids({ ouId: ouID, includeSubsidiaries });
        const text = filterNameInput(searchText).trim();
        const pattern = containsPattern(text);
        const match = text
          ? Prisma.sql`(cd_fold(d.name) LIKE cd_fold(${pattern}) OR d.name_zh LIKE ${pattern}
                       OR d.code ILIKE ${pattern})`
          : Prisma.sql`TRUE`;
        // Exact code or name first, then names that start with the text, then the rest.
        const rank = text
          ? Prisma.sql`CASE WHEN lower(d.code) = lower(${text}) OR cd_fold(d.name) = cd_fold(${text})
                              OR d.name_zh = ${text} THEN 0
                            WHEN cd_fold(d.name) LIKE cd_fold(${text}) || '%' THEN 1 ELSE 2 END`
          : Prisma.sql`d.name`;
        const where = Prisma.sql`${inOus(Prisma.sql`d.ou_id`, ouIds)} AND ${match}`;
        return ok(await pageOfDepartments(app.prisma, where, rank, { page, pageSize }));
      },
    });
  }

  for (const url of spellingsOf('Departments.GetOUDepartment')) {
    app.route({
      ...endpoint('Departments.GetOUDepartment'),
      url,
      handler: async (request) => {
        const { ouid, page, pageSize } = request.query;
        const where = Prisma.sql`d.ou_id = ${ouid}`;
        return ok(await pageOfDepartments(app.prisma, where, Prisma.sql`d.name`, { page, pageSize }));
      },
    });
  }
};
