import type { auditLogQuery } from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import type { z } from 'zod';
import type { Caller } from '../auth/auth.plugin.js';
import { ouNames, toAuditLogEntry } from './audit-log-rows.js';
import { auditLogScope, auditLogWhere } from './audit-log-scope.js';

/** One page of the records the caller may read, newest first. */
export async function auditLogPage(
  prisma: PrismaClient,
  { authz }: Caller,
  { page, pageSize, ...filter }: z.output<typeof auditLogQuery>,
) {
  const where = auditLogWhere(filter, await auditLogScope(prisma, authz, filter));
  const [total, rows] = await Promise.all([
    prisma.auditLog.count({ where }),
    prisma.auditLog.findMany({
      where,
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
  ]);
  const names = await ouNames(
    prisma,
    rows.map((r) => r.ouId),
  );
  return { items: rows.map((r) => toAuditLogEntry(r, names)), total, page, pageSize };
}
