import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withClient } from '../src/database-url.js';
import { applyMigrations } from '../src/index.js';
import { migrationsDir } from '../src/paths.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';

const MIGRATION = '20261126031500_search_bulk_and_name_habits';
const rows = (url: string, sql: string) => withClient(url, async (client) => (await client.query(sql)).rows);

/** Decision 099 (items 7 and 8): contacts written before the migration get the new tokens and table rows. */
describe(`migration ${MIGRATION}`, () => {
  let db: TestDatabase;
  let before: string;
  beforeAll(async () => {
    db = await createTestDatabase({ empty: true });
    before = await fs.mkdtemp(path.join(os.tmpdir(), 'cd-migrations-'));
    await fs.cp(migrationsDir, before, { recursive: true });
    await fs.rm(path.join(before, MIGRATION), { recursive: true });
  });
  afterAll(async () => {
    await db.drop();
    await fs.rm(before, { recursive: true, force: true });
  });

  it('rebuilds the tokens and the token table of the contacts that exist', async () => {
    await applyMigrations(db.url, { migrationsDir: before });
    await rows(
      db.url,
      `INSERT INTO organization_unit (id, code, name, path, depth, created_by, modified_by)
       VALUES (1, 'X', 'X', '/1/', 0, 't', 't');
       INSERT INTO contact (ou_id, first_name, family_name, local_name, display_name, email, phone_number,
                            created_by, modified_by)
       VALUES (1, 'Tai Man', 'Chan', 'Chan Tai Man', 'Chan Tai Man', 'tm.chan@example.com', '29876543', 't', 't')`,
    );
    const [old] = await rows(
      db.url,
      `SELECT count(*)::int AS n FROM contact_search_token WHERE token LIKE '#%'`,
    );
    expect(old!.n).toBeGreaterThan(0);

    await expect(applyMigrations(db.url)).resolves.toEqual([MIGRATION]);
    const [contact] = await rows(db.url, 'SELECT search_tokens FROM contact');
    expect(contact!.search_tokens).toEqual(
      expect.arrayContaining(['tm', 'taiman', '=t m chan', '=chan t m', '#p29876543', 'tm.chan@example.com']),
    );
    const table = await rows(db.url, 'SELECT token FROM contact_search_token');
    const listed = (contact!.search_tokens as string[]).filter((t) => !t.startsWith('#') && !/[@.]/.test(t));
    expect(table.map((r) => r.token as string).sort()).toEqual(listed.sort());
    const [key] = await rows(
      db.url,
      `SELECT count(*)::int AS n FROM pg_constraint WHERE conname = 'contact_search_token_pkey'`,
    );
    expect(key!.n).toBe(1);
  });
});
