import {
  AuditEntity,
  type SystemParameter as SystemParameterView,
  type SystemParameterType,
} from '@cd/contracts';
import type { PrismaClient, SystemParameter } from '@cd/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor, recordAudit } from '../../lib/audit.js';
import { ok } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { writeIfVersion } from '../../lib/versioning.js';
import { requireAuth } from '../auth/auth.plugin.js';
import { storedValue, valueProblem, valueProblemOf } from './parameter-values.js';
import { endpoint, spellingsOf } from '../../endpoints.js';

const toView = (p: SystemParameter): SystemParameterView => ({
  key: p.key,
  type: p.type as SystemParameterType,
  value: p.value,
  min: p.minValue,
  max: p.maxValue,
  description: p.description ?? p.key,
  descriptionZh: p.descriptionZh ?? p.description ?? p.key,
  version: p.version,
  modifiedBy: p.modifiedBy,
  modifiedDate: p.modifiedAt.toISOString(),
});

const listAll = async (prisma: PrismaClient) =>
  (await prisma.systemParameter.findMany({ orderBy: { key: 'asc' } })).map(toView);

export const systemParameterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.route({
    ...endpoint('SystemAdministration.SelectSystemParameters'),
    handler: async () => ok(await listAll(prisma)),
  });

  for (const url of spellingsOf('SystemAdministration.UpdateSystemParameters')) {
    app.route({
      ...endpoint('SystemAdministration.UpdateSystemParameters'),
      url,
      handler: async (request) => {
        const actor = requireAuth(request).user.email;
        const changes = request.body.parameters;
        const current = new Map(
          (await prisma.systemParameter.findMany({ where: { key: { in: changes.map((c) => c.key) } } })).map(
            (p) => [p.key, p],
          ),
        );
        const issues = changes.flatMap(({ key, value }) => {
          const parameter = current.get(key);
          const problem = parameter ? valueProblem(parameter, value) : valueProblemOf('unknown', { key });
          return problem ? [{ path: `parameters.${key}`, ...problem }] : [];
        });
        const first = issues[0];
        if (first) {
          throw new AppError('VALIDATION_FAILED', `${first.path}: ${first.message}`, issues, {
            messageCode: first.messageCode,
            params: first.params,
          });
        }

        await prisma.$transaction(async (tx) => {
          for (const change of changes) {
            const value = storedValue(current.get(change.key)!, change.value);
            const before = await writeIfVersion({
              what: `System parameter ${change.key}`,
              expectedVersion: change.version,
              load: () => tx.systemParameter.findUnique({ where: { key: change.key } }),
              write: () =>
                tx.systemParameter.updateMany({
                  where: { key: change.key, version: change.version },
                  data: { value, modifiedBy: actor, version: { increment: 1 } },
                }),
            });
            await recordAudit(tx, auditActor(request), {
              action: 'SYSTEM_PARAMETER_UPDATE',
              entityType: AuditEntity.SystemParameter,
              entityId: change.key,
              before: { value: before.value },
              after: { value },
            });
          }
        });
        app.systemParameters.invalidate();
        return ok(await listAll(prisma), 'System parameters saved.');
      },
    });
  }
};
