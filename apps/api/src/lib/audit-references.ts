import { referencedIds, type AuditReferences, type FieldChange } from '@cd/contracts';
import type { PrismaClient } from '@cd/db';

const byId = (rows: { id: number; name: string; nameZh: string | null }[]) =>
  Object.fromEntries(rows.map(({ id, name, nameZh }) => [String(id), { name, nameZh }]));

/**
 * The OUs and departments that records name by id (in their changes, plus `ouIds` such as the records' own
 * OU), in both languages: two queries per page or export batch, whatever its size.
 */
export async function auditReferences(
  prisma: PrismaClient,
  changes: readonly FieldChange[],
  ouIds: Iterable<number | null> = [],
): Promise<AuditReferences> {
  const wanted = referencedIds(changes);
  const ous = [...new Set([...wanted.ous, ...[...ouIds].filter((id): id is number => id !== null)])];
  const select = { id: true, name: true, nameZh: true } as const;
  const [ouRows, departmentRows] = await Promise.all([
    ous.length ? prisma.organizationUnit.findMany({ where: { id: { in: ous } }, select }) : [],
    wanted.departments.length
      ? prisma.department.findMany({ where: { id: { in: wanted.departments } }, select })
      : [],
  ]);
  return { ous: byId(ouRows), departments: byId(departmentRows) };
}
