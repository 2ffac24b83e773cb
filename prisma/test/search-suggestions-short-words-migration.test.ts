import { describe, expect, it } from 'vitest';
import { beforeMigration, rows } from './support/before-migration.js';

const MIGRATION = '20261126171000_search_suggestions_short_words';

/** Decision 099 item 10: words of three and four letters already listed get their one-letter deletions. */
describe(`migration ${MIGRATION}`, () => {
  const earlier = beforeMigration(MIGRATION);

  it('applies on data: listed words of 3–4 letters get their deletions, and a swap finds them', async () => {
    const db = await earlier.apply();
    await rows(
      db.url,
      `INSERT INTO organization_unit (id, code, name, path, depth, created_by, modified_by)
       VALUES (1, 'X', 'X', '/1/', 0, 't', 't')`,
    );
    await rows(
      db.url,
      `INSERT INTO contact (ou_id, first_name, family_name, display_name, created_by, modified_by)
       VALUES (1, 'Eric', 'Lam', 'Eric Lam', 't', 't'), (1, 'Stephanie', 'Smith', 'Stephanie Smith', 't', 't')`,
    );
    const eirc = `SELECT candidate FROM cd_spelling_candidates(ARRAY['eirc', 'lma'], 1, 200)
                   WHERE candidate IN ('eric', 'lam') ORDER BY candidate`;
    expect(await rows(db.url, eirc)).toEqual([]);

    await expect(earlier.applyThrough()).resolves.toEqual([MIGRATION]);
    // The word and its deletions of one letter; longer words as they were.
    const stored = await rows(
      db.url,
      `SELECT word, count(*)::int AS n FROM search_word_deletion
        WHERE word IN ('eric', 'lam', 'smith', 'stephanie') GROUP BY word ORDER BY word`,
    );
    expect(stored).toEqual([
      { word: 'eric', n: 1 + 4 },
      { word: 'lam', n: 1 + 3 },
      { word: 'smith', n: 1 + 5 },
      { word: 'stephanie', n: 1 + 9 + 36 },
    ]);
    // Every syllable of 3–4 letters ('wai', 'wong') with its deletions.
    const missing = await rows(
      db.url,
      `SELECT count(*)::int AS n FROM search_syllable s, unnest(cd_word_deletions(s.word, 1)) AS d
        WHERE length(s.word) IN (3, 4)
          AND NOT EXISTS (SELECT 1 FROM search_word_deletion x WHERE x.deletion = d AND x.word = s.word)`,
    );
    expect(missing).toEqual([{ n: 0 }]);
    expect(await rows(db.url, eirc)).toEqual([{ candidate: 'eric' }, { candidate: 'lam' }]);
  });
});
