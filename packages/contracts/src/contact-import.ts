import { z } from 'zod';
import { envelope } from './common/envelope.js';
import { isoInstant } from './common/files.js';
import { idParam } from './common/ids.js';
import { fileLanguage } from './common/file-language-schema.js';
import { messageParams } from './common/message-params.js';
import { page, pageRequest } from './common/paging.js';

/**
 * Contact import (spec 2 `/ContactImport`, FN-0004; spec 7 `ContactImport/*`). The flow:
 *
 * 1. `GET /api/ContactImport/Download?ouID=` → the template workbook 'Import Contacts_{OU name}.xlsx'
 *    (`Content-Disposition` with an RFC 6266 `filename*`), columns = `importColumns` below.
 * 2. `POST /api/ContactImport/ImportContacts?ouID=[&uploadID=]` (header `x-cd-csrf: 1`), multipart with
 *    one field `file` → `importPreviewResponse`. Nothing in the directory changes. The parsed valid rows
 *    are kept server-side until `expiresAt`, so the commit does not upload again.
 *    While the upload is parsed, `GET /api/ContactImport/ImportProgress?uploadID=` (the client-made uuid it
 *    passed) reports progress.
 * 3. `GET /api/ContactImport/ErrorReport?importRunID=[&lang=zh-HK]` → an .xlsx listing every invalid row (row, column,
 *    message), for previews with `counts.invalid > 0`.
 * 4. `POST /api/ContactImport/CommitImport` body `importCommitRequest` → `importCommitResponse`, message
 *    'UALM has processed the upload.' (`IMPORT_PROCESSED_MESSAGE`). One transaction: all valid rows or
 *    none. Progress: `GET /api/ContactImport/ImportProgress?importRunID=`.
 * 5. `POST /api/ContactImport/DiscardImport` body `{ importRunID }`: drop a preview that will not be used.
 * 6. `GET /api/ContactImport/ImportRuns?ouID=&page=&pageSize=` → the OU's import runs, newest first, and
 *    `maxFileMegabytes`, the upload limit in force.
 *
 * Errors come in the error envelope (`errorEnvelope`): 400 WORKBOOK_NOT_XLSX (anything that is not a real
 * .xlsx workbook: .xlsm with macros, CSV, renamed files), WORKBOOK_LEGACY_XLS (an Excel 97–2003 file: save
 * it as "Excel Workbook (.xlsx)") and the other `WORKBOOK_*`
 * codes of a refused workbook (zip bomb, too many rows, …); 413 IMPORT_FILE_TOO_LARGE; 401/403/404 as usual;
 * 409 when a preview has expired, was already committed or is still being parsed.
 */

export const IMPORT_FILE_FIELD = 'file';
export const IMPORT_PROCESSED_MESSAGE = 'UALM has processed the upload.';
/** Default of the system parameter `import.maxFileSizeMb` (spec 9). */
export const IMPORT_MAX_FILE_MB_DEFAULT = 20;
/** At most this many data rows per workbook (the rest of the server's limits are in decision 029). */
export const IMPORT_MAX_ROWS = 100_000;
/** At most this many issues are listed in a preview; the error report holds every one. */
export const IMPORT_PREVIEW_MAX_ISSUES = 500;

export {
  contactSheetHeaders,
  exportOnlyColumns,
  importColumnHeader,
  importColumns,
  TEMPLATE_LISTS_SHEET,
  type ExportOnlyColumnKey,
  type ImportColumnKey,
} from './import-columns.js';

const uuid = (name: string) => z.uuid({ error: `${name} must be a UUID` });

export const importTemplateQuery = z.object({ ouID: idParam('ouID') });

export const importUploadQuery = z.object({
  ouID: idParam('ouID'),
  /** Made by the client (crypto.randomUUID) so it can ask for progress while the upload is parsed. */
  uploadID: uuid('uploadID').optional(),
});

export const importRunStatus = z.enum([
  'previewing', // the upload is being parsed and validated
  'previewReady', // waiting for the user to commit or discard
  'rejected', // the file was refused (not Excel, too large, hostile, no valid header)
  'committing',
  'committed',
  'failed', // the commit failed; nothing was changed
  'discarded',
  'expired', // the preview was not committed in time; nothing was changed
]);
export type ImportRunStatus = z.infer<typeof importRunStatus>;

