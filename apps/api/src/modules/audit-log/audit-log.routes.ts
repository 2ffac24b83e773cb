import { Readable } from 'node:stream';
import { XLSX_MIME_TYPE } from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../endpoints.js';
import { attachmentDisposition } from '../../lib/content-disposition.js';
import { ok } from '../../lib/envelope.js';
import { requireCaller } from '../auth/auth.plugin.js';
import { auditLogPage, downloadableAuditLogJob, startAuditLogExport } from './audit-log.service.js';
import { toAuditLogJob } from './export-jobs.js';

/** Audit Log by date (FN-0007): paged view, export jobs, their status, cancel and download. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma, exportJobs } = app;

  app.route({
    ...endpoint('Report.AuditLogByDate'),
    handler: async (request) => ok(await auditLogPage(prisma, requireCaller(request), request.body)),
  });

  app.route({
    ...endpoint('Report.ExportAuditLog'),
    handler: async (request) =>
      ok(await startAuditLogExport(prisma, exportJobs, requireCaller(request), request.body)),
  });

  app.route({
    ...endpoint('Report.CheckAuditLogReportStatus'),
    handler: async (request) =>
      ok(toAuditLogJob(await exportJobs.own(request.query.jobID, requireCaller(request).userId))),
  });

  app.route({
    ...endpoint('Report.AuditLogReportJobs'),
    handler: async (request) =>
      ok((await exportJobs.listOwn(requireCaller(request).userId)).map((job) => toAuditLogJob(job))),
  });

  app.route({
    ...endpoint('Report.CancelExportAuditLog'),
    handler: async (request) =>
      ok(toAuditLogJob(await exportJobs.cancel(request.body.jobID, requireCaller(request).userId))),
  });

  app.route({
    ...endpoint('Report.DownloadAuditLogReport'),
    handler: async (request, reply) => {
      const job = await downloadableAuditLogJob(
        prisma,
        exportJobs,
        requireCaller(request),
        request.query.jobID,
      );
      return reply
        .header('content-type', XLSX_MIME_TYPE)
        .header('content-disposition', attachmentDisposition(job.fileName ?? 'Audit Log.xlsx'))
        .header('content-length', String(job.fileSize))
        .header('cache-control', 'no-store')
        .send(Readable.from(exportJobs.file(job)));
    },
  });
};
