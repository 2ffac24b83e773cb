import { FunctionCode, permissionSourceLabels, yesNoLabels, type FileLanguage } from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import type { ExportCell } from '../../lib/xlsx-stream.js';
import type { ScopeOu } from './export-scope.js';

const ancestorIds = (path: string) => path.split('/').filter(Boolean).map(Number);

/**
 * Who holds which function code on each OU of the scope and how: a grant on the OU itself, a grant with
 * subsidiaries on an ancestor, or FN-0000 through a domain the OU or an ancestor trusts. System
 * administrators hold everything through their identity provider group, which the directory does not
 * list, so they do not appear (decision 030).
 */
export async function permissionReportRows(
  prisma: PrismaClient,
  scope: ScopeOu[],
  language: FileLanguage,
): Promise<ExportCell[][]> {
  const [OWN, INHERITED, TRUSTED_DOMAIN] = permissionSourceLabels[language];
  const yesNo = yesNoLabels[language];
  const relevantIds = [...new Set(scope.flatMap((ou) => ancestorIds(ou.path)))];
  const [grants, domains, ous] = await Promise.all([
    prisma.permissionGrant.findMany({
      where: { ouId: { in: relevantIds } },
      include: { user: { select: { email: true, displayName: true } } },
    }),
    prisma.trustedDomain.findMany({ where: { ouId: { in: relevantIds } } }),
    prisma.organizationUnit.findMany({
      where: { id: { in: relevantIds } },
      select: { id: true, code: true },
    }),
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
    held.sort((a, b) => String(a[2]).localeCompare(String(b[2])) || String(a[4]).localeCompare(String(b[4])));
    rows.push(...held);
  }
  return rows;
}
