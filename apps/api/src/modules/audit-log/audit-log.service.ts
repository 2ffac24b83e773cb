import type { auditLogQuery } from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import type { z } from 'zod';
import { auditRecordsPage } from '../../lib/audit.js';
import { changedFields } from '../../lib/audit-diff.js';
import { auditReferences } from '../../lib/audit-references.js';
import type { Caller } from '../auth/auth.plugin.js';
import { toAuditLogEntry } from './audit-log-rows.js';
import { auditLogScope, auditLogWhere } from './audit-log-scope.js';

/** One page of the records the caller may read, newest first, with the names they refer to. */
export async function auditLogPage(
  prisma: PrismaClient,
  { authz }: Caller,
  { page, pageSize, ...filter }: z.output<typeof auditLogQuery>,
) {
  const where = auditLogWhere(filter, await auditLogScope(prisma, authz, filter));
  const { total, rows } = await auditRecordsPage(prisma, where, { page, pageSize });
  const references = await auditReferences(
    prisma,
    rows.flatMap((r) => changedFields(r.before, r.after)),
    rows.map((r) => r.ouId),
  );
  return { items: rows.map((r) => toAuditLogEntry(r, references)), total, page, pageSize, references };
}
