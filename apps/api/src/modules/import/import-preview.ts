import { createHash } from 'node:crypto';
import type { ImportIssue, ImportPreview } from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import { AppError, refuse } from '../../lib/errors.js';
import { importMaxRows, importPreviewExpiryHours } from '../../lib/system-parameters.js';
import { existingContactsByEmail } from './existing-contacts.js';
import { importRunCounts, importRunStatus } from './import-run-mapper.js';
import { planImport } from './parser/plan.js';
import { foldName, type RowValidationContext } from './parser/validate-row.js';
import { PreviewChunks } from './preview-chunks.js';
import { readAndValidateInWorker } from './read-in-worker.js';
import { WorkbookError } from './parser/workbook-error.js';

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
    prisma.organizationUnit.findUniqueOrThrow({ where: { id: ouId }, select: { name: true, nameZh: true } }),
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
    ouNameZh: ou.nameZh,
    departments: byName,
    dialCodesByCountry: new Map(countries.map((c) => [c.code, c.dialCode])),
  };
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
      if ((err as { code?: string }).code === 'P2002') throw refuse('IMPORT_UPLOAD_ID_USED');
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

  const chunks = new PreviewChunks(prisma, run.id);
  try {
    const [maxRows, expiryHours] = await Promise.all([
      importMaxRows(prisma),
      importPreviewExpiryHours(prisma),
    ]);
    const { warnings } = await readAndValidateInWorker(input.file, {
      limits: { maxRows },
      context: await validationContext(prisma, input.ouId),
      onProgress,
      onRows: async (results, workbook) => {
        const emails = results.flatMap((r) => (r.values ? [r.values.email] : []));
        const existing = await existingContactsByEmail(prisma, emails);
        await chunks.add(planImport(results, existing, input.ouId, workbook.sameEmailRows));
      },
    });
    await chunks.finish();
    const { counts } = chunks;
    const expiresAt = new Date(Date.now() + expiryHours * 3_600_000);
    const ready = await prisma.importRun.update({
      where: { id: run.id },
      data: {
        status: 'SUCCEEDED',
        stage: 'PREVIEW_READY',
        totalRows: counts.totalRows,
        processedRows: counts.totalRows,
        createdCount: counts.created,
        updatedCount: counts.updated,
        unchangedCount: counts.unchanged,
        invalidCount: counts.invalid,
        issueCount: chunks.issueCount,
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
      issues: chunks.firstIssues,
      issueCount: chunks.issueCount,
      warnings,
      expiresAt: expiresAt.toISOString(),
    };
  } catch (err) {
    const refusal =
      err instanceof WorkbookError
        ? new AppError('BAD_REQUEST', err.message, undefined, err.serverMessage)
        : refuse('IMPORT_NOT_PROCESSED');
    // Batches stored before the failure are of no use to anyone, nor those still being stored.
    await chunks.settle();
    await prisma.importRunChunk.deleteMany({ where: { runId: run.id } });
    await prisma.importRun.update({
      where: { id: run.id },
      data: {
        status: 'FAILED',
        stage: 'REJECTED',
        message: refusal.message,
        messageCode: refusal.serverMessage?.messageCode,
        messageParams: refusal.serverMessage?.params,
        finishedAt: new Date(),
      },
    });
    throw err instanceof WorkbookError ? refusal : err;
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

/**
 * Previews past their time are marked expired and their rows dropped (any replica may do it): here before
 * each upload, and by the background sweep (jobs/sweep-expired.ts) when no one uploads.
 */
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
