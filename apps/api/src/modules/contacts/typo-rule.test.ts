import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { editDistance } from './spelling.js';

// Decision 099 item 16: the typo tier keeps its corrections in the database (cd_typo_distance, the C
// Levenshtein plus a swap check) and builds the corrected whole names there (cd_typo_names), so the
// contains and typo tiers are one call. Both must be what spelling.ts's rule says.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A small deterministic generator (mulberry32), so a failure names pairs that stay the same. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = ['michael', 'stephanie', 'kenneth', 'cheung', 'fitzgerald', 'smith', 'wong', 'chan', 'lau'];

/** Pairs of a name and the name after a few typos, over a small alphabet so letters coincide often. */
function pairs(count: number): [string, string][] {
  const next = random(17);
  const pick = (s: string) => s[Math.floor(next() * s.length)]!;
  const out: [string, string][] = [
    ['ca', 'abc'],
    ['abcd', 'badc'],
    ['abcdefghij', 'bacdefghji'],
    ['stephanei', 'stephanie'],
    ['micheal', 'michael'],
    ['kenenth', 'kenneth'],
  ];
  while (out.length < count) {
    const base =
      next() < 0.3
        ? Array.from({ length: 2 + Math.floor(next() * 9) }, () => pick('abcd')).join('')
        : NAMES[Math.floor(next() * NAMES.length)]!;
    let word = [...base];
    const edits = Math.floor(next() * 4);
    for (let e = 0; e < edits; e++) {
      const at = Math.floor(next() * (word.length + 1));
      const op = Math.floor(next() * 4);
      if (op === 0 && at + 1 < word.length) [word[at], word[at + 1]] = [word[at + 1]!, word[at]!];
      else if (op === 1) word.splice(at, 0, pick('abcdehilmn'));
      else if (op === 2 && at < word.length) word.splice(at, 1);
      else if (at < word.length) word[at] = pick('abcdehilmn');
    }
    word = word.length ? word : ['a'];
    out.push([base, word.join('')]);
  }
  return out;
}

describe('the typo rule in the database', () => {
  // Budgets 0–2 are the typo tier's; 3 is what "Did you mean" allows a word of nine letters or more.
  it('is the optimal string alignment distance of spelling.ts on many pairs, within each budget', async () => {
    const all = pairs(3000);
    const rows = await t.db.prisma.$queryRaw<{ d0: number; d1: number; d2: number; d3: number }[]>`
      SELECT cd_typo_distance(p.a, p.b, 0) AS d0, cd_typo_distance(p.a, p.b, 1) AS d1,
             cd_typo_distance(p.a, p.b, 2) AS d2, cd_typo_distance(p.a, p.b, 3) AS d3
        FROM unnest(${all.map((p) => p[0])}::text[], ${all.map((p) => p[1])}::text[])
             WITH ORDINALITY AS p(a, b, i) ORDER BY p.i`;
    const got = all.map(([a, b], i) => [a, b, rows[i]!.d0, rows[i]!.d1, rows[i]!.d2, rows[i]!.d3]);
    const want = all.map(([a, b]) => [
      a,
      b,
      editDistance(a, b, 0),
      editDistance(a, b, 1),
      editDistance(a, b, 2),
      editDistance(a, b, 3),
    ]);
    expect(got).toEqual(want);
    // The pairs reach every answer, swaps among them.
    expect(new Set(want.map((w) => w[4]))).toEqual(new Set([0, 1, 2, 3]));
    expect(new Set(want.map((w) => w[5]))).toEqual(new Set([0, 1, 2, 3, 4]));
  });

  it('lists the whole names of a corrected query, never the query as typed', async () => {
    const names = async (words: string[], fixes: [number, string, number][], max = 32) => {
      const [row] = await t.db.prisma.$queryRaw<{ names: string[]; typos: number[] }[]>`
        SELECT names, typos FROM cd_typo_names(${words}::text[], ${fixes.map((f) => f[0])}::int[],
          ${fixes.map((f) => f[1])}::text[], ${fixes.map((f) => f[2])}::int[], ${max}::int)`;
      return row!.names.map((token, i) => ({ token, typos: row!.typos[i] }));
    };
    expect(await names(['micheal', 'wong'], [[1, 'michael', 1]])).toEqual([
      { token: '=michael wong', typos: 1 },
    ]);
    expect(
      await names(
        ['stephanei', 'cheung'],
        [
          [1, 'stephanie', 1],
          [2, 'cheng', 1],
        ],
      ),
    ).toEqual([
      { token: '=stephanei cheng', typos: 1 },
      { token: '=stephanie cheung', typos: 1 },
      { token: '=stephanie cheng', typos: 2 },
    ]);
    // One word: its corrections themselves, closest first.
    expect(
      await names(
        ['smiht'],
        [
          [1, 'smith', 1],
          [1, 'smit', 2],
        ],
      ),
    ).toEqual([
      { token: 'smith', typos: 1 },
      { token: 'smit', typos: 2 },
    ]);
    const many = (i: number) =>
      Array.from({ length: 6 }, (_, k): [number, string, number] => [i, `w${k}`, 1]);
    expect(await names(['aaaaa', 'bbbbb'], [...many(1), ...many(2)])).toEqual([]); // 48 > 32: the GIN index alone
  });
});
