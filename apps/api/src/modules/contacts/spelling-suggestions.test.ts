import { Prisma, queryRows } from '@cd/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { editDistance, spellingSuggestions, suggestionBudget } from './spelling.js';

// "Did you mean" in one call (decision 099 item 10): a correction is offered when someone in scope holds it
// as a full name (one word: as a word), checked on contact_search_token's key; the same suggestions, in the
// same order, as checking every combination's full-name or word token with the GIN index. Each word's options
// are its three closest corrections that someone holds; one of three or four letters (one typo) is corrected
// to any listed word within it, a swap of its first two letters included.
let t: TestApp;
let finance: number;
let logistics: number;
let every: number[];

beforeAll(async () => {
  t = await createTestApp();
  const ou = async (code: string) =>
    (await t.db.prisma.organizationUnit.findUniqueOrThrow({ where: { code } })).id;
  finance = await ou('HPG-HK-FIN');
  logistics = await ou('HPG-HK-LOG');
  every = (await t.db.prisma.organizationUnit.findMany({ select: { id: true } })).map((o) => o.id);
  const add = (ouId: number, first: string, family: string) =>
    t.db.prisma.$executeRaw`
      INSERT INTO contact (ou_id, first_name, family_name, display_name, created_by, modified_by)
      VALUES (${ouId}, ${first}, ${family}, ${`${first} ${family}`}, 'test', 'test')`;
  // Four spellings of one name, each found: more combinations find someone than are shown.
  for (const [first, family] of [
    ['Quarry', 'Hollis'],
    ['Quarry', 'Hollie'],
    ['Quarre', 'Hollis'],
    ['Quarre', 'Hollie'],
  ])
    await add(logistics, first!, family!);
  // Only outside Finance, though Finance has a Zebulon and a Quixote.
  await add(logistics, 'Zebulon', 'Quixote');
  await add(finance, 'Zebulon', 'Smith');
  await add(finance, 'Ada', 'Quixote');
  // A four-letter given name held only in Logistics; Finance has a Quill.
  await add(logistics, 'Ximo', 'Quill');
  await add(finance, 'Ada', 'Quill');
});
afterAll(() => t.close());

/**
 * The listed words within one typo of a word of three or four letters (its "Did you mean" budget), closest
 * first: by the typo rule, then by Levenshtein (a swap is two there), then alphabetically.
 */
async function withinOneTypo(word: string): Promise<{ word: string; distance: number }[]> {
  const rows = await queryRows<{ w: string }>(
    t.db.prisma,
    Prisma.sql`SELECT w FROM (SELECT word AS w FROM search_word UNION SELECT word FROM search_syllable) AS l
                WHERE w <> ${word} ORDER BY public.levenshtein(w, ${word}), w`,
  );
  return rows
    .map((r) => ({ word: r.w, distance: editDistance(word, r.w, 1) }))
    .filter((c) => c.distance <= 1);
}

/** Whether anyone, in any OU, holds the word (the GIN index of contact.search_tokens). */
async function held(word: string): Promise<boolean> {
  const [row] = await queryRows<{ hit: boolean }>(
    t.db.prisma,
    Prisma.sql`SELECT EXISTS (SELECT 1 FROM contact c WHERE c.search_tokens @> ${[word]}::text[]) AS hit`,
  );
  return row!.hit;
}

/** The rule in the API: every combination's full-name (one word: word) token checked by the GIN index. */
async function reference(text: string, ouIds: number[] | null): Promise<string[]> {
  const [row] = await queryRows<{ words: string[] }>(
    t.db.prisma,
    Prisma.sql`SELECT cd_query_words(${text}) AS words`,
  );
  const words = row!.words;
  if (words.length === 0 || words.length > 4) return [];
  const rows = await queryRows<{ i: number; w: string }>(
    t.db.prisma,
    Prisma.sql`SELECT word_index AS i, candidate AS w FROM cd_spelling_candidates(
      ${words.map((w) => ([...w].length >= 3 ? w : null))}::text[], 3, 200)`,
  );
  const fixes = await Promise.all(
    words.map(async (word, i) => {
      const max = /^\p{L}+$/u.test(word) ? suggestionBudget(word) : 0;
      if (max === 0) return [];
      const close =
        max === 1
          ? await withinOneTypo(word)
          : rows
              .filter((r) => r.i === i + 1)
              .map((r) => ({ word: r.w, distance: editDistance(word, r.w, max) }))
              .filter((c) => c.distance <= max)
              .sort((a, b) => a.distance - b.distance);
      // The three closest that someone holds: a word nobody holds could never be offered.
      const options: { word: string; distance: number }[] = [];
      for (const c of close) if (options.length < 3 && (await held(c.word))) options.push(c);
      return options;
    }),
  );
  let combos: { words: string[]; edits: number }[] = [{ words: [], edits: 0 }];
  words.forEach((word, i) => {
    const options = [{ word, distance: 0 }, ...fixes[i]!];
    combos = combos.flatMap((c) =>
      options.map((o) => ({
        words: [...c.words, o.word],
        edits: c.edits + o.distance,
      })),
    );
  });
  const ranked = combos
    .filter((c) => c.edits > 0)
    .sort((a, b) => a.edits - b.edits)
    .slice(0, 12);
  const found: string[] = [];
  for (const c of ranked) {
    const token = c.words.length > 1 ? `=${c.words.join(' ')}` : c.words[0]!;
    const [hit] = await queryRows<{ hit: boolean }>(
      t.db.prisma,
      Prisma.sql`SELECT EXISTS (SELECT 1 FROM contact c WHERE c.search_tokens @> ${[token]}::text[]
                   AND (${ouIds}::int[] IS NULL OR c.ou_id = ANY(${ouIds}::int[]))) AS hit`,
    );
    if (hit!.hit) found.push(c.words.join(' '));
    if (found.length === 3) break;
  }
  return found;
}

