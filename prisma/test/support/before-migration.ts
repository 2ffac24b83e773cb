import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { withClient } from '../../src/database-url.js';
import { applyMigrations } from '../../src/index.js';
import { migrationsDir } from '../../src/paths.js';
import { createTestDatabase, type TestDatabase } from '../../src/testing.js';

export const rows = (url: string, sql: string) =>
  withClient(url, async (client) => (await client.query(sql)).rows);

/**
 * For a test that a migration applies on data written before it: an empty database and two copies of the
 * migrations folder, up to `migration` (excluded) and through it. `apply()` brings the database to just before
 * it; the test then writes its rows and applies the migration with `applyThrough()`. Later migrations stay
 * out of both: their functions may call what `migration` itself creates (a trigger of a later migration
 * would fire on the test's rows before the migration under test has run).
 */
export function beforeMigration(migration: string) {
  let db: TestDatabase | undefined;
  let earlier: string | undefined;
  let through: string | undefined;
  beforeAll(async () => {
    db = await createTestDatabase({ empty: true });
    earlier = await fs.mkdtemp(path.join(os.tmpdir(), 'cd-migrations-'));
    through = await fs.mkdtemp(path.join(os.tmpdir(), 'cd-migrations-'));
    await fs.cp(migrationsDir, earlier, { recursive: true });
    await fs.cp(migrationsDir, through, { recursive: true });
    for (const entry of await fs.readdir(migrationsDir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      if (entry.name >= migration) await fs.rm(path.join(earlier, entry.name), { recursive: true });
      if (entry.name > migration) await fs.rm(path.join(through, entry.name), { recursive: true });
    }
  });
  afterAll(async () => {
    await db?.drop();
    for (const dir of [earlier, through]) if (dir) await fs.rm(dir, { recursive: true, force: true });
  });
  return {
    async apply(): Promise<TestDatabase> {
      if (!db || !earlier) throw new Error('beforeMigration: used outside a test');
      await applyMigrations(db.url, { migrationsDir: earlier });
      return db;
    },
    /** Applies `migration` (and nothing after it); resolves to the names applied. */
    async applyThrough(): Promise<string[]> {
      if (!db || !through) throw new Error('beforeMigration: used outside a test');
      return applyMigrations(db.url, { migrationsDir: through });
    },
  };
}
