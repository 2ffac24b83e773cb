import { type importErrorReportQuery, type importProgressQuery, type importRunsQuery } from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import type { z } from 'zod';
import { refuse } from '../../lib/errors.js';
import { importMaxFileMegabytes } from '../../lib/system-parameters.js';
import { buildErrorReport } from './error-report.js';
import { loadIssues } from './import-preview.js';
import { importRunStatus, toImportRunSummary } from './import-run-mapper.js';
import { buildImportTemplate } from './import-template.js';

/** The OU's template workbook: its departments and every country offered as lists. */
export async function importTemplate(prisma: PrismaClient, ouId: number) {
  const [ou, departments, countries] = await Promise.all([
    prisma.organizationUnit.findUniqueOrThrow({ where: { id: ouId }, select: { name: true } }),
    prisma.department.findMany({ where: { ouId }, orderBy: { name: 'asc' }, select: { name: true } }),
    prisma.country.findMany({ orderBy: { name: 'asc' }, select: { name: true, dialCode: true } }),
  ]);
  const file = await buildImportTemplate({
    ouName: ou.name,
    departments: departments.map((d) => d.name),
    countries: countries.map((c) => `+${c.dialCode} ${c.name}`),
  });
  return { file, fileName: `Import Contacts_${ou.name}.xlsx` };
}

export async function importProgress(prisma: PrismaClient, q: z.output<typeof importProgressQuery>) {
  const run = await prisma.importRun.findUniqueOrThrow({
    where: q.importRunID !== undefined ? { id: q.importRunID } : { uploadId: q.uploadID! },
  });
  const status = importRunStatus(run);
  const committing = ['committing', 'committed', 'failed'].includes(status) && run.committedAt !== null;
  return {
    importRunID: run.id,
    status,
    phase: status === 'committing' || committing ? ('commit' as const) : ('parse' as const),
    processedRows: run.processedRows,
    totalRows: status === 'previewing' ? null : run.totalRows,
  };
}

/** The rows the preview refused, as a workbook; only while the preview waits for its commit. */
export async function importErrorReport(
  prisma: PrismaClient,
  { importRunID, lang }: z.output<typeof importErrorReportQuery>,
) {
  const run = await prisma.importRun.findUniqueOrThrow({ where: { id: importRunID } });
  if (run.stage !== 'PREVIEW_READY') {
    throw refuse('IMPORT_REPORT_NOT_AVAILABLE');
  }
  const file = await buildErrorReport(await loadIssues(prisma, run.id), lang);
  const stem = run.fileName.replace(/\.xlsx$/i, '');
  return { file, fileName: `Import Errors_${stem}.xlsx` };
}

export async function discardImport(prisma: PrismaClient, id: number) {
  const discarded = await prisma.importRun.updateMany({
    where: { id, stage: 'PREVIEW_READY' },
    data: { stage: 'DISCARDED', status: 'CANCELLED', finishedAt: new Date() },
  });
  if (discarded.count !== 1) throw refuse('IMPORT_NOT_DISCARDABLE');
  await prisma.importRunChunk.deleteMany({ where: { runId: id } });
  const run = await prisma.importRun.findUniqueOrThrow({ where: { id } });
  return {
    importRunID: run.id,
    status: importRunStatus(run),
    counts: toImportRunSummary(run, '').counts,
  };
}

/** The OU's import runs, newest first, with the upload limit the server enforces. */
export async function importRuns(
  prisma: PrismaClient,
  { ouID, page, pageSize }: z.output<typeof importRunsQuery>,
) {
  const [ou, total, runs, maxFileMegabytes] = await Promise.all([
    prisma.organizationUnit.findUniqueOrThrow({ where: { id: ouID }, select: { name: true } }),
    prisma.importRun.count({ where: { ouId: ouID } }),
    prisma.importRun.findMany({
      where: { ouId: ouID },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    importMaxFileMegabytes(prisma),
  ]);
  const items = runs.map((r) => toImportRunSummary(r, ou.name));
  return { items, total, page, pageSize, maxFileMegabytes };
}
