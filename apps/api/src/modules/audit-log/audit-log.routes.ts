import { Readable } from 'node:stream';
import { XLSX_MIME_TYPE } from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../lib/content-disposition.js';
import { ok } from '../../lib/envelope.js';
import { refuse } from '../../lib/errors.js';
import { requireAuth, requireCaller } from '../auth/auth.plugin.js';
import { auditLogScope, stillCoversScope } from './audit-log-scope.js';
import { auditLogPage } from './audit-log.service.js';
import { toAuditLogJob } from './export-jobs.js';
import { endpoint } from '../../endpoints.js';

const isActive = (job: { status: string }) => job.status === 'queued' || job.status === 'running';

/** Audit Log by date (FN-0007): paged view, export jobs, their status, cancel and download. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const exportJobs = app.exportJobs;
  app.route({
    ...endpoint('Report.AuditLogByDate'),
    handler: async (request) => ok(await auditLogPage(app.prisma, requireCaller(request), request.body)),
  });

  app.route({
    ...endpoint('Report.ExportAuditLog'),
    handler: async (request) => {
      const auth = requireAuth(request);
      const { lang, ...filter } = request.body;
      const ouIds = await auditLogScope(app.prisma, auth.authz, filter);
      const job = await exportJobs.start(auth.user, filter, ouIds, lang);
      return ok(toAuditLogJob(job));
    },
  });

  app.route({
    ...endpoint('Report.CheckAuditLogReportStatus'),
    handler: async (request) =>
      ok(toAuditLogJob(await exportJobs.own(request.query.jobID, requireAuth(request).user.id))),
  });

  app.route({
    ...endpoint('Report.AuditLogReportJobs'),
    handler: async (request) =>
      ok((await exportJobs.listOwn(requireAuth(request).user.id)).map((job) => toAuditLogJob(job))),
  });

  app.route({
    ...endpoint('Report.CancelExportAuditLog'),
    handler: async (request) =>
      ok(toAuditLogJob(await exportJobs.cancel(request.body.jobID, requireAuth(request).user.id))),
  });

  app.route({
    ...endpoint('Report.DownloadAuditLogReport'),
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const job = await exportJobs.own(request.query.jobID, auth.user.id);
      if (!(await stillCoversScope(app.prisma, auth.authz, exportJobs.scopeOf(job)))) {
        throw refuse('AUDIT_EXPORT_SCOPE_REVOKED');
      }
      const view = toAuditLogJob(job);
      if (view.status !== 'done') {
        throw refuse(isActive(view) ? 'AUDIT_EXPORT_NOT_READY' : 'AUDIT_EXPORT_NO_FILE');
      }
      if (!view.downloadUrl) {
        throw refuse('AUDIT_EXPORT_EXPIRED');
      }
      return reply
        .header('content-type', XLSX_MIME_TYPE)
        .header('content-disposition', attachmentDisposition(job.fileName ?? 'Audit Log.xlsx'))
        .header('content-length', String(job.fileSize))
        .header('cache-control', 'no-store')
        .send(Readable.from(exportJobs.file(job)));
    },
  });
};
