import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browsersFor, post } from '../../test/api-calls.js';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.js';

// Decision 099 item 16: the typo tier reads the corrected whole names first ('=michael wong' for 'micheal
// wong') when they alone fill its bounded set, and the GIN index of every word otherwise.
let t: TestApp;
let aaron: number;
let employee: InjectBrowser;

beforeAll(async () => {
  t = await createTestApp();
  const ou = await t.db.prisma.organizationUnit.findUniqueOrThrow({ where: { code: 'HPG-HK-FIN' } });
  // Holds 'michael' and 'wong' (a typo-tier match of 'micheal wong') but not the full name 'michael wong',
  // and sorts before every Michael Wong.
  const [row] = await t.db.prisma.$queryRaw<{ id: number }[]>`
    INSERT INTO contact (ou_id, first_name, family_name, display_name, created_by, modified_by)
    VALUES (${ou.id}, 'Aaron Michael', 'Wong', 'Aaron Michael Wong', 'test', 'test') RETURNING id`;
  aaron = row!.id;
  [employee] = await browsersFor(t, DEMO.employee);
});
afterAll(() => t.close());

const SEP = '\x1f';

async function typoPage(
  lim: number,
  scope: { ouIds: number[] | null; narrow: boolean } = { ouIds: null, narrow: false },
  alts = [`>micheal${SEP}michael`, '>wong'],
  page: { offset: number; take: number } = { offset: 0, take: lim },
): Promise<{ matched: number; ids: number[]; complete: boolean }> {
  const [row] = await t.db.prisma.$queryRaw<{ matched: number; ids: number[]; complete: boolean }[]>`
    SELECT matched, ids, complete FROM cd_typo_page(${alts}::text[],
      ${['>micheal', '>wong']}::text[], ${['michael', null]}::text[], ${['=michael wong']}::text[],
      ${[1]}::int[], false, ${[]}::int[], ${scope.ouIds}::int[], ${scope.narrow}, ${lim}::int,
      ${page.offset}::int, ${page.take}::int)`;
  return row!;
}

const michaelWongs = async () =>
  (
    await t.db.prisma.$queryRaw<{ id: number }[]>`
      SELECT id FROM contact WHERE search_tokens @> '{=michael wong}' ORDER BY sort_name, id`
  ).map((r) => r.id);

