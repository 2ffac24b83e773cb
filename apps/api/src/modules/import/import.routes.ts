import multipart from '@fastify/multipart';
import { serverMessage, XLSX_MIME_TYPE } from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '../../lib/audit.js';
import { attachmentDisposition } from '../../lib/content-disposition.js';
import { ok } from '../../lib/envelope.js';
import { AppError, notFound } from '../../lib/errors.js';
import { importMaxFileMegabytes } from '../../lib/system-parameters.js';
import { requireAuth } from '../auth/auth.plugin.js';
import { buildErrorReport } from './error-report.js';
import { commitImport } from './import-commit.js';
import { loadIssues, previewImport } from './import-preview.js';
import { importRunStatus, toImportRunSummary } from './import-run-mapper.js';
import { buildImportTemplate } from './import-template.js';
import { readUpload } from './upload.js';
import { endpoint } from '../../endpoints.js';

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only here: no other route accepts multipart bodies. Limits per request come from the system parameter.
  await app.register(multipart, { limits: { fileSize: 1, files: 1 }, throwFileSizeLimit: true });

  /** The OU of the import run named by the request, for the guard; 404 when there is no such run. */
  const runOu = async (where: { id: number } | { uploadId: string }) => {
    const run = await app.prisma.importRun.findUnique({ where, select: { ouId: true } });
    if (!run) throw notFound('Import run');
    return run.ouId;
  };

  app.route({
    ...endpoint('ContactImport.Download'),
    handler: async (request, reply) => {
      const ouId = request.query.ouID;
      const [ou, departments, countries] = await Promise.all([
        app.prisma.organizationUnit.findUniqueOrThrow({ where: { id: ouId }, select: { name: true } }),
        app.prisma.department.findMany({ where: { ouId }, orderBy: { name: 'asc' }, select: { name: true } }),
        app.prisma.country.findMany({ orderBy: { name: 'asc' }, select: { name: true, dialCode: true } }),
      ]);
      const file = await buildImportTemplate({
        ouName: ou.name,
        departments: departments.map((d) => d.name),
        countries: countries.map((c) => `+${c.dialCode} ${c.name}`),
      });
      return reply
        .header('content-type', XLSX_MIME_TYPE)
        .header('content-disposition', attachmentDisposition(`Import Contacts_${ou.name}.xlsx`))
        .header('cache-control', 'no-store')
        .send(file);
    },
  });

  app.route({
    ...endpoint('ContactImport.ImportContacts'),
    handler: async (request) => {
      const auth = requireAuth(request);
      const upload = await readUpload(request, await importMaxFileMegabytes(app.prisma));
      const preview = await previewImport(app.prisma, {
        ouId: request.query.ouID,
        fileName: upload.fileName,
        file: upload.buffer,
        uploadId: request.query.uploadID,
        actorEmail: auth.user.email,
      });
      return ok(preview);
    },
  });

  app.route({
    ...endpoint('ContactImport.ImportProgress', {
      ouOf: (q) => runOu(q.importRunID !== undefined ? { id: q.importRunID } : { uploadId: q.uploadID! }),
    }),
    handler: async (request) => {
      const q = request.query;
      const run = await app.prisma.importRun.findUniqueOrThrow({
        where: q.importRunID !== undefined ? { id: q.importRunID } : { uploadId: q.uploadID! },
      });
      const status = importRunStatus(run);
      const committing = ['committing', 'committed', 'failed'].includes(status) && run.committedAt !== null;
      return ok({
        importRunID: run.id,
        status,
        phase: status === 'committing' || committing ? ('commit' as const) : ('parse' as const),
        processedRows: run.processedRows,
        totalRows: status === 'previewing' ? null : run.totalRows,
      });
    },
  });

  app.route({
    ...endpoint('ContactImport.ErrorReport', { ouOf: (query) => runOu({ id: query.importRunID }) }),
    handler: async (request, reply) => {
      const run = await app.prisma.importRun.findUniqueOrThrow({ where: { id: request.query.importRunID } });
      if (run.stage !== 'PREVIEW_READY') {
        throw new AppError(
          'CONFLICT',
          'The error report is available while the preview waits for its commit.',
          undefined,
          serverMessage('IMPORT_REPORT_NOT_AVAILABLE'),
        );
      }
      const file = await buildErrorReport(await loadIssues(app.prisma, run.id), request.query.lang);
      const stem = run.fileName.replace(/\.xlsx$/i, '');
      return reply
        .header('content-type', XLSX_MIME_TYPE)
        .header('content-disposition', attachmentDisposition(`Import Errors_${stem}.xlsx`))
        .header('cache-control', 'no-store')
        .send(file);
    },
  });

  app.route({
    ...endpoint('ContactImport.CommitImport', { ouOf: (body) => runOu({ id: body.importRunID }) }),
    handler: async (request) => {
      const { result, message } = await commitImport(app.prisma, {
        runId: request.body.importRunID,
        invalidRows: request.body.invalidRows,
        actor: auditActor(request),
      });
      return ok(result, message);
    },
  });

  app.route({
    ...endpoint('ContactImport.DiscardImport', { ouOf: (body) => runOu({ id: body.importRunID }) }),
    handler: async (request) => {
      const id = request.body.importRunID;
      const discarded = await app.prisma.importRun.updateMany({
        where: { id, stage: 'PREVIEW_READY' },
        data: { stage: 'DISCARDED', status: 'CANCELLED', finishedAt: new Date() },
      });
      if (discarded.count !== 1)
        throw new AppError(
          'CONFLICT',
          'Only a preview waiting for its commit can be discarded.',
          undefined,
          serverMessage('IMPORT_NOT_DISCARDABLE'),
        );
      await app.prisma.importRunChunk.deleteMany({ where: { runId: id } });
      const run = await app.prisma.importRun.findUniqueOrThrow({ where: { id } });
      return ok({
        importRunID: run.id,
        status: importRunStatus(run),
        counts: toImportRunSummary(run, '').counts,
      });
    },
  });

  app.route({
    ...endpoint('ContactImport.ImportRuns'),
    handler: async (request) => {
      const { ouID, page, pageSize } = request.query;
      const [ou, total, runs, maxFileMegabytes] = await Promise.all([
        app.prisma.organizationUnit.findUniqueOrThrow({ where: { id: ouID }, select: { name: true } }),
        app.prisma.importRun.count({ where: { ouId: ouID } }),
        app.prisma.importRun.findMany({
          where: { ouId: ouID },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: (page - 1) * pageSize,
          take: pageSize,
        }),
        importMaxFileMegabytes(app.prisma),
      ]);
      const items = runs.map((r) => toImportRunSummary(r, ou.name));
      return ok({ items, total, page, pageSize, maxFileMegabytes });
    },
  });
};
