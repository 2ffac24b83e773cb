import type { PrismaClient } from '@cd/db';

/**
 * Returns the secret stored under `name`, creating it first if there is none. Safe when several replicas
 * start at once: the insert is `ON CONFLICT DO NOTHING` and everyone then reads the row that won.
 */
export async function loadOrCreateSecret(
  prisma: PrismaClient,
  name: string,
  create: () => string,
): Promise<string> {
  const existing = await prisma.systemSecret.findUnique({ where: { name } });
  if (existing) return existing.value;
  await prisma.systemSecret.createMany({ data: [{ name, value: create() }], skipDuplicates: true });
  const row = await prisma.systemSecret.findUniqueOrThrow({ where: { name } });
  return row.value;
}
