import type { auditLogExportRequest, auditLogQuery } from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import type { z } from 'zod';
import { auditRecordsPage } from '../../lib/audit.js';
import { changedFields } from '../../lib/audit-diff.js';
import { refuse } from '../../lib/errors.js';
import { auditReferences } from '../../lib/audit-references.js';
import type { Caller } from '../auth/auth.plugin.js';
import { toAuditLogEntry } from './audit-log-rows.js';
import { auditLogScope, auditLogWhere, stillCoversScope } from './audit-log-scope.js';
import { toAuditLogJob, type ExportJobs } from './export-jobs.js';

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

/** Queues an export of the filter over the OUs the caller may read now; the job keeps that scope. */
export async function startAuditLogExport(
  prisma: PrismaClient,
  jobs: ExportJobs,
  caller: Caller,
  { lang, ...filter }: z.output<typeof auditLogExportRequest>,
) {
  const ouIds = await auditLogScope(prisma, caller.authz, filter);
  return toAuditLogJob(await jobs.start({ id: caller.userId, email: caller.email }, filter, ouIds, lang));
}

const isActive = (job: { status: string }) => job.status === 'queued' || job.status === 'running';

/**
 * The caller's own finished job whose file they may still read: refused when their FN-0007 no longer
 * covers every OU it was started over, when it is not done, or when its file has expired.
 */
export async function downloadableAuditLogJob(
  prisma: PrismaClient,
  jobs: ExportJobs,
  caller: Caller,
  jobID: string,
) {
  const job = await jobs.own(jobID, caller.userId);
  if (!(await stillCoversScope(prisma, caller.authz, jobs.scopeOf(job)))) {
    throw refuse('AUDIT_EXPORT_SCOPE_REVOKED');
  }
  const view = toAuditLogJob(job);
  if (view.status !== 'done')
    throw refuse(isActive(view) ? 'AUDIT_EXPORT_NOT_READY' : 'AUDIT_EXPORT_NO_FILE');
  if (!view.downloadUrl) throw refuse('AUDIT_EXPORT_EXPIRED');
  return job;
}
