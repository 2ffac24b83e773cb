import { describe, expect, it } from 'vitest';
import { beforeMigration, rows } from './support/before-migration.js';

const MIGRATION = '20261126130000_search_word_deletions';

/** Decision 099 item 8: the deletions table is filled for the words a directory already lists. */
describe(`migration ${MIGRATION}`, () => {
  const earlier = beforeMigration(MIGRATION);

  it('applies on data: every listed word gets its deletions, and a misspelling finds it through them', async () => {
    const db = await earlier.apply();
    await rows(
      db.url,
      `INSERT INTO organization_unit (id, code, name, path, depth, created_by, modified_by)
       VALUES (1, 'X', 'X', '/1/', 0, 't', 't')`,
    );
    await rows(
      db.url,
      `INSERT INTO contact (ou_id, first_name, family_name, display_name, created_by, modified_by)
       VALUES (1, 'Stephanie', 'Smith', 'Stephanie Smith', 't', 't'), (1, 'Ken', 'Fitzgerald', 'Ken Fitzgerald', 't', 't')`,
    );

    await expect(earlier.applyThrough()).resolves.toEqual([MIGRATION]);
    // Depth by length: 'ken' none (under 4 letters), 'smith' one letter, 'stephanie' and 'fitzgerald' two:
    // the word, its deletions of one letter and of two (all distinct in these words).
    const stored = await rows(
      db.url,
      `SELECT word, count(*)::int AS n FROM search_word_deletion
        WHERE word IN ('ken', 'smith', 'stephanie', 'fitzgerald') GROUP BY word ORDER BY word`,
    );
    expect(stored).toEqual([
      { word: 'fitzgerald', n: 1 + 10 + 45 },
      { word: 'smith', n: 1 + 5 },
      { word: 'stephanie', n: 1 + 9 + 36 },
    ]);
    // Every syllable of 4 letters or more ('zoeng', 'cheung') is there as itself.
    const syllables = await rows(
      db.url,
      `SELECT count(*)::int AS listed, count(x.word)::int AS stored FROM search_syllable s
         LEFT JOIN search_word_deletion x ON x.deletion = s.word AND x.word = s.word
        WHERE length(s.word) >= 4`,
    );
    expect(syllables[0].listed).toBeGreaterThan(300);
    expect(syllables[0].stored).toBe(syllables[0].listed);
    const found = await rows(
      db.url,
      `SELECT word_index, candidate FROM cd_spelling_candidates(ARRAY['msith', NULL, 'zeong', 'stephanei', 'fitsgerlad'], 1, 200)
        WHERE candidate IN ('smith', 'zoeng', 'stephanie') ORDER BY word_index`,
    );
    expect(found).toEqual([
      { word_index: 1, candidate: 'smith' },
      { word_index: 3, candidate: 'zoeng' },
      { word_index: 4, candidate: 'stephanie' },
    ]);
    const two = await rows(
      db.url,
      `SELECT candidate FROM cd_spelling_candidates(ARRAY['fitsgerlad'], 2, 200) WHERE candidate = 'fitzgerald'`,
    );
    expect(two).toEqual([{ candidate: 'fitzgerald' }]);
  });
});
