import {
  FunctionCode,
  ouMaintenanceQuery,
  ouMaintenanceResponse,
  ouMovePreviewQuery,
  ouMovePreviewResponse,
  ouRemoveRequest,
  ouRemoveResponse,
  ouTrustedDomainQuery,
  ouTrustedDomainResponse,
  ouUpdateRequest,
  ouUpdateResponse,
} from '@cd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { requireCaller } from '../auth/auth.plugin.js';
import {
  ouMaintenance,
  ouTrustedDomains,
  previewOuMove,
  removeOu,
  saveOu,
} from './ou-maintenance.service.js';

const codes = [FunctionCode.OuMaintenance] as const;

export const ouMaintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.get(
    '/OrganizationUnits/OUMaintenance',
    {
      config: { functionCodes: codes, ou: (request) => (request.query as { ouID: number }).ouID },
      schema: { querystring: ouMaintenanceQuery, response: { 200: ouMaintenanceResponse } },
    },
    async (request) => ok(await ouMaintenance(prisma, request.query.ouID)),
  );

  app.get(
    '/OrganizationUnits/GetOUTrustedDomain',
    {
      config: {
        functionCodes: [FunctionCode.OuMaintenance, FunctionCode.TrustedDomainMaintenance],
        ou: (request) => (request.query as { ouID: number }).ouID,
      },
      schema: { querystring: ouTrustedDomainQuery, response: { 200: ouTrustedDomainResponse } },
    },
    async (request) => ok(await ouTrustedDomains(prisma, request.query.ouID)),
  );

  app.get(
    '/OrganizationUnits/OUMovePreview',
    {
      // The moved OU is declared (404/403 before the handler); its subtree and the parent as the move checks them.
      config: { functionCodes: codes, ou: (request) => (request.query as { ouID: number }).ouID },
      schema: { querystring: ouMovePreviewQuery, response: { 200: ouMovePreviewResponse } },
    },
    async (request) => ok(await previewOuMove(prisma, requireCaller(request), request.query)),
  );

  app.post(
    '/OrganizationUnits/OUUpdate',
    {
      // A new OU is checked against its parent, an existing one against itself; a move also needs the new
      // parent and every OU that moves (checkMove, decision 087).
      config: {
        functionCodes: codes,
        ou: (request) => {
          const body = request.body as { ouID?: number; parentOUID: number | null };
          return body.ouID ?? body.parentOUID ?? undefined;
        },
      },
      schema: { body: ouUpdateRequest, response: { 200: ouUpdateResponse } },
    },
    async (request) =>
      ok(await saveOu(prisma, requireCaller(request), request.body), 'Organisation unit saved.'),
  );

  app.post(
    '/OrganizationUnits/OURemove',
    {
      config: { functionCodes: codes },
      schema: { body: ouRemoveRequest, response: { 200: ouRemoveResponse } },
    },
    async (request) =>
      ok(await removeOu(prisma, requireCaller(request), request.body), 'Organisation unit deleted.'),
  );
};
