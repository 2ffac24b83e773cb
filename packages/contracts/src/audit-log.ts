import { z } from 'zod';
import { text } from './common/text.js';
import { auditPage, fieldChange } from './audit-history.js';
import { envelope } from './common/envelope.js';
import { fileLanguage } from './common/file-language-schema.js';
import { isoInstant } from './common/files.js';
import { idParam } from './common/ids.js';
import { pageRequest } from './common/paging.js';

/**
 * Audit Log by date (spec 2 `/Reports/AuditLogByDate`, FN-0007). Records are visible for OUs on which the
 * caller holds FN-0007 (an OU given in the filter must be one of them: 403 otherwise, 404 if unknown);
 * records tied to no OU (sign-ins, system parameters) only to system administrators.
 *
 * - `POST /api/Report/AuditLogByDate/` body `auditLogQuery` → `auditLogPageResponse` (newest first).
 * - `POST /api/Report/ExportAuditLog/` body `auditLogExportRequest` (the filter and `lang`) → `auditLogJobResponse` (status 'queued').
 * - `GET /api/Report/CheckAuditLogReportStatus?jobID=` → `auditLogJobResponse`.
 * - `POST /api/Report/CancelExportAuditLog/` body `{ jobID }` → `auditLogJobResponse` ('cancelled'; 409 if
 *   already done or failed).
 * - `GET /api/Report/DownloadAuditLogReport?jobID=` → the .xlsx once 'done' (409 before, 404 once expired).
 * - `GET /api/Report/AuditLogReportJobs` → the caller's own recent jobs, newest first.
 * A user sees, cancels and downloads only their own jobs (another user's job id is 404).
 */

import { AUDIT_ACTIONS, AUDIT_LOG_MAX_RANGE_DAYS } from './audit-log-limits.js';

export {
  AUDIT_ACTION_PATTERN,
  AUDIT_ACTIONS,
  AUDIT_SIGN_IN_ACTIONS,
  AUDIT_LOG_MAX_RANGE_DAYS,
  type AuditAction,
} from './audit-log-limits.js';

const auditLogFilterShape = z.object({
  /** Inclusive start instant; the web sends local midnight of the first day as ISO with offset. */
  from: isoInstant,
  /** Exclusive end instant (local midnight after the last day). */
  to: isoInstant,
  ouID: idParam('ouID').optional(),
  /** With ouID: also records of the OU's descendants. */
  includeSubsidiaries: z.boolean().default(true),
  /** Part of the actor's email, case-insensitive. */
  actor: text().trim().min(1).max(254).optional(),
  /** One of the actions the API records (AUDIT_ACTIONS), chosen from the screen's list. */
  action: z
    .enum(AUDIT_ACTIONS, { error: 'action must be one of the recorded actions, such as CONTACT_UPDATE' })
    .optional(),
  /**
   * Sign-ins, sign-outs and revoked sessions (AUDIT_SIGN_IN_ACTIONS) are left out unless true, or unless
   * `action` names one of them (decision 108).
   */
  includeSignIns: z.boolean({ error: 'includeSignIns must be true or false' }).default(false),
});

const rangeIsValid = (f: { from: string; to: string }) => Date.parse(f.to) > Date.parse(f.from);
const rangeIsShortEnough = (f: { from: string; to: string }) =>
  Date.parse(f.to) - Date.parse(f.from) <= AUDIT_LOG_MAX_RANGE_DAYS * 86_400_000 + 3_600_000;

export const auditLogFilter = auditLogFilterShape
  .refine(rangeIsValid, { message: 'to must be after from', path: ['to'] })
  .refine(rangeIsShortEnough, {
    message: `The date range may cover at most ${AUDIT_LOG_MAX_RANGE_DAYS} days`,
    path: ['to'],
  });
export type AuditLogFilter = z.input<typeof auditLogFilter>;

/** The export's request: the filter plus the file's language (decision 077). */
export const auditLogExportRequest = auditLogFilterShape
  .extend({ lang: fileLanguage })
  .refine(rangeIsValid, { message: 'to must be after from', path: ['to'] })
  .refine(rangeIsShortEnough, {
    message: `The date range may cover at most ${AUDIT_LOG_MAX_RANGE_DAYS} days`,
    path: ['to'],
  });
export type AuditLogExportRequest = z.input<typeof auditLogExportRequest>;

export const auditLogQuery = auditLogFilterShape
  .extend(pageRequest.shape)
  .refine(rangeIsValid, { message: 'to must be after from', path: ['to'] })
  .refine(rangeIsShortEnough, {
    message: `The date range may cover at most ${AUDIT_LOG_MAX_RANGE_DAYS} days`,
    path: ['to'],
  });
export type AuditLogQuery = z.input<typeof auditLogQuery>;

export const auditLogEntry = z.object({
  /** A bigint id, as a decimal string. */
  auditID: z.string(),
  at: isoInstant,
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityID: z.string().nullable(),
  ouID: z.number().int().nullable(),
  ouName: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** The fields that differ between before and after (field: before → after), as the history panel shows them. */
  changes: z.array(fieldChange),
  requestID: z.string().nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;
export const auditLogPageResponse = envelope(auditPage(auditLogEntry));

export const exportJobStatus = z.enum(['queued', 'running', 'done', 'failed', 'cancelled']);
export type ExportJobStatus = z.infer<typeof exportJobStatus>;

export const auditLogJobRequest = z.object({ jobID: z.uuid({ error: 'jobID must be a UUID' }) });

export const auditLogJob = z.object({
  jobID: z.string(),
  status: exportJobStatus,
  /** Rows written so far and the total (null until counted); percent 0-100 or null. */
  processedRows: z.number().int(),
  totalRows: z.number().int().nullable(),
  percent: z.number().int().min(0).max(100).nullable(),
  /** The filter as the job runs it (numbers where the request had id text: a response is never re-parsed). */
  filter: auditLogFilterShape.omit({ ouID: true }).partial().extend({ ouID: z.number().int().optional() }),
  fileName: z.string().nullable(),
  /** Why it failed; null otherwise. */
  error: z.string().nullable(),
  createdDate: isoInstant,
  finishedDate: isoInstant.nullable(),
  /** When the finished file is deleted (retention); null until done. */
  expiresAt: isoInstant.nullable(),
  /** Relative URL of the file when status is 'done'; null otherwise. */
  downloadUrl: z.string().nullable(),
});
export type AuditLogJob = z.infer<typeof auditLogJob>;
export const auditLogJobResponse = envelope(auditLogJob);
export const auditLogJobsResponse = envelope(z.array(auditLogJob));
