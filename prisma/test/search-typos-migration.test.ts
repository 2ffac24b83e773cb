import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withClient } from '../src/database-url.js';
import { applyMigrations } from '../src/index.js';
import { migrationsDir } from '../src/paths.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';

const MIGRATION = '20261126021254_search_typos';
const rows = (url: string, sql: string) => withClient(url, async (client) => (await client.query(sql)).rows);

/** Decision 099 item 7: the typo lists apply on a directory that already holds contacts. */
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

  it('applies on data: the readings become a word list, and both lists answer a misspelling', async () => {
    await applyMigrations(db.url, { migrationsDir: before });
    await rows(
      db.url,
      `INSERT INTO organization_unit (id, code, name, path, depth, created_by, modified_by)
       VALUES (1, 'X', 'X', '/1/', 0, 't', 't')`,
    );
    await rows(
      db.url,
      `INSERT INTO contact (ou_id, first_name, family_name, display_name, chinese_name, created_by, modified_by)
       VALUES (1, 'Sarah', 'Smith', 'Sarah Smith', NULL, 't', 't'), (1, 'Wei', 'Zhang', 'Zhang Wei', '張偉', 't', 't')`,
    );

    await expect(applyMigrations(db.url)).resolves.toEqual([MIGRATION]);
    const syllables = await rows(db.url, `SELECT count(*)::int AS n FROM search_syllable`);
    expect(syllables[0].n).toBeGreaterThan(500);
    const found = await rows(
      db.url,
      `SELECT word_index, candidate FROM cd_spelling_candidates(ARRAY['msith', NULL, 'zeong'], 1, 200)
        WHERE candidate IN ('smith', 'zoeng') ORDER BY word_index`,
    );
    expect(found).toEqual([
      { word_index: 1, candidate: 'smith' },
      { word_index: 3, candidate: 'zoeng' },
    ]);
  });
});
