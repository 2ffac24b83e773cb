import {
  allFunctionCodesLabel,
  FunctionCode,
  permissionSourceLabels,
  yesNoLabels,
  type FileLanguage,
} from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import type { ExportCell } from '../../lib/xlsx-stream.js';
import type { ScopeOu } from './export-scope.js';

const ancestorIds = (path: string) => path.split('/').filter(Boolean).map(Number);

/**
 * Who holds which function code on each OU of the scope and how: a grant on the OU itself, a grant with
 * subsidiaries on an ancestor, FN-0000 through a domain the OU or an ancestor trusts, or every code as a
 * system administrator: the identity provider's group said so at their latest sign-in (decision 030).
 */
export async function permissionReportRows(
  prisma: PrismaClient,
  scope: ScopeOu[],
  language: FileLanguage,
  adminGroups: readonly string[],
): Promise<ExportCell[][]> {
  const [OWN, INHERITED, TRUSTED_DOMAIN, SYSTEM_ADMINISTRATOR] = permissionSourceLabels[language];
  const yesNo = yesNoLabels[language];
  const relevantIds = [...new Set(scope.flatMap((ou) => ancestorIds(ou.path)))];
  const [grants, domains, ous, administrators] = await Promise.all([
    prisma.permissionGrant.findMany({
      where: { ouId: { in: relevantIds } },
      include: { user: { select: { email: true, displayName: true } } },
    }),
    prisma.trustedDomain.findMany({ where: { ouId: { in: relevantIds } } }),
    prisma.organizationUnit.findMany({
      where: { id: { in: relevantIds } },
      select: { id: true, code: true },
    }),
    systemAdministrators(prisma, adminGroups),
  ]);
  const codeOf = new Map(ous.map((o) => [o.id, o.code]));
  const rows: ExportCell[][] = [];
  for (const ou of scope) {
    const lineage = ancestorIds(ou.path);
    const held: ExportCell[][] = [];
    for (const g of grants) {
      const own = g.ouId === ou.id;
      if (!own && !(g.includesSubsidiaries && lineage.includes(g.ouId))) continue;
      held.push([
        ou.code,
        ou.name,
        g.user.email,
        g.user.displayName,
        g.functionCode,
        own ? OWN : INHERITED,
        codeOf.get(g.ouId),
        g.includesSubsidiaries ? yesNo.yes : yesNo.no,
        g.grantedBy,
        g.createdAt.toISOString(),
      ]);
    }
    for (const d of domains) {
      if (!lineage.includes(d.ouId)) continue;
      held.push([
        ou.code,
        ou.name,
        `*@${d.domain}`,
        null,
        FunctionCode.DirectorySearch,
        TRUSTED_DOMAIN,
        codeOf.get(d.ouId),
        yesNo.yes,
        d.createdBy,
        d.createdAt.toISOString(),
      ]);
    }
    for (const admin of administrators) {
      held.push([
        ou.code,
        ou.name,
        admin.email,
        admin.displayName,
        allFunctionCodesLabel[language],
        SYSTEM_ADMINISTRATOR,
        null,
        yesNo.yes,
        null,
        admin.since.toISOString(),
      ]);
    }
    held.sort((a, b) => String(a[2]).localeCompare(String(b[2])) || String(a[4]).localeCompare(String(b[4])));
    rows.push(...held);
  }
  return rows;
}

/**
 * Users whose latest sign-in carried a system administrator group. Only the latest counts: someone taken
 * out of the group drops off the report when they next sign in, as their rights do.
 */
async function systemAdministrators(prisma: PrismaClient, adminGroups: readonly string[]) {
  if (adminGroups.length === 0) return [];
  const users = await prisma.user.findMany({
    where: { sessions: { some: { groups: { hasSome: [...adminGroups] } } } },
    select: {
      email: true,
      displayName: true,
      sessions: { orderBy: { createdAt: 'desc' }, take: 1, select: { groups: true, createdAt: true } },
    },
  });
  return users.flatMap(({ email, displayName, sessions: [latest] }) =>
    latest && latest.groups.some((group) => adminGroups.includes(group))
      ? [{ email, displayName, since: latest.createdAt }]
      : [],
  );
}
