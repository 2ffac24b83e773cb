import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { withClient } from '../src/database-url.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyMigrations,
  createMigration,
  diffSchemaAgainstDatabase,
  dropDatabase,
  withDatabaseName,
} from '../src/index.js';
import { migrationsDir, schemaPath } from '../src/paths.js';
import { createTestDatabase, TEST_SERVER_ENV, type TestDatabase } from '../src/testing.js';

const schema = await fs.readFile(schemaPath, 'utf8');
// A change anyone could make: one more column. The drift check must notice it.
const alteredSchema = schema.replace(
  '  dialCode String  @map("dial_code")',
  '  dialCode String  @map("dial_code")\n  note String?',
);

const rows = (url: string, sql: string) => withClient(url, async (client) => (await client.query(sql)).rows);

describe('migrations', () => {
  let migrated: TestDatabase;
  beforeAll(async () => {
    migrated = await createTestDatabase();
  });
  afterAll(() => migrated.drop());

  it('leave no drift between the migrated database and schema.prisma', async () => {
    const diff = await diffSchemaAgainstDatabase(migrated.url);
    expect(diff.script).toContain('empty migration');
    expect(diff.empty).toBe(true);
  });

  it('drift is detected when the schema changes', async () => {
    expect(alteredSchema).not.toBe(schema);
    const diff = await diffSchemaAgainstDatabase(migrated.url, { schema: alteredSchema });
    expect(diff.empty).toBe(false);
    expect(diff.script).toMatch(/ALTER TABLE "country" ADD COLUMN\s+"note" TEXT/);
  });

  it('apply once, record Prisma bookkeeping, and are idempotent even when run concurrently', async () => {
    const db = await createTestDatabase({ empty: true });
    try {
      const [first, second] = await Promise.all([applyMigrations(db.url), applyMigrations(db.url)]);
      const folders = (await fs.readdir(migrationsDir, { withFileTypes: true })).filter((e) =>
        e.isDirectory(),
      );
      expect([...first, ...second].sort()).toEqual(folders.map((f) => f.name).sort());
      await expect(applyMigrations(db.url)).resolves.toEqual([]);

      const recorded = await rows(
        db.url,
        'SELECT migration_name, checksum, finished_at, rolled_back_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name',
      );
      expect(recorded).toHaveLength(folders.length);
      for (const row of recorded) {
        const sql = await fs.readFile(path.join(migrationsDir, row.migration_name, 'migration.sql'));
        expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
        expect(row.finished_at).toBeInstanceOf(Date);
        expect(row.rolled_back_at).toBeNull();
        expect(row.applied_steps_count).toBe(1);
      }
    } finally {
      await db.drop();
    }
  });

  it('creates the database first when the server has none of that name, as migrate deploy does', async () => {
    const url = withDatabaseName(migrated.url, `cd_test_missing_${process.pid}`);
    try {
      expect((await applyMigrations(url)).length).toBeGreaterThan(0);
      expect((await diffSchemaAgainstDatabase(url)).empty).toBe(true);
    } finally {
      await dropDatabase(url);
    }
  });

  it('createMigration writes the next migration from a schema change, and nothing when there is none', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cd-migrations-'));
    try {
      await fs.cp(migrationsDir, dir, { recursive: true });
      const serverUrl = process.env[TEST_SERVER_ENV]!;
      await expect(createMigration('nothing', { serverUrl, migrationsDir: dir })).resolves.toEqual({
        name: null,
        script: '',
      });

      const created = await createMigration('Add country note', {
        serverUrl,
        migrationsDir: dir,
        schema: alteredSchema,
      });
      expect(created.name).toMatch(/^\d{14}_add_country_note$/);
      const written = await fs.readFile(path.join(dir, created.name!, 'migration.sql'), 'utf8');
      expect(written).toBe(created.script);
      expect(written).toContain('"note" TEXT');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