async function suggested(text: string, ouIds: number[] | null): Promise<string[]> {
  const [row] = await queryRows<{ words: string[] }>(
    t.db.prisma,
    Prisma.sql`SELECT cd_query_words(${text}) AS words`,
  );
  const words = row!.words;
  const budgets = words.map((w) => (/^\p{L}+$/u.test(w) ? suggestionBudget(w) : 0));
  const [out] = await queryRows<{ s: string[] }>(
    t.db.prisma,
    Prisma.sql`SELECT cd_spelling_suggestions(${words}::text[], ${budgets}::int[], ${ouIds}::int[], 3, 200, 3, 12,
                 3) AS s`,
  );
  return out!.s;
}

describe('"Did you mean"', () => {
  const queries = [
    'jonh',
    'mrkaus',
    'smiht',
    'jonh smiht',
    'mrkaus jonh',
    'sohpia',
    'quarri hollix',
    'quary holis',
    'zebulom quixot',
    'zebulom',
    'wnog',
    'chna tai',
    'peter chna',
    'davdi wnog',
    'qqqqqq',
    'lee jonh smiht wnog',
    'eirc ho',
    'cahn',
    'cahn tai man',
    'xmio',
    'xmio quill',
    'lma',
    'tnoy',
  ];

  it('offers the combinations whose full name (or word) someone in scope holds, in order, in any scope', async () => {
    let offered = 0;
    for (const ouIds of [null, every, [finance], [logistics]]) {
      for (const text of queries) {
        const expected = await reference(text, ouIds);
        offered += expected.length;
        expect([text, await suggested(text, ouIds)]).toEqual([text, expected]);
        expect(await spellingSuggestions(t.db.prisma, text, ouIds)).toEqual(expected);
      }
    }
    expect(offered).toBeGreaterThan(20);
  });

  it('keeps the order when more combinations find someone than are shown', async () => {
    const expected = await reference('quarri hollix', null);
    expect(expected).toHaveLength(3);
    expect(new Set(expected).size).toBe(3);
    for (const s of expected) expect(s).toMatch(/^quarr[ye] holli[se]$/);
    expect(await suggested('quarri hollix', null)).toEqual(expected);
  });

  it('never offers a name only someone outside the scope holds, nor words nobody holds as one name', async () => {
    // 'zebulon quixot' (a word kept as typed, a prefix of Quixote) is nobody's full name.
    expect(await suggested('zebulom quixot', [logistics])).toEqual(['zebulon quixote']);
    // Finance holds a Zebulon and a Quixote, but no Zebulon Quixote.
    expect(await suggested('zebulom quixot', [finance])).toEqual([]);
    expect(await suggested('zebulom', [finance])).toEqual(['zebulon']);
    expect(await spellingSuggestions(t.db.prisma, 'Zebulom Quixot', [finance])).toEqual([]);
    // 'ximo' (a swap of its first two letters away) is held only in Logistics.
    expect(await suggested('xmio', [logistics])).toEqual(['ximo']);
    expect(await suggested('xmio quill', [logistics])).toEqual(['ximo quill']);
    expect(await suggested('xmio', [finance])).toEqual([]);
    expect(await suggested('xmio quill', [finance])).toEqual([]);
  });

  it('corrects one typo in a word of four letters, a swap of the first two included', async () => {
    // Eric Ho (the demo account holder) is in the group's head office, outside Finance.
    const holders = await queryRows<{ ou: number }>(
      t.db.prisma,
      Prisma.sql`SELECT DISTINCT ou_id AS ou FROM contact_search_token WHERE token = '=eric ho'`,
    );
    expect(holders.length).toBeGreaterThan(0);
    expect(holders.map((h) => h.ou)).not.toContain(finance);
    expect(await suggested('eirc ho', null)).toEqual(['eric ho']);
    expect(await suggested('eirc ho', [holders[0]!.ou])).toEqual(['eric ho']);
    expect(await suggested('eirc ho', [finance])).toEqual([]);
    expect(await spellingSuggestions(t.db.prisma, 'Eirc Ho', null)).toEqual(['eric ho']);
    expect(await suggested('cahn', null)).toContain('chan');
    expect(await suggested('wnog', null)).toContain('wong');
    expect(await suggested('jonh', null)).toContain('john');
    expect(await suggested('tnoy', null)).toContain('tony');
    // Syllables nobody reads ('laa', 'lia': a wrong letter, Levenshtein one) take no place from 'lam' (a swap).
    expect(await suggested('lma', null)).toContain('lam');
  });
});
