import {
  FunctionCode,
  selectSystemParametersResponse,
  updateSystemParametersRequest,
  updateSystemParametersResponse,
} from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { requireCaller } from '../auth/auth.plugin.js';
import { listSystemParameters, updateSystemParameters } from './system-parameters.service.js';

const access = { functionCodes: [FunctionCode.SystemParameters] } as const;

export const systemParameterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.get(
    '/SystemAdministration/SelectSystemParameters',
    { config: access, schema: { response: { 200: selectSystemParametersResponse } } },
    async () => ok(await listSystemParameters(prisma)),
  );

  for (const url of [
    '/SystemAdministration/UpdateSystemParameters/',
    '/SystemAdministration/UpdateSystemParameters',
  ]) {
    app.post(
      url,
      {
        config: access,
        schema: { body: updateSystemParametersRequest, response: { 200: updateSystemParametersResponse } },
      },
      async (request) => {
        await updateSystemParameters(prisma, requireCaller(request), request.body);
        app.systemParameters.invalidate();
        return ok(await listSystemParameters(prisma), 'System parameters saved.');
      },
    );
  }
};
