import { PassThrough } from 'node:stream';
import { contactExportHeaders, exportSheetNames, FunctionCode, permissionReportHeaders } from '@cd/contracts';
import { isDatabaseUnavailable } from '@cd/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileDate, sendXlsx } from '../../lib/content-disposition.js';
import { writeXlsxStream, type XlsxStreamOptions } from '../../lib/xlsx-stream.js';
import { requireAuth } from '../auth/auth.plugin.js';
import { contactExportRows } from './contacts-export.js';
import { exportScope } from './export-scope.js';
import { permissionReportRows } from './permission-report.js';
import { endpoint } from '../../endpoints.js';

/**
 * Streams a workbook as the response: headers go first, rows follow as the client takes the bytes
 * (decision 075). A client that goes away (the socket closes before the reply finished) aborts the write,
 * which stops reading rows. A failure after the first byte can only cut the download short, so it is
 * logged and the connection closed.
 */
function streamXlsx(
  request: FastifyRequest,
  reply: FastifyReply,
  fileName: string,
  options: Omit<XlsxStreamOptions, 'signal'>,
) {
  const body = new PassThrough();
  const abandoned = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) abandoned.abort(new Error('the client closed the download'));
  });
  writeXlsxStream(body, { ...options, signal: abandoned.signal }).catch((err: unknown) => {
    if (abandoned.signal.aborted) request.log.info('export abandoned by the client');
    else if (isDatabaseUnavailable(err)) request.log.warn({ err }, 'export cut off: database unavailable');
    else request.log.error({ err }, 'export failed while streaming');
    body.destroy();
  });
  return sendXlsx(reply, body, fileName);
}

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('Contacts.ExportContacts'),
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const scope = await exportScope(
        app.prisma,
        auth,
        FunctionCode.ExportContacts,
        request.query.includeSubsidiaries,
      );
      return streamXlsx(request, reply, `Contacts_${scope[0]!.name}_${fileDate()}.xlsx`, {
        sheetName: exportSheetNames[request.query.lang].contacts,
        headers: contactExportHeaders[request.query.lang],
        rows: contactExportRows(
          request.readDb,
          scope.map((ou) => ou.id),
          request.query.lang,
        ),
      });
    },
  });

  app.route({
    ...endpoint('Report.ExportPermissionAssignmentReport'),
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const scope = await exportScope(
        app.prisma,
        auth,
        FunctionCode.PermissionAssignmentReport,
        request.query.includeSubsidiaries,
      );
      const rows = await permissionReportRows(
        request.readDb,
        scope,
        request.query.lang,
        app.config.OIDC_ADMIN_GROUPS,
      );
      return streamXlsx(request, reply, `Permission Assignment Report_${scope[0]!.name}_${fileDate()}.xlsx`, {
        sheetName: exportSheetNames[request.query.lang].permissions,
        headers: permissionReportHeaders[request.query.lang],
        rows: (async function* () {
          yield* rows;
        })(),
      });
    },
  });
};
