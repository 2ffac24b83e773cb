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
 * For a test that a migration applies on data written before it: an empty database and a copy of the
 * migrations folder without `migration`. `apply()` brings the database to just before it; the test then
 * writes its rows and applies the rest with `applyMigrations(db.url)`.
 */
export function beforeMigration(migration: string) {
  let db: TestDatabase | undefined;
  let earlier: string | undefined;
  beforeAll(async () => {
    db = await createTestDatabase({ empty: true });
    earlier = await fs.mkdtemp(path.join(os.tmpdir(), 'cd-migrations-'));
    await fs.cp(migrationsDir, earlier, { recursive: true });
    await fs.rm(path.join(earlier, migration), { recursive: true });
  });
  afterAll(async () => {
    await db?.drop();
    if (earlier) await fs.rm(earlier, { recursive: true, force: true });
  });
  return {
    async apply(): Promise<TestDatabase> {
      if (!db || !earlier) throw new Error('beforeMigration: used outside a test');
      await applyMigrations(db.url, { migrationsDir: earlier });
      return db;
    },
  };
}
