import fs from 'node:fs/promises';
import type { PrismaClient } from '../generated/prisma/client.js';
import { migrationsDir } from '../paths.js';

let shipped: Promise<string[]> | undefined;

/** Migrations in the folder this build ships that the database has not (successfully) applied. */
export async function pendingMigrations(prisma: PrismaClient): Promise<string[]> {
  shipped ??= fs
    .readdir(migrationsDir, { withFileTypes: true })
    .then((entries) => entries.filter((e) => e.isDirectory()).map((e) => e.name));
  const names = await shipped;
  // No table yet means nothing was ever applied (42P01 surfaces as an error, so ask the catalogue first).
  const [table] = await prisma.$queryRaw<{ found: boolean }[]>`
    SELECT to_regclass('_prisma_migrations') IS NOT NULL AS found`;
  if (!table?.found) return names;
  const applied = await prisma.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  const done = new Set(applied.map((row) => row.migration_name));
  return names.filter((name) => !done.has(name));
}
