import multipart from '@fastify/multipart';
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
      const { file, fileName } = await importTemplate(app.prisma, request.query.ouID);
      return sendXlsx(reply, file, fileName);
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
    handler: async (request) => ok(await importProgress(app.prisma, request.query)),
  });

  app.route({
    ...endpoint('ContactImport.ErrorReport', { ouOf: (query) => runOu({ id: query.importRunID }) }),
    handler: async (request, reply) => {
      const { file, fileName } = await importErrorReport(app.prisma, request.query);
      return sendXlsx(reply, file, fileName);
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
    handler: async (request) => ok(await discardImport(app.prisma, request.body.importRunID)),
  });

  app.route({
    ...endpoint('ContactImport.ImportRuns'),
    handler: async (request) => ok(await importRuns(app.prisma, request.query)),
  });
};
