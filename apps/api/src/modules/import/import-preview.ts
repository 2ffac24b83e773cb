import { createHash } from 'node:crypto';
import {
  IMPORT_PREVIEW_MAX_ISSUES,
  serverMessage,
  type ImportIssue,
  type ImportPreview,
} from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import { AppError } from '../../lib/errors.js';
import { importMaxRows } from '../../lib/system-parameters.js';
import { existingContactsByEmail } from './existing-contacts.js';
import { importRunCounts, importRunStatus } from './import-run-mapper.js';
import { planImport } from './parser/plan.js';
import { foldName, type RowValidationContext } from './parser/validate-row.js';
import { readAndValidateInWorker } from './read-in-worker.js';
import { WorkbookError } from './parser/workbook-error.js';

/** How long a preview waits for its commit (decision 028). */
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;
export const CHUNK_ROWS = 1000;
const PROGRESS_EVERY_MS = 500;

export interface PreviewInput {
  ouId: number;
  fileName: string;
  file: Buffer;
  uploadId?: string;
  actorEmail: string;
}

async function validationContext(prisma: PrismaClient, ouId: number): Promise<RowValidationContext> {
  const [ou, departments, countries] = await Promise.all([
    prisma.organizationUnit.findUniqueOrThrow({ where: { id: ouId }, select: { name: true } }),
    prisma.department.findMany({
      where: { ouId },
      select: { id: true, code: true, name: true, nameZh: true },
    }),
    prisma.country.findMany({ select: { code: true, dialCode: true } }),
  ]);
  const byName = new Map<string, number>();
  for (const d of departments) {
    for (const label of [d.code, d.name, d.nameZh]) if (label) byName.set(foldName(label), d.id);
  }
  return {
    ouName: ou.name,
    departments: byName,
    dialCodesByCountry: new Map(countries.map((c) => [c.code, c.dialCode])),
  };
}

/**
 * Stores items a thousand per row. The JSON goes to PostgreSQL as one text parameter: Prisma's Json input
 * walks every value of every row and cost most of a 100,000-row preview (bench/import.mjs).
 */
async function writeChunks(prisma: PrismaClient, runId: number, kind: 'ROWS' | 'ISSUES', items: unknown[]) {
  for (let seq = 0; seq * CHUNK_ROWS < items.length; seq++) {
    const data = JSON.stringify(items.slice(seq * CHUNK_ROWS, (seq + 1) * CHUNK_ROWS));
    await prisma.$executeRaw`
      INSERT INTO import_run_chunk (run_id, kind, seq, data)
      VALUES (${runId}, ${kind}::"ImportChunkKind", ${seq}, ${data}::jsonb)`;
  }
}

/**
 * Parses, validates and plans an upload without touching any contact; keeps the valid rows and the issues
 * in chunks beside the run so the commit needs no second upload. A refused workbook ends the run as
 * REJECTED and answers 400 with the parser's message.
 */
export async function previewImport(prisma: PrismaClient, input: PreviewInput): Promise<ImportPreview> {
  await expireOldPreviews(prisma);
  const sha256 = createHash('sha256').update(input.file).digest('hex');
  const run = await prisma.importRun
    .create({
      data: {
        ouId: input.ouId,
        fileName: input.fileName,
        sha256,
        uploadId: input.uploadId,
        status: 'RUNNING',
        stage: 'PREVIEWING',
        createdBy: input.actorEmail,
      },
    })
    .catch((err: unknown) => {
      if ((err as { code?: string }).code === 'P2002')
        throw new AppError('CONFLICT', 'This uploadID was used already.');
      throw err;
    });

  let lastProgress = 0;
  const onProgress = (rowsRead: number) => {
    if (Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
    lastProgress = Date.now();
    void prisma.importRun
      .update({ where: { id: run.id }, data: { processedRows: rowsRead } })
      .catch(() => undefined);
  };

  try {
    const maxRows = await importMaxRows(prisma);
    const { results, warnings } = await readAndValidateInWorker(input.file, {
      limits: { maxRows },
      context: await validationContext(prisma, input.ouId),
      onProgress,
    });
    const emails = results.flatMap((r) => (r.values ? [r.values.email] : []));
    const existing = await existingContactsByEmail(prisma, emails);
    const plan = planImport(results, existing, input.ouId);

    await writeChunks(
      prisma,
      run.id,
      'ROWS',
      plan.planned.map((p) => ({ row: p.row, values: p.values })),
    );
    await writeChunks(prisma, run.id, 'ISSUES', plan.issues);
    const expiresAt = new Date(Date.now() + PREVIEW_TTL_MS);
    const ready = await prisma.importRun.update({
      where: { id: run.id },
      data: {
        status: 'SUCCEEDED',
        stage: 'PREVIEW_READY',
        totalRows: plan.counts.totalRows,
        processedRows: plan.counts.totalRows,
        createdCount: plan.counts.created,
        updatedCount: plan.counts.updated,
        unchangedCount: plan.counts.unchanged,
        invalidCount: plan.counts.invalid,
        issueCount: plan.issues.length,
        warnings: warnings.map((w) => w.message),
        expiresAt,
      },
    });
    return {
      importRunID: ready.id,
      ouID: ready.ouId,
      fileName: ready.fileName,
      sha256,
      status: importRunStatus(ready),
      counts: importRunCounts(ready),
      issues: plan.issues.slice(0, IMPORT_PREVIEW_MAX_ISSUES),
      issueCount: plan.issues.length,
      warnings,
      expiresAt: expiresAt.toISOString(),
    };
  } catch (err) {
    const refusal =
      err instanceof WorkbookError
        ? { message: err.message, ...err.serverMessage }
        : { message: 'The file could not be processed.', ...serverMessage('IMPORT_NOT_PROCESSED') };
    await prisma.importRun.update({
      where: { id: run.id },
      data: {
        status: 'FAILED',
        stage: 'REJECTED',
        message: refusal.message,
        messageCode: refusal.messageCode,
        messageParams: refusal.params,
        finishedAt: new Date(),
      },
    });
    if (err instanceof WorkbookError)
      throw new AppError('BAD_REQUEST', err.message, undefined, err.serverMessage);
    throw err;
  }
}

/** Every issue of a preview in row order, for the error report. */
export async function loadIssues(prisma: PrismaClient, runId: number): Promise<ImportIssue[]> {
  const chunks = await prisma.importRunChunk.findMany({
    where: { runId, kind: 'ISSUES' },
    orderBy: { seq: 'asc' },
  });
  return chunks.flatMap((c) => c.data as unknown as ImportIssue[]);
}

/** Previews past their time are marked expired and their rows dropped (any replica may do it). */
export async function expireOldPreviews(prisma: PrismaClient) {
  const expired = await prisma.importRun.findMany({
    where: { stage: 'PREVIEW_READY', expiresAt: { lt: new Date() } },
    select: { id: true },
    take: 100,
  });
  if (expired.length === 0) return;
  const ids = expired.map((r) => r.id);
  await prisma.$transaction([
    prisma.importRunChunk.deleteMany({ where: { runId: { in: ids } } }),
    prisma.importRun.updateMany({
      where: { id: { in: ids }, stage: 'PREVIEW_READY' },
      data: { stage: 'EXPIRED', status: 'CANCELLED', finishedAt: new Date() },
    }),
  ]);
}
