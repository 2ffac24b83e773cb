import {
  AuditEntity,
  type SystemParameter as SystemParameterView,
  type SystemParameterType,
  type updateSystemParametersRequest,
} from '@cd/contracts';
import type { PrismaClient, SystemParameter } from '@cd/db';
import type { z } from 'zod';
import { recordAudit } from '../../lib/audit.js';
import { refuseFields } from '../../lib/errors.js';
import { writeIfVersion } from '../../lib/versioning.js';
import type { Caller } from '../auth/auth.plugin.js';
import { storedValue, unknownParameter, valueProblem } from './parameter-values.js';

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

export const listSystemParameters = async (prisma: PrismaClient) =>
  (await prisma.systemParameter.findMany({ orderBy: { key: 'asc' } })).map(toView);

/** Saves every change or none: all values are checked before the first is written. */
export async function updateSystemParameters(
  prisma: PrismaClient,
  caller: Caller,
  { parameters: changes }: z.output<typeof updateSystemParametersRequest>,
) {
  const actor = caller.email;
  const current = new Map(
    (await prisma.systemParameter.findMany({ where: { key: { in: changes.map((c) => c.key) } } })).map(
      (p) => [p.key, p],
    ),
  );
  const issues = changes.flatMap(({ key, value }) => {
    const parameter = current.get(key);
    const problem = parameter ? valueProblem(parameter, value) : unknownParameter(key);
    return problem ? [problem(`parameters.${key}`)] : [];
  });
  const [first, ...rest] = issues;
  if (first) throw refuseFields([first, ...rest], `${first.path}: ${first.message}`);

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
      await recordAudit(tx, caller.audit, {
        action: 'SYSTEM_PARAMETER_UPDATE',
        entityType: AuditEntity.SystemParameter,
        entityId: change.key,
        before: { value: before.value },
        after: { value },
      });
    }
  });
}
