import { describe, expect, it } from 'vitest';
import { beforeMigration, rows } from './support/before-migration.js';

const MIGRATION = '20261126021254_search_typos';

/** Decision 099 item 7: the typo lists apply on a directory that already holds contacts. */
describe(`migration ${MIGRATION}`, () => {
  const earlier = beforeMigration(MIGRATION);

  it('applies on data: the readings become a word list, and both lists answer a misspelling', async () => {
    const db = await earlier.apply();
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

    await expect(earlier.applyThrough()).resolves.toEqual([MIGRATION]);
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
