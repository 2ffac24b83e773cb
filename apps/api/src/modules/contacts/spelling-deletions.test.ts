import { createTestDatabase, type TestDatabase } from '@cd/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editDistance, typoBudget } from './spelling.js';

// Decision 099 item 8: the typo tier's spelling candidates come from search_word_deletion, the listed words
// with their deletions (migration search_word_deletions). After the typo rule's verdict they must be
// exactly the listed words within the rule's distance, as editDistance over the whole list says, and the
// table must follow the word lists as contacts are written.
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase({ seeded: true });
});
afterAll(() => db.drop());

/** A small deterministic generator (mulberry32), so a failure names words that stay the same. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Up to `edits` random swaps, insertions, deletions and substitutions of `word`. */
function misspell(word: string, edits: number, next: () => number, letters: string): string {
  const w = [...word];
  const pick = () => letters[Math.floor(next() * letters.length)]!;
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(next() * (w.length + 1));
    const op = Math.floor(next() * 4);
    if (op === 0 && at + 1 < w.length) [w[at], w[at + 1]] = [w[at + 1]!, w[at]!];
    else if (op === 1) w.splice(at, 0, pick());
    else if (op === 2 && at < w.length) w.splice(at, 1);
    else if (at < w.length) w[at] = pick();
  }
  return w.join('');
}

/** Every string made by deleting up to `depth` letters of `word`, the word itself included. */
function deletions(word: string, depth: number): Set<string> {
  let level = new Set([word]);
  const all = new Set(level);
  for (let d = 0; d < depth; d++) {
    const shorter = new Set<string>();
    for (const w of level) for (let i = 0; i < w.length; i++) shorter.add(w.slice(0, i) + w.slice(i + 1));
    for (const w of shorter) all.add(w);
    level = shorter;
  }
  return all;
}

const listed = async () =>
  (
    await db.prisma.$queryRaw<{ word: string }[]>`
      SELECT word FROM search_word UNION SELECT word FROM search_syllable`
  ).map((r) => r.word);

/** cd_spelling_candidates of each query word alone, at its budget, kept within it by the typo rule. */
async function corrections(queries: { word: string; budget: number }[]): Promise<string[][]> {
  const rows = await db.prisma.$queryRaw<{ i: number; candidate: string }[]>`
    SELECT u.i::int AS i, c.candidate
      FROM unnest(${queries.map((q) => q.word)}::text[], ${queries.map((q) => q.budget)}::int[])
           WITH ORDINALITY AS u(w, d, i)
      CROSS JOIN LATERAL cd_spelling_candidates(ARRAY[u.w], u.d, 200) AS c`;
  const out = queries.map((): string[] => []);
  for (const r of rows) {
    const q = queries[r.i - 1]!;
    if (editDistance(q.word, r.candidate, q.budget) <= q.budget) out[r.i - 1]!.push(r.candidate);
  }
  return out.map((c) => c.sort());
}

/** cd_spelling_candidates of one word, before the typo rule. */
const lookup = async (word: string, budget: number) =>
  (
    await db.prisma.$queryRaw<{ candidate: string }[]>`
      SELECT candidate FROM cd_spelling_candidates(ARRAY[${word}], ${budget}::int, 200)`
  ).map((r) => r.candidate);

/** Rows of search_word_deletion missing from, or extra to, what the two lists call for. */
const drift = `
  WITH expected AS (
    SELECT DISTINCT d AS deletion, w.word
      FROM (SELECT word FROM search_word UNION SELECT word FROM search_syllable) AS w,
           unnest(cd_word_deletions(w.word, cd_typo_deletion_depth(length(w.word)))) AS d)
  SELECT (SELECT count(*) FROM (SELECT * FROM expected EXCEPT SELECT deletion, word FROM search_word_deletion) m)::int
           AS missing,
         (SELECT count(*) FROM (SELECT deletion, word FROM search_word_deletion EXCEPT SELECT * FROM expected) x)::int
           AS extra`;

