import { createTestDatabase, type TestDatabase } from '@cd/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsPattern } from './search-sql.js';

// Decision 099 items 4 and 16: cd_contains_page reads the trigram index word by word (cd_contains_segments,
// a short word's run last) and checks the whole pattern on the rows; the earlier tiers' tokens only when they found someone. Only
// the cost may change: every case below must give what the plain statement of the contains tier gives.
let db: TestDatabase;
let ouIds: number[];
let oneOu: number;

beforeAll(async () => {
  db = await createTestDatabase({ seeded: true });
  ouIds = (await db.prisma.organizationUnit.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).map(
    (o) => o.id,
  );
  oneOu = (await db.prisma.organizationUnit.findUniqueOrThrow({ where: { code: 'HPG-HK-FIN' } })).id;
});
afterAll(() => db.drop());

const SEP = '\x1f';

interface Case {
  like: string | null;
  names: string | null;
  code: string;
  earlier: string[];
  ouIds: number[] | null;
  narrow: boolean;
  lim: number;
  offset: number;
  take: number;
}

interface Page {
  matched: number;
  ids: number[];
  all_ids: number[] | null;
}

/** The contains tier as one plain statement (cd_contains_page before it read word by word). */
async function plain(c: Case): Promise<Page> {
  const found = await db.prisma.$transaction(async (tx) => {
    // Bitmap scans as the function's: when more than `lim` match, which ones is the heap's order.
    await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
    await tx.$executeRaw`SET LOCAL enable_indexscan = off`;
    await tx.$executeRaw`SET LOCAL enable_indexonlyscan = off`;
    await tx.$executeRaw`SET LOCAL max_parallel_workers_per_gather = 0`;
    const [row] = await tx.$queryRaw<{ found: number[] }[]>`
      WITH d AS (SELECT coalesce(array_agg(d.id), '{}') AS ids FROM department d
                  WHERE ${c.names}::text IS NOT NULL AND (cd_fold_name(d.name) LIKE ${c.names}
                        OR cd_fold_name(d.name_zh) LIKE ${c.names} OR lower(d.code) = ${c.code})),
           o AS (SELECT coalesce(array_agg(o.id), '{}') AS ids FROM organization_unit o
                  WHERE ${c.names}::text IS NOT NULL AND (cd_fold_name(o.name) LIKE ${c.names}
                        OR cd_fold_name(o.name_zh) LIKE ${c.names} OR lower(o.code) = ${c.code}))
      SELECT coalesce(array_agg(m.id ORDER BY m.sort_name, m.id), '{}') AS found FROM (
        SELECT c.id, c.sort_name FROM contact c, d, o
         WHERE (c.search_text LIKE ${c.like} OR c.department_id = ANY(d.ids) OR c.ou_id = ANY(o.ids))
           AND (${c.ouIds}::int[] IS NULL OR c.ou_id = ANY(${c.ouIds}::int[]))
           AND NOT EXISTS (SELECT 1 FROM unnest(${c.earlier}::text[]) e
                            WHERE c.search_tokens @> string_to_array(e, ${SEP}))
         LIMIT ${c.lim}) m`;
    return row!.found;
  });
  return {
    matched: found.length,
    ids: found.slice(c.offset, c.offset + c.take),
    all_ids: found.length < 10 ? found : null,
  };
}

