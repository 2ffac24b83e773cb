import multipart from '@fastify/multipart';
import {
  FunctionCode,
  importCommitRequest,
  importCommitResponse,
  importDiscardRequest,
  importProgressQuery,
  importProgressResponse,
  importPreviewResponse,
  importErrorReportQuery,
  importRunsQuery,
  importRunsResponse,
  importTemplateQuery,
  importUploadQuery,
} from '@cd/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '../../lib/audit.js';
import { sendXlsx } from '../../lib/content-disposition.js';
import { ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { importMaxFileMegabytes } from '../../lib/system-parameters.js';
import { requireAuth } from '../auth/auth.plugin.js';
import { commitImport } from './import-commit.js';
import { previewImport } from './import-preview.js';
import {
  discardImport,
  importErrorReport,
  importProgress,
  importRuns,
  importTemplate,
} from './import.service.js';
import { readUpload } from './upload.js';

const codes = [FunctionCode.ContactImport] as const;

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only here: no other route accepts multipart bodies. Limits per request come from the system parameter.
  await app.register(multipart, { limits: { fileSize: 1, files: 1 }, throwFileSizeLimit: true });

  /** The OU of the import run named by the request, for the guard; 404 when there is no such run. */
  const runOu = async (where: { id: number } | { uploadId: string }) => {
    const run = await app.prisma.importRun.findUnique({ where, select: { ouId: true } });
    if (!run) throw notFound('Import run');
    return run.ouId;
  };

  app.get(
    '/ContactImport/Download',
    {
      config: { functionCodes: codes, ou: (request) => (request.query as { ouID: number }).ouID },
      schema: { querystring: importTemplateQuery },
    },
    async (request, reply) => {
      const { file, fileName } = await importTemplate(app.prisma, request.query.ouID);
      return sendXlsx(reply, file, fileName);
    },
  );

  app.post(
    '/ContactImport/ImportContacts',
    {
      config: { functionCodes: codes, ou: (request) => (request.query as { ouID: number }).ouID },
      schema: { querystring: importUploadQuery, response: { 200: importPreviewResponse } },
    },
    async (request) => {
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
  );

  app.get(
    '/ContactImport/ImportProgress',
    {
      config: {
        functionCodes: codes,
        ou: (request: FastifyRequest) => {
          const q = request.query as { importRunID?: number; uploadID?: string };
          return runOu(q.importRunID !== undefined ? { id: q.importRunID } : { uploadId: q.uploadID! });
        },
      },
      schema: { querystring: importProgressQuery, response: { 200: importProgressResponse } },
    },
    async (request) => ok(await importProgress(app.prisma, request.query)),
  );

  app.get(
    '/ContactImport/ErrorReport',
    {
      config: {
        functionCodes: codes,
        ou: (request) => runOu({ id: (request.query as { importRunID: number }).importRunID }),
      },
      schema: { querystring: importErrorReportQuery },
    },
    async (request, reply) => {
      const { file, fileName } = await importErrorReport(app.prisma, request.query);
      return sendXlsx(reply, file, fileName);
    },
  );

  app.post(
    '/ContactImport/CommitImport',
    {
      config: {
        functionCodes: codes,
        ou: (request) => runOu({ id: (request.body as { importRunID: number }).importRunID }),
      },
      schema: { body: importCommitRequest, response: { 200: importCommitResponse } },
    },
    async (request) => {
      const { result, message } = await commitImport(app.prisma, {
        runId: request.body.importRunID,
        invalidRows: request.body.invalidRows,
        actor: auditActor(request),
      });
      return ok(result, message);
    },
  );

  app.post(
    '/ContactImport/DiscardImport',
    {
      config: {
        functionCodes: codes,
        ou: (request) => runOu({ id: (request.body as { importRunID: number }).importRunID }),
      },
      schema: { body: importDiscardRequest, response: { 200: importCommitResponse } },
    },
    async (request) => ok(await discardImport(app.prisma, request.body.importRunID)),
  );

  app.get(
    '/ContactImport/ImportRuns',
    {
      config: { functionCodes: codes, ou: (request) => (request.query as { ouID: number }).ouID },
      schema: { querystring: importRunsQuery, response: { 200: importRunsResponse } },
    },
    async (request) => ok(await importRuns(app.prisma, request.query)),
  );
};