describe('spelling candidates from the deletions table', () => {
  it('are, after the typo rule, exactly the listed words within it, at budgets 1 and 2', async () => {
    const next = random(99);
    // Words over four letters so alike that many sit within two typos of each other, beside the demo's
    // names and syllables; added as contacts' words are, so the table's trigger lists them.
    const alike = Array.from({ length: 400 }, () =>
      misspell('abcdabcdab'.slice(0, 4 + Math.floor(next() * 7)), 6, next, 'abcd'),
    ).filter((w) => w.length >= 3);
    await db.prisma.$executeRaw`
      INSERT INTO search_word (word) SELECT unnest(${alike}::text[]) ON CONFLICT DO NOTHING`;
    const words = await listed();
    const letters = [...new Set(words.join(''))].join('');

    const queries: { word: string; budget: number }[] = [
      { word: 'micheal', budget: 1 },
      { word: 'kenenth', budget: 1 },
      { word: 'stephanei', budget: 2 },
      { word: 'cheung', budget: 1 },
      { word: 'zeong', budget: 1 },
    ];
    while (queries.length < 4000) {
      const base = words[Math.floor(next() * words.length)]!;
      const word = misspell(base, Math.floor(next() * 4), next, next() < 0.5 ? 'abcd' : letters);
      // The search's own budget, and one less for a word of nine letters or more; one typo for a word of
      // three or four letters ("Did you mean").
      const budget = typoBudget(word);
      if (budget > 0) queries.push({ word, budget: budget - (next() < 0.2 ? 1 : 0) });
      else if ([...word].length >= 3) queries.push({ word, budget: 1 });
    }
    const got = await corrections(queries);
    const want = queries.map((q) =>
      words.filter((w) => w !== q.word && editDistance(q.word, w, q.budget) <= q.budget).sort(),
    );
    expect(queries.map((q, i) => [q.word, q.budget, got[i]])).toEqual(
      queries.map((q, i) => [q.word, q.budget, want[i]]),
    );
    // The queries reach corrections by every kind of typo, two at a time, and many of them.
    expect(got.slice(0, 5)).toEqual([
      expect.arrayContaining(['michael']),
      expect.arrayContaining(['kenneth']),
      expect.arrayContaining(['stephanie']),
      expect.arrayContaining(['cheng', 'chung']),
      expect.arrayContaining(['zoeng']),
    ]);
    expect(want.filter((w) => w.length > 0).length).toBeGreaterThan(1500);
    // Short words reach corrections of three, four and five letters.
    const short = queries.flatMap((q, i) => ([...q.word].length <= 4 ? want[i]! : []));
    for (const letters of [3, 4, 5])
      expect(short.filter((w) => [...w].length === letters).length).toBeGreaterThan(50);
    expect(Math.max(...want.map((w) => w.length))).toBeGreaterThan(5);
    expect(
      queries.filter((q, i) => q.budget === 2 && want[i]!.some((w) => editDistance(q.word, w, 2) === 2))
        .length,
    ).toBeGreaterThan(100);
  });

  it('follows the word lists as contacts are written', async () => {
    const ou = await db.prisma.organizationUnit.findUniqueOrThrow({ where: { code: 'HPG-HK-FIN' } });
    const rowsOf = async (word: string) =>
      (
        await db.prisma.$queryRaw<{ n: number }[]>`
          SELECT count(*)::int AS n FROM search_word_deletion WHERE word = ${word}`
      )[0]!.n;
    expect(await lookup('quaffingotn', 2)).toEqual([]);

    // Two contacts in one statement (as an import batch writes them): both new words become findable.
    const made = await db.prisma.$queryRaw<{ id: number }[]>`
      INSERT INTO contact (ou_id, first_name, family_name, display_name, created_by, modified_by)
      VALUES (${ou.id}, 'Zebulon', 'Quaffington', 'Zebulon Quaffington', 't', 't'),
             (${ou.id}, 'Wei', 'Zoeng', 'Wei Zoeng', 't', 't')
      RETURNING id`;
    expect(await lookup('quaffingotn', 2)).toContain('quaffington'); // a swap and nothing else
    expect(await lookup('qaffingtn', 2)).toContain('quaffington'); // two letters missing
    expect(await lookup('zebulno', 1)).toContain('zebulon');
    expect(await rowsOf('quaffington')).toBe(deletions('quaffington', 2).size);
    expect(await db.prisma.$queryRawUnsafe(drift)).toEqual([{ missing: 0, extra: 0 }]);

    // A renamed contact's old word leaves search_word, and its deletions with it.
    await db.prisma.$executeRaw`UPDATE contact SET family_name = 'Quill', display_name = 'Zebulon Quill'
                                  WHERE id = ${made[0]!.id}`;
    expect(await db.prisma.$queryRaw`SELECT word FROM search_word WHERE word = 'quaffington'`).toEqual([]);
    expect(await rowsOf('quaffington')).toBe(0);
    expect(await lookup('quaffingotn', 2)).toEqual([]);
    // A word of both lists ('zoeng', a Jyutping syllable) keeps its deletions when no contact has it.
    await db.prisma.$executeRaw`DELETE FROM contact WHERE id = ${made[1]!.id}`;
    expect(await db.prisma.$queryRaw`SELECT word FROM search_word WHERE word = 'zoeng'`).toEqual([]);
    expect(await lookup('zeong', 1)).toContain('zoeng');
    expect(await db.prisma.$queryRawUnsafe(drift)).toEqual([{ missing: 0, extra: 0 }]);

    // A machine-made word (an md5 hash, 32 characters) stores nothing: at depth 2 it would be 528 rows, and
    // an import of such names wrote millions. A query that long takes the word lists (trigrams) instead.
    const hash = 'd41d8cd98f00b204e9800998ecf8427e';
    await db.prisma.$executeRaw`
      INSERT INTO contact (ou_id, first_name, family_name, display_name, created_by, modified_by)
      VALUES (${ou.id}, 'Zebulon', ${hash}, ${`Zebulon ${hash}`}, 't', 't')`;
    expect(await db.prisma.$queryRaw`SELECT word FROM search_word WHERE word = ${hash}`).toHaveLength(1);
    expect(await rowsOf(hash)).toBe(0);
    expect(await lookup(`${hash.slice(0, 20)}x${hash.slice(21)}`, 1)).toContain(hash);
  });

  it('reads the table for the budgets a search forgives, the word lists for larger ones', async () => {
    // "Did you mean" corrects one typo from three letters: a swap of a four-letter word's first two letters
    // shares one trigram of nine with it (similarity 0.11, under the trigram path's 0.15).
    expect(await lookup('eirc', 1)).toContain('eric');
    expect(await lookup('jonh', 1)).toContain('john');
    expect(await lookup('lma', 1)).toContain('lam');
    expect(await lookup('micheal', 1)).toContain('michael');
    await db.prisma.$executeRaw`DELETE FROM search_word_deletion WHERE word = 'michael'`;
    expect(await lookup('micheal', 1)).not.toContain('michael');
    // "Did you mean" allows one typo more (two from five letters): trigram candidates, as before.
    expect(await lookup('micheal', 2)).toContain('michael');
  });
});