describe('the typo tier', () => {
  it('lists the corrected whole names first, then the other matches of every word', async () => {
    const wongs = await michaelWongs();
    expect(wongs.length).toBeGreaterThan(1);
    expect(wongs).not.toContain(aaron);

    // Bound reached by whole names: their first ones in name order; the GIN intersection is not read, and
    // the count is a lower bound (more may match).
    expect(await typoPage(wongs.length - 1)).toEqual({
      matched: wongs.length - 1,
      ids: wongs.slice(0, -1),
      complete: false,
    });
    // Which path answered: with word alternatives nobody holds, only the whole names can find anyone.
    const nobody = [`>zzzzz`, '>zzzzz'];
    expect((await typoPage(wongs.length, undefined, nobody)).ids).toEqual(wongs);
    expect(await typoPage(wongs.length + 1, undefined, nobody)).toEqual({
      matched: wongs.length,
      ids: wongs,
      complete: true,
    });
    // Fewer whole names than the bound: they come first, then every other match through the GIN index,
    // Aaron Michael Wong though he sorts before them all.
    expect(await typoPage(wongs.length + 10)).toEqual({
      matched: wongs.length + 1,
      ids: [...wongs, aaron],
      complete: true,
    });
    // The GIN read reaching the bound stops there too: a lower bound.
    expect(await typoPage(wongs.length + 1)).toEqual({
      matched: wongs.length + 1,
      ids: [...wongs, aaron],
      complete: false,
    });
  });

  // The whole names fill a page with one to spare: the other matches come after it, so they are not read
  // and the count is theirs, a lower bound; the page that holds that count's last row reads on.
  it('reads the other matches only on a page the whole names do not fill with one to spare', async () => {
    const wongs = await michaelWongs();
    const lim = wongs.length + 10;
    expect(await typoPage(lim, undefined, undefined, { offset: 0, take: wongs.length - 1 })).toEqual({
      matched: wongs.length,
      ids: wongs.slice(0, -1),
      complete: false,
    });
    expect(await typoPage(lim, undefined, undefined, { offset: 1, take: wongs.length })).toEqual({
      matched: wongs.length + 1,
      ids: [...wongs.slice(1), aaron],
      complete: true,
    });
    expect(await typoPage(lim, undefined, undefined, { offset: wongs.length, take: 1 })).toEqual({
      matched: wongs.length + 1,
      ids: [aaron],
      complete: true,
    });
  });

  // A narrow scope's statements are planned per call so its OU index can drive them (decision 060); a
  // broad one is checked on the rows. Both must read the same rows.
  it('reads the same rows whether the scope drives the read or is checked on the rows', async () => {
    const ouIds = (await t.db.prisma.organizationUnit.findMany({ select: { id: true } })).map((o) => o.id);
    const some = ouIds.slice(0, Math.ceil(ouIds.length / 2));
    for (const scope of [ouIds, some]) {
      expect(await typoPage(100, { ouIds: scope, narrow: true })).toEqual(
        await typoPage(100, { ouIds: scope, narrow: false }),
      );
      const contains = async (narrow: boolean) =>
        t.db.prisma.$queryRaw<{ matched: number; ids: number[] }[]>`
          SELECT matched, ids FROM cd_contains_page('%wong%', '%wong%', 'wong', ${['=wong']}::text[],
            ${scope}::int[], 1001, 0, 1001, 10, 0, 10, NULL, NULL, 0, ${narrow})`;
      const [narrow, broad] = [await contains(true), await contains(false)];
      expect(narrow[0]!.matched).toBeGreaterThan(0);
      expect(narrow).toEqual(broad);
    }
    expect((await typoPage(100, { ouIds: some, narrow: true })).matched).toBeLessThanOrEqual(
      (await typoPage(100)).matched,
    );
  });

  // One word: its corrections are single tokens, so their key ranges are the whole tier, not a bound.
  it('reads a one-word tier from its corrections alone, the same rows in the same order as the GIN index', async () => {
    const oneWord = async (names: string[], complete: boolean) => {
      const [row] = await t.db.prisma.$queryRaw<{ matched: number; ids: number[] }[]>`
        SELECT matched, ids FROM cd_typo_page(${[`>sophai${SEP}sophia${SEP}sophie`]}::text[],
          ${['>sophai']}::text[], ${[`sophia`]}::text[], ${names}::text[], ${names.map((n) => (n === 'sophia' ? 1 : 2))}::int[],
          ${complete}, ${[]}::int[], NULL::int[], false, 200, 0, 200)`;
      return row!;
    };
    const keyed = await oneWord(['sophia', 'sophie'], true);
    expect(keyed.matched).toBeGreaterThan(1);
    expect(keyed).toEqual(await oneWord([], false));
  });

  // Through the API: a tier that stopped at its bound of 200 says "200 or more", not "200" (issue 17 item 2).
  it('counts a typo tier that reached its bound as a lower bound', async () => {
    const ou = await t.db.prisma.organizationUnit.findUniqueOrThrow({ where: { code: 'HPG-HK-FIN' } });
    const add = async (n: number) =>
      t.db.prisma.$executeRaw`
        INSERT INTO contact (ou_id, first_name, family_name, display_name, created_by, modified_by)
        SELECT ${ou.id}, 'Bo', 'Brindlewood', 'Brindlewood Bo', 'test', 'test' FROM generate_series(1, ${n}::int)`;
    const count = async () => {
      const res = await post(employee, '/api/Contacts/ContactBasicSearch/', { searchText: 'brindlewod' });
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { total: number; totalIsExact: boolean };
      return { total: data.total, totalIsExact: data.totalIsExact };
    };
    await add(199);
    expect(await count()).toEqual({ total: 199, totalIsExact: true });
    await add(2);
    expect(await count()).toEqual({ total: 200, totalIsExact: false });
  });

  // Through the API: the same order whatever the page size, and "N or more" while only whole names are read.
  it('ranks a corrected whole name above every word corrected, and counts on the page that needs it', async () => {
    const wongs = await michaelWongs();
    expect(wongs.length).toBeGreaterThan(5);
    const page = async (n: number, pageSize: number) => {
      const res = await post(employee, '/api/Contacts/ContactBasicSearch/', {
        searchText: 'Micheal Wong',
        page: n,
        pageSize,
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data as {
        items: { contactID: number }[];
        total: number;
        totalIsExact: boolean;
      };
      return { ids: data.items.map((i) => i.contactID), total: data.total, totalIsExact: data.totalIsExact };
    };
    expect(await page(1, 50)).toEqual({
      ids: [...wongs, aaron],
      total: wongs.length + 1,
      totalIsExact: true,
    });
    // Page 1 of 5 is all whole names with more to spare: Aaron is not read, the count a lower bound.
    expect(await page(1, 5)).toEqual({ ids: wongs.slice(0, 5), total: wongs.length, totalIsExact: false });
    // The page that holds that count's last row reads on.
    const last = Math.ceil(wongs.length / 5);
    expect(await page(last, 5)).toEqual({
      ids: [...wongs, aaron].slice((last - 1) * 5, last * 5),
      total: wongs.length + 1,
      totalIsExact: true,
    });
  });
});
