import type { FunctionCode } from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import type { AuthContext } from '../auth/auth.plugin.js';

export interface ScopeOu {
  id: number;
  code: string;
  name: string;
  path: string;
}

/**
 * The OUs an export covers: the requested OU, plus (when asked) every descendant on which the caller
 * also holds `code` (a grant without subsidiaries covers its own OU only). The guard has checked the OU.
 */
export async function exportScope(
  prisma: PrismaClient,
  auth: AuthContext,
  code: FunctionCode,
  includeSubsidiaries: boolean,
): Promise<ScopeOu[]> {
  const root = auth.ou!;
  const select = { id: true, code: true, name: true, path: true } as const;
  if (!includeSubsidiaries)
    return [await prisma.organizationUnit.findUniqueOrThrow({ where: { id: root.id }, select })];
  const subtree = await prisma.organizationUnit.findMany({
    where: { path: { startsWith: root.path } },
    select,
    orderBy: { path: 'asc' },
  });
  return subtree.filter((ou) => auth.authz.can(code, ou));
}