/** How many contacts in scope the earlier tiers found: what the pager passes as `found_before`. */
async function foundBefore(c: Case): Promise<number> {
  const [row] = await db.prisma.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM contact c
     WHERE (${c.ouIds}::int[] IS NULL OR c.ou_id = ANY(${c.ouIds}::int[]))
       AND EXISTS (SELECT 1 FROM unnest(${c.earlier}::text[]) e
                    WHERE c.search_tokens @> string_to_array(e, ${SEP}))`;
  return row!.n;
}

async function contains(c: Case): Promise<Page> {
  const [row] = await db.prisma.$queryRaw<Page[]>`
    SELECT matched, ids, all_ids FROM cd_contains_page(${c.like}::text, ${c.names}::text, ${c.code}::text,
      ${c.earlier}::text[], ${c.ouIds}::int[], ${c.lim}::int, ${c.offset}::int, ${c.take}::int, 10,
      ${await foundBefore(c)}::int, 10, NULL, NULL, 0, ${c.narrow}::boolean)`;
  return row!;
}

/** A deterministic pseudo-random sequence (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Texts as people type them into the box (already folded), and runs cut out of real search texts. */
async function texts(): Promise<string[]> {
  const fixed = [
    // names and fragments of them: common and rare words, a word cut at either end, short words
    'chan',
    'peter chan',
    'chan tai man',
    'tai man chan',
    'ason chan',
    'icky chan',
    'eter cha',
    'er ch',
    'an ch',
    'ho yin wong',
    'chan t m',
    'eric ho',
    'gloria ho',
    'tomamy ho',
    'chan ka lok',
    'eric ho ho chi',
    'ho chi wai',
    'wong m l',
    'lee wing sze',
    'wong mei lan',
    'mei lan',
    'jassica lau',
    'micheal wong',
    'stephanei cheung',
    'alice wong alice',
    'alice  wong',
    'lee lee',
    'chan chan',
    'o sullivan',
    "o'sullivan",
    'sophie o',
    'chan tai man peter wong lee',
    'a b c d',
    'wong 2861',
    // emails, digits, Chinese (with or without CJK trigrams the pattern is the same)
    'alice.admin@harbourpacific.com',
    'harbourpacific',
    '.chan@harbourpacific',
    'chan@',
    'com hk',
    'harbourpacific com',
    '28613062',
    '0749 6524',
    '852',
    '陳',
    '陳家樂',
    '家樂',
    '黃美蘭 alice',
    // department and OU names and codes
    'finance',
    'hong kong finance',
    'group human resources',
    'hpg-hk-fin',
    'gfin',
    // LIKE's own characters, as the API escapes them
    'chan_tai',
    '50%',
    'back\\slash chan',
  ];
  const next = random(17);
  const rows = await db.prisma.$queryRaw<{ search_text: string }[]>`
    SELECT search_text FROM contact ORDER BY id`;
  const cut: string[] = [];
  while (cut.length < 60) {
    const text = rows[Math.floor(next() * rows.length)]!.search_text;
    const start = Math.floor(next() * text.length);
    const piece = text.slice(start, start + 4 + Math.floor(next() * 16)).trim();
    if (piece.includes(' ')) cut.push(piece);
  }
  return [...fixed, ...cut];
}

describe('the contains tier read word by word', () => {
  it('cuts a pattern into literal runs of it, one per word of three letters or more, short words last', async () => {
    const segments = async (like: string) =>
      (await db.prisma.$queryRaw<{ s: string[] }[]>`SELECT cd_contains_segments(${like}) AS s`)[0]!.s;
    expect(await segments('%jassica lau%')).toEqual(['%jassica%', '%lau%']);
    expect(await segments('%ho yin wong%')).toEqual(['%ho yin%', '%wong%']);
    expect(await segments('%tomamy ho%')).toEqual(['%tomamy%', '% ho%']);
    expect(await segments('%chan t m%')).toEqual(['%chan%', '% t m%']);
    expect(await segments('%peter ho chan%')).toEqual(['%peter%', '%chan%', '% ho %']);
    expect(await segments("%chan o'sullivan%")).toEqual(['%chan%', "% o'sullivan%"]);
    // More than four runs, or a rest a LIKE could read no trigram of: the rest goes with the word before.
    expect(await segments('%aaa bbb ccc ddd eee%')).toEqual(['%aaa%', '%bbb%', '%ccc%', '%ddd eee%']);
    expect(await segments('%peter chan ho t m%')).toEqual(['%peter%', '%chan%', '% ho t m%']);
    expect(await segments('%aaa bbb ccc ho%')).toEqual(['%aaa%', '%bbb%', '%ccc%', '% ho%']);
    expect(await segments('%aaa bbb ccc ddd ho%')).toEqual(['%aaa%', '%bbb%', '%ccc%', '%ddd ho%']);
    expect(await segments('%alice  wong%')).toEqual(['%alice%', '% wong%']);
    // Nothing to gain, or a run might not be literal: the pattern as it is.
    expect(await segments('%ng chan%')).toEqual(['%ng chan%']);
    expect(await segments('%陳家樂 alice%')).toEqual(['%陳家樂 alice%']);
    expect(await segments(String.raw`%chan\_tai man%`)).toEqual([String.raw`%chan\_tai man%`]);
    expect(await segments('chan tai%')).toEqual(['chan tai%']);
  });

  it('finds the same rows, page and count as the plain statement, for every pattern and scope', async () => {
    const all = await texts();
    const some = ouIds.slice(0, Math.ceil(ouIds.length / 2));
    const scopes = [
      { ouIds: null, narrow: false },
      { ouIds: some, narrow: false },
      { ouIds: [oneOu], narrow: true },
    ];
    const windows = [
      { lim: 1001, offset: 0, take: 1001 },
      { lim: 7, offset: 2, take: 3 },
    ];
    let compared = 0;
    let nonEmpty = 0;
    let capped = 0;
    for (const text of all) {
      const words = text.split(' ').filter(Boolean);
      const earlierSets = [[], [`=${words.join(' ')}`, words.join(SEP), words.map((w) => `>${w}`).join(SEP)]];
      for (const scope of scopes)
        for (const window of windows)
          for (const earlier of earlierSets) {
            const c: Case = {
              like: text.length >= 3 ? containsPattern(text) : null,
              names: containsPattern(text),
              code: text,
              earlier,
              ...scope,
              ...window,
            };
            const expected = await plain(c);
            expect({ text, ...c, ...(await contains(c)) }).toEqual({ text, ...c, ...expected });
            compared += 1;
            if (expected.matched > 0) nonEmpty += 1;
            if (expected.matched === c.lim) capped += 1;
          }
    }
    // The cases must find people, often more than the bound (then which ones is the heap's order).
    expect(compared).toBeGreaterThan(1000);
    expect(nonEmpty).toBeGreaterThan(compared / 3);
    expect(capped).toBeGreaterThan(100);
  });

  it('leaves out the earlier tiers’ rows when they found someone', async () => {
    const c: Case = {
      like: containsPattern('chan'),
      names: null,
      code: 'chan',
      earlier: ['chan'],
      ouIds: null,
      narrow: false,
      lim: 1001,
      offset: 0,
      take: 1001,
    };
    const page = await contains(c);
    expect(await foundBefore(c)).toBeGreaterThan(0);
    expect(page).toEqual(await plain(c));
    // 'chan' inside other words only ('chang', 'chandra', emails): the token holders are left out.
    const [holders] = await db.prisma.$queryRaw<{ ids: number[] }[]>`
      SELECT coalesce(array_agg(id), '{}') AS ids FROM contact WHERE search_tokens @> '{chan}'`;
    expect(page.ids.filter((id) => holders!.ids.includes(id))).toEqual([]);
  });
});
