import { CSRF_HEADER, SEARCH_COUNT_CAP, type ContactSearchPage } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../test/test-app.js';
import { WORDS_WALK_BOUND } from './ranked-page.js';

// Issue 17 (decision 099): the token table kept by the database, and the true first page it allows.
let t: TestApp;
let employee: InjectBrowser;
let ouId: number;
let otherOuId: number;

beforeAll(async () => {
  t = await createTestApp();
  employee = (await signIn(t.app, DEMO.employee)).browser;
  ouId = (await t.db.prisma.organizationUnit.findUniqueOrThrow({ where: { code: 'HPG-HK-FIN' } })).id;
  otherOuId = (await t.db.prisma.organizationUnit.findUniqueOrThrow({ where: { code: 'HPG-EU' } })).id;
});
afterAll(() => t.close());

async function search(searchText: string, page = 1, pageSize = 25): Promise<ContactSearchPage> {
  const res = await employee.request({
    method: 'POST',
    url: '/api/Contacts/ContactBasicSearch/',
    headers: { [CSRF_HEADER]: '1' },
    payload: { searchText, page, pageSize },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Rows of the token table that are not the contacts' listed tokens, and listed tokens missing from it. */
async function drift(): Promise<number> {
  const [row] = await t.db.prisma.$queryRaw<{ n: number }[]>`
    WITH want AS (SELECT tok, c.sort_name, c.id, c.ou_id, coalesce(c.department_id, 0)
                    FROM contact c, unnest(c.search_tokens) AS tok WHERE cd_listed_token(tok)),
         have AS (SELECT token, sort_key, contact_id, ou_id, department_id FROM contact_search_token)
    SELECT ((SELECT count(*) FROM (SELECT * FROM want EXCEPT ALL SELECT * FROM have) a)
          + (SELECT count(*) FROM (SELECT * FROM have EXCEPT ALL SELECT * FROM want) b))::int AS n`;
  return row!.n;
}

describe('contact_search_token', () => {
  it('holds exactly the tokens of every contact through inserts, edits, moves, secondary rows and deletes', async () => {
    const prisma = t.db.prisma;
    expect(await drift()).toBe(0);
    const [inserted] = await prisma.$queryRaw<{ id: number }[]>`
      INSERT INTO contact (ou_id, first_name, family_name, display_name, created_by, modified_by)
      VALUES (${ouId}, 'Wilhelmina', 'Tokenfield', 'Wilhelmina Tokenfield', 'test', 'test') RETURNING id`;
    const id = inserted!.id;
    expect(await drift()).toBe(0);
    expect((await search('tokenfield')).items.map((i) => i.contactID)).toEqual([id]);

    await prisma.$executeRaw`UPDATE contact SET family_name = 'Renamed', display_name = 'Wilhelmina Renamed'
                              WHERE id = ${id}`;
    expect(await drift()).toBe(0);
    expect((await search('tokenfield')).total).toBe(0);
    expect((await search('wilhelmina renamed')).items[0]?.contactID).toBe(id);

    await prisma.$executeRaw`UPDATE contact SET ou_id = ${otherOuId} WHERE id = ${id}`;
    expect(await drift()).toBe(0);
    // The department is on every entry (advanced search tests it there): a move, and a deleted department.
    const department = await prisma.department.create({
      data: {
        ouId: otherOuId,
        code: 'TOKDEPT',
        name: 'Token Department',
        createdBy: 'test',
        modifiedBy: 'test',
      },
    });
    await prisma.$executeRaw`UPDATE contact SET department_id = ${department.id} WHERE id = ${id}`;
    expect(await drift()).toBe(0);
    const [entries] = await prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM contact_search_token WHERE contact_id = ${id} AND department_id = ${department.id}`;
    expect(entries!.n).toBeGreaterThan(0);
    await prisma.department.delete({ where: { id: department.id } });
    expect(await drift()).toBe(0);
    await prisma.$executeRaw`INSERT INTO contact_email (contact_id, email, position)
                              VALUES (${id}, 'second.box@example.org', 1)`;
    expect(await drift()).toBe(0);
    expect((await search('second.box@example.org')).items[0]?.contactID).toBe(id);

    await prisma.$executeRaw`DELETE FROM contact_email WHERE contact_id = ${id}`;
    await prisma.$executeRaw`DELETE FROM contact WHERE id = ${id}`;
    expect(await drift()).toBe(0);
    expect((await search('wilhelmina renamed')).total).toBe(0);
  });

  it('lists no phone or email token (the GIN index finds those), and a search still finds them', async () => {
    const prisma = t.db.prisma;
    const [row] = await prisma.$queryRaw<{ unlisted: number; listed: number; all: number }[]>`
      SELECT (SELECT count(*)::int FROM contact_search_token WHERE token LIKE '#%' OR token ~ '[@.]') AS unlisted,
             (SELECT count(*)::int FROM contact_search_token) AS listed,
             (SELECT sum(cardinality(search_tokens))::int FROM contact) AS all`;
    expect(row!.unlisted).toBe(0);
    expect(row!.listed).toBeLessThan(row!.all * 0.9);
    const [inserted] = await prisma.$queryRaw<{ id: number }[]>`
      INSERT INTO contact (ou_id, first_name, family_name, display_name, email, phone_country_code,
                           phone_number, phone_extension, mobile_number, created_by, modified_by)
      VALUES (${ouId}, 'Ottoline', 'Phonebury', 'Ottoline Phonebury', 'ottoline.phonebury@example.org', '852',
              '39871234', '5521', '98761234', 'test', 'test') RETURNING id`;
    for (const text of [
      '+852 3987 1234',
      '39871234',
      '98761234',
      '5521',
      'ottoline.phonebury@example.org',
      'ottoline.phonebury',
    ]) {
      expect(
        (await search(text)).items.map((i) => i.contactID),
        text,
      ).toContain(inserted!.id);
    }
    expect(await drift()).toBe(0);
  });

  it('a term matching more than the cap shows the true first page, in name order, and pages on from it', async () => {
    // The names that sort first are written last, so they sit at the end of the table and of any index
    // bitmap: a page ranked from the first rows an index yields would miss them.
    await t.db.prisma.$executeRaw`
      INSERT INTO contact (ou_id, first_name, family_name, display_name, created_by, modified_by)
      SELECT ${ouId}, 'Zed' || i, 'Quillfeather', 'Zed' || i || ' Quillfeather', 'test', 'test'
        FROM generate_series(1, ${SEARCH_COUNT_CAP + 50}) AS i`;
    await t.db.prisma.$executeRaw`
      INSERT INTO contact (ou_id, first_name, family_name, display_name, created_by, modified_by)
      SELECT ${ouId}, 'Aaron', 'Quillfeather', 'Aaron Quillfeather', 'test', 'test'
        FROM generate_series(1, 30)`;

    const first = await search('quillfeather');
    expect(first).toMatchObject({ total: SEARCH_COUNT_CAP, totalIsExact: false });
    expect(first.items.map((i) => i.displayName)).toEqual(Array(25).fill('Aaron Quillfeather'));
    const second = await search('quillfeather', 2);
    expect(second.items.map((i) => i.displayName).slice(0, 5)).toEqual(Array(5).fill('Aaron Quillfeather'));
    expect(second.items.map((i) => i.displayName)[5]).toBe('Zed1 Quillfeather');
    expect(new Set([...first.items, ...second.items].map((i) => i.contactID)).size).toBe(50);

    // The last page the cap offers, in the same order as a walk of all of them.
    const last = await search('quillfeather', SEARCH_COUNT_CAP / 25);
    expect(last.items).toHaveLength(25);
    const sorted = [...Array(SEARCH_COUNT_CAP + 50).keys()].map((i) => `zed${i + 1} quillfeather`).sort();
    expect(last.items.map((i) => i.displayName.toLowerCase())).toEqual(
      sorted.slice(SEARCH_COUNT_CAP - 25 - 30, SEARCH_COUNT_CAP - 30),
    );
  });

  it('two words that are not a full name: walked in name order, the same rows in one-row pages and one page', async () => {
    // Each word alone is held by many; 40 hold both in other name fields (no full name 'brindle osgood'),
    // one holds it as a full name (tier 1), two hold both as prefixes only (tier 3). Written in reverse name
    // order, so that the table's order is not the result's.
    await t.db.prisma.$executeRaw`
      INSERT INTO contact (ou_id, first_name, family_name, display_name, created_by, modified_by)
      SELECT ${ouId}, f, l, f || ' ' || l, 'test', 'test' FROM (
        SELECT 'Brindle ' || chr(90 - i % 26) || i AS f, 'Osgood' AS l, i FROM generate_series(1, 40) AS i
        UNION ALL SELECT 'Brindle', 'Farthing' || i, i FROM generate_series(1, 60) AS i
        UNION ALL SELECT 'Pell' || i, 'Osgood', i FROM generate_series(1, 60) AS i
        UNION ALL SELECT 'Brindleton', 'Osgoodby' || i, i FROM generate_series(1, 2) AS i
        UNION ALL SELECT 'Brindle', 'Osgood', 0) x ORDER BY f || ' ' || l DESC`;
    const fullName = 'Brindle Osgood';
    const everyWord = (
      await t.db.prisma.$queryRaw<{ n: string }[]>`
        SELECT display_name AS n FROM contact WHERE first_name LIKE 'Brindle %' ORDER BY sort_name, id`
    ).map((r) => r.n);
    expect(everyWord).toHaveLength(40);

    const whole = await search('brindle osgood', 1, 100);
    expect(whole).toMatchObject({ total: 43, totalIsExact: true });
    const names = whole.items.map((i) => i.displayName);
    expect(names.slice(0, 41)).toEqual([fullName, ...everyWord]);
    expect(names.slice(41).every((n) => n.startsWith('Brindleton Osgoodby'))).toBe(true);

    // One-row pages: the count is a lower bound ("N or more") until the last page reaches every tier.
    const paged: number[] = [];
    let page = 1;
    let last: ContactSearchPage;
    do {
      last = await search('brindle osgood', page, 1);
      paged.push(...last.items.map((i) => i.contactID));
      if (!last.totalIsExact) expect(last.total).toBe(page + 1);
      page += 1;
    } while (page <= Math.ceil(last.total / 1) && page <= 60);
    expect(last).toMatchObject({ total: 43, totalIsExact: true });
    expect(paged).toEqual(whole.items.map((i) => i.contactID));

    // The bound reached at once falls back to the GIN intersection: the same pages and counts.
    const words = (bound: number, start: number, end: number) => t.db.prisma.$queryRaw<
      { ids: number[]; matched: number; complete: boolean }[]
    >`SELECT ids, matched, complete FROM cd_words_page('=brindle osgood', '{brindle,osgood}', '{}',
        '{>brindle,>osgood}', NULL, ${start}::int, ${end}::int, ${SEARCH_COUNT_CAP}::int, ${bound}::int)`;
    for (const [start, end] of [
      [0, 1],
      [1, 2],
      [20, 21],
      [40, 41],
      [41, 42],
      [0, 100],
    ] as const) {
      const [walked] = await words(WORDS_WALK_BOUND, start, end);
      const [cut] = await words(1, start, end);
      expect(walked!.ids).toEqual(cut!.ids);
      expect(walked!.ids).toEqual(whole.items.slice(start, end).map((i) => i.contactID));
      if (walked!.complete) expect(walked!.matched).toBe(43);
      else expect(walked!.matched).toBe(end + 1);
    }
  });

  it('two words that go together only past both walks: leapfrogged in name order, or read whole past its seeks', async () => {
    // A given name beside a family name, displayed family name first as Chinese names are: the sort key
    // (the display name) starts with the family name, so the 'quorra' holders named Zentwick come after
    // 1,200 Aab… Quorra, and after 1,200 Zentwick Abe…: both merge walks stop at their bound without a
    // match. 40 hold both (not as a full name).
    await t.db.prisma.$executeRaw`
      INSERT INTO contact (ou_id, first_name, family_name, display_name, created_by, modified_by)
      SELECT ${ouId}, f, l, l || ' ' || f, 'test', 'test' FROM (
        SELECT 'Quorra' AS f, 'Aab' || lpad(i::text, 4, '0') AS l FROM generate_series(1, 1200) AS i
        UNION ALL SELECT 'Abe' || lpad(i::text, 4, '0'), 'Zentwick' FROM generate_series(1, 1200) AS i
        UNION ALL SELECT 'Quorra ' || chr(65 + i % 26) || i, 'Zentwick' FROM generate_series(1, 40) AS i) x`;
    // Two words spread through the same names without ever going together (Mid0001 Tamsin, Mid0001 Vellum,
    // Mid0002 Tamsin…: a seek per name of either, past the seeks allowed), then 30 holding both.
    await t.db.prisma.$executeRaw`
      INSERT INTO contact (ou_id, first_name, family_name, display_name, created_by, modified_by)
      SELECT ${ouId}, f, l, l || ' ' || f, 'test', 'test' FROM (
        SELECT 'Vellum' AS f, 'Mid' || lpad(i::text, 4, '0') AS l FROM generate_series(1, 1200) AS i
        UNION ALL SELECT 'Tamsin', 'Mid' || lpad(i::text, 4, '0') FROM generate_series(1, 1200) AS i
        UNION ALL SELECT 'Vellum ' || chr(65 + i % 26) || i, 'Tamsin' FROM generate_series(1, 30) AS i) x`;
    const page = (words: string[], ous: number[] | null, bound: number, start: number, end: number) =>
      t.db.prisma.$queryRaw<{ ids: number[]; matched: number; complete: boolean }[]>`
        SELECT ids, matched, complete FROM cd_words_page(${`=${words.join(' ')}`}, ${words}::text[], '{}',
          ${words.map((w) => `>${w}`)}::text[], ${ous}::int[], ${start}::int, ${end}::int,
          ${SEARCH_COUNT_CAP}::int, ${bound}::int)`;
    const both = (
      await t.db.prisma.$queryRaw<{ id: number }[]>`
        SELECT id FROM contact WHERE first_name LIKE 'Quorra %' ORDER BY sort_name, id`
    ).map((r) => r.id);
    expect(both).toHaveLength(40);
    for (const ous of [null, [ouId], [otherOuId]]) {
      for (const [start, end] of [
        [0, 25],
        [25, 50],
        [10, 11],
      ] as const) {
        const [walked] = await page(['quorra', 'zentwick'], ous, WORDS_WALK_BOUND, start, end);
        const [gin] = await page(['quorra', 'zentwick'], ous, 0, start, end); // bound 0: no walk
        expect(walked!.ids).toEqual(gin!.ids);
        expect(walked!.ids).toEqual(ous?.[0] === otherOuId ? [] : both.slice(start, end));
      }
    }
    // Found by leapfrogging: the page and one more, the count a lower bound (the GIN read counts all 40).
    const [first] = await page(['quorra', 'zentwick'], null, WORDS_WALK_BOUND, 0, 25);
    expect(first).toMatchObject({ matched: 26, complete: false });
    expect((await search('quorra zentwick')).items.map((i) => i.contactID)).toEqual(both.slice(0, 25));

    // Past its seeks the walk gives way to the GIN read: the same rows, the tier counted whole (30, where a
    // walk stops at the page and one more); the prefix tier after it is not read (`complete` false).
    const vellum = (
      await t.db.prisma.$queryRaw<{ id: number }[]>`
        SELECT id FROM contact WHERE first_name LIKE 'Vellum %' ORDER BY sort_name, id`
    ).map((r) => r.id);
    const [spread] = await page(['vellum', 'tamsin'], null, WORDS_WALK_BOUND, 0, 25);
    expect(spread).toMatchObject({ ids: vellum.slice(0, 25), matched: 30, complete: false });
  });
});
