import { AUDIT_SIGN_IN_ACTIONS, FunctionCode, type AuditAction } from '@cd/contracts';
import type { Prisma, PrismaClient } from '@cd/db';
import { notFound, refuse } from '../../lib/errors.js';
import type { Authorization } from '../auth/authorization.js';

export type ParsedAuditLogFilter = {
  from: string;
  to: string;
  ouID?: number;
  includeSubsidiaries: boolean;
  actor?: string;
  action?: AuditAction;
  /** Absent in jobs queued before decision 108, which included sign-ins. */
  includeSignIns?: boolean;
};

/**
 * The OUs whose audit records the caller may read under this filter: those on which they hold FN-0007,
 * narrowed to the filter's OU (and its subtree when asked); null means every record, which only system
 * administrators without an OU filter get (records tied to no OU included). A filter OU must itself be
 * readable: 404 when it does not exist, 403 when outside the caller's grants.
 */
export async function auditLogScope(
  prisma: PrismaClient,
  authz: Authorization,
  filter: ParsedAuditLogFilter,
): Promise<number[] | null> {
  const code = FunctionCode.AuditLogReport;
  if (filter.ouID !== undefined) {
    const ou = await prisma.organizationUnit.findUnique({
      where: { id: filter.ouID },
      select: { id: true, path: true },
    });
    if (!ou) throw notFound(`Organisation unit ${filter.ouID}`);
    if (!authz.can(code, ou)) throw refuse('OU_ACCESS_DENIED');
    const ous = filter.includeSubsidiaries
      ? await prisma.organizationUnit.findMany({
          where: { path: { startsWith: ou.path } },
          select: { id: true, path: true },
        })
      : [ou];
    return ous.filter((o) => authz.can(code, o)).map((o) => o.id);
  }
  if (authz.isSystemAdministrator) return null;
  const all = await prisma.organizationUnit.findMany({ select: { id: true, path: true } });
  return all.filter((o) => authz.can(code, o)).map((o) => o.id);
}

/**
 * Whether the caller may still read every record of a scope auditLogScope gave at an export's start: the
 * file is a read, so a grant revoked since then (or an OU gone) ends the download too.
 */
export async function stillCoversScope(
  prisma: PrismaClient,
  authz: Authorization,
  ouIds: number[] | null,
): Promise<boolean> {
  if (ouIds === null) return authz.isSystemAdministrator;
  const ous = await prisma.organizationUnit.findMany({
    where: { id: { in: ouIds } },
    select: { id: true, path: true },
  });
  return ous.length === new Set(ouIds).size && ous.every((o) => authz.can(FunctionCode.AuditLogReport, o));
}

/** The Prisma condition of a filter within a scope from auditLogScope. */
export function auditLogWhere(
  filter: ParsedAuditLogFilter,
  ouIds: number[] | null,
): Prisma.AuditLogWhereInput {
  return {
    at: { gte: new Date(filter.from), lt: new Date(filter.to) },
    ...(ouIds ? { ouId: { in: ouIds } } : {}),
    ...(filter.actor ? { actorEmail: { contains: filter.actor, mode: 'insensitive' as const } } : {}),
    ...(filter.action
      ? { action: filter.action }
      : filter.includeSignIns === false
        ? { action: { notIn: [...AUDIT_SIGN_IN_ACTIONS] } }
        : {}),
  };
}