export const importCounts = z.object({
  totalRows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Rows with at least one issue. */
  invalid: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCounts>;

/** The server's English text with the code the web translates (decision 053); the code is absent on older runs. */
const codedText = z.object({
  message: z.string(),
  messageCode: z.string().optional(),
  params: messageParams.optional(),
});

/** One problem in one cell: `row` is the worksheet's row number (the header is row 1). */
export const importIssue = codedText.extend({
  row: z.number().int(),
  column: z.string(),
});
export type ImportIssue = z.infer<typeof importIssue>;
/** Something the preview left out of the file without refusing it (hidden sheets, unknown columns). */
export type ImportWarning = z.infer<typeof codedText>;

export const importPreview = z.object({
  importRunID: z.number().int(),
  ouID: z.number().int(),
  fileName: z.string(),
  sha256: z.string(),
  status: importRunStatus,
  counts: importCounts,
  /** The first IMPORT_PREVIEW_MAX_ISSUES issues in row order; `issueCount` counts them all. */
  issues: z.array(importIssue),
  issueCount: z.number().int(),
  /** Warnings about the workbook that did not stop it (hidden sheet skipped, extra columns ignored, …). */
  warnings: z.array(codedText),
  expiresAt: isoInstant,
});
export type ImportPreview = z.infer<typeof importPreview>;
export const importPreviewResponse = envelope(importPreview);

export const importRunQuery = z.object({ importRunID: idParam('importRunID') });

/** The error report's query: its headers and messages in `lang` (decision 077). */
export const importErrorReportQuery = importRunQuery.extend({ lang: fileLanguage });

export const importProgressQuery = z
  .object({ importRunID: idParam('importRunID').optional(), uploadID: uuid('uploadID').optional() })
  .refine((q) => (q.importRunID === undefined) !== (q.uploadID === undefined), {
    message: 'Give either importRunID or uploadID',
  });

export const importProgress = z.object({
  importRunID: z.number().int(),
  status: importRunStatus,
  /** 'parse' while previewing, 'commit' while committing. */
  phase: z.enum(['parse', 'commit']),
  processedRows: z.number().int(),
  /** Unknown (null) until the workbook's rows have been counted. */
  totalRows: z.number().int().nullable(),
});
export type ImportProgress = z.infer<typeof importProgress>;
export const importProgressResponse = envelope(importProgress);

export const importCommitRequest = z.object({
  importRunID: idParam('importRunID'),
  /** 'block': refuse to commit while any row is invalid; 'skip': commit the valid rows only. */
  invalidRows: z.enum(['block', 'skip']).default('block'),
});
export type ImportCommitRequest = z.input<typeof importCommitRequest>;

export const importCommitResult = z.object({
  importRunID: z.number().int(),
  status: importRunStatus,
  counts: importCounts,
});
export type ImportCommitResult = z.infer<typeof importCommitResult>;
export const importCommitResponse = envelope(importCommitResult);

export const importDiscardRequest = z.object({ importRunID: idParam('importRunID') });

export const importRunsQuery = pageRequest.extend({ ouID: idParam('ouID') });

export const importRunSummary = z.object({
  importRunID: z.number().int(),
  ouID: z.number().int(),
  ouName: z.string(),
  fileName: z.string(),
  sha256: z.string().nullable(),
  status: importRunStatus,
  counts: importCounts,
  /** Why a run was rejected or failed; null otherwise. Runs stored before decision 077 carry no code. */
  message: z.string().nullable(),
  messageCode: z.string().optional(),
  params: messageParams.optional(),
  createdBy: z.string(),
  createdDate: isoInstant,
  finishedDate: isoInstant.nullable(),
  committedBy: z.string().nullable(),
});
export type ImportRunSummary = z.infer<typeof importRunSummary>;
/**
 * The OU's runs, plus the upload limit the server enforces (system parameter `import.maxFileSizeMb`), so
 * the screen's early size check in the browser says what the server will say.
 */
export const importRunsPage = page(importRunSummary).extend({
  maxFileMegabytes: z.number().int().positive(),
});
export type ImportRunsPage = z.infer<typeof importRunsPage>;
export const importRunsResponse = envelope(importRunsPage);
