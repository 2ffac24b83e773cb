import { SEARCH_COUNT_CAP, type ContactSearchItem } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryFixture, type DirectoryFixture } from '../../test/directory-fixture.js';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { WALK_BOUND } from './advance-search.js';

let f: DirectoryFixture;
let t: DirectoryFixture['t'];
let employee: InjectBrowser;
let carmen: InjectBrowser;
let nora: InjectBrowser;
let ou: Map<string, number>;

beforeAll(async () => {
  f = await createDirectoryFixture();
  ({ t, employee, carmen, nora, ou } = f);
});
afterAll(() => t.close());

const post = (browser: InjectBrowser | null, path: string, payload: unknown) =>
  f.post(browser, `/api/Contacts/${path}/`, payload);
const basic = (browser: InjectBrowser | null, payload: unknown) =>
  post(browser, 'ContactBasicSearch', payload);
const advance = (browser: InjectBrowser | null, payload: unknown) =>
  post(browser, 'ContactAdvanceSearch', payload);
const names = (res: { json(): { data: { items: ContactSearchItem[] } } }) =>
  res.json().data.items.map((i) => i.displayName);

describe('POST /api/Contacts/ContactBasicSearch/', () => {
  it('answers a ranked page with the list fields and a count', async () => {
    const res = await basic(employee, { searchText: 'chan tai man', pageSize: 5 });
    expect(res.statusCode).toBe(200);
    const { result, data } = res.json();
    expect(result).toBe(true);
    expect(data).toMatchObject({ page: 1, pageSize: 5, totalIsExact: true });
    expect(data.items[0]).toMatchObject({
      displayName: 'Chan Tai Man',
      chineseName: '陳大文',
      title: 'Treasury Analyst',
      email: 'taiman.chan@harbourpacific.com.hk',
      ouID: ou.get('HPG-HK-FIN'),
      ouName: expect.any(String),
      phone: '+852 29876543 ext. 8642',
      mobile: '+852 61234567',
    });
  });

  it('pages through its tiers (exact word, prefix, contains) without gaps or repeats', async () => {
    const ids = (res: { json(): { data: { items: ContactSearchItem[] } } }) =>
      res.json().data.items.map((i) => i.contactID);
    const whole = ids(await basic(employee, { searchText: 'chan', pageSize: 90 }));
    expect(whole.length).toBeGreaterThan(30);
    const paged: number[] = [];
    for (let page = 1; page <= 9; page++) {
      paged.push(...ids(await basic(employee, { searchText: 'chan', page, pageSize: 10 })));
    }
    expect(paged).toEqual(whole);
    expect(new Set(paged).size).toBe(paged.length);
  });

  it('counts at least what the name tiers found when they fill the page, exactly on the page of the last', async () => {
    const data = async (page: number, pageSize: number) =>
      (await basic(employee, { searchText: 'chan', page, pageSize })).json().data;
    const whole = await data(1, 200);
    expect(whole.totalIsExact).toBe(true);
    const first = await data(1, 5);
    // The contains tier ('chan' inside a name, or a department's name) was not read: a lower bound.
    expect(first).toMatchObject({ totalIsExact: false });
    expect(first.total).toBeGreaterThan(5);
    expect(first.total).toBeLessThan(whole.total);
    expect(first.items).toEqual(whole.items.slice(0, 5));
    const last = await data(Math.ceil(first.total / 5), 5);
    expect(last).toMatchObject({ total: whole.total, totalIsExact: true });
  });

  it('counts a search of several words to the tier that fills the page, exactly on the page of the last', async () => {
    const data = async (page: number, pageSize: number) =>
      (await basic(employee, { searchText: 'peter chan', page, pageSize })).json().data;
    const whole = await data(1, 25);
    expect(whole.totalIsExact).toBe(true);
    const first = await data(1, 5);
    expect(first).toMatchObject({ totalIsExact: false });
    expect(first.total).toBeGreaterThan(5);
    expect(first.items).toEqual(whole.items.slice(0, 5));
    const second = await data(2, 5);
    expect(second).toMatchObject({ total: whole.total, totalIsExact: true });
    expect(second.items).toEqual(whole.items.slice(5, 10));
  });

  it('without text lists an OU (with or without its subsidiaries) by name, the count capped', async () => {
    const hk = (await basic(employee, { searchText: '', ouID: ou.get('HPG-HK'), pageSize: 200 })).json().data;
    const hkOnly = (
      await basic(employee, { searchText: '', ouID: ou.get('HPG-HK'), includeSubsidiaries: false })
    ).json().data;
    expect(hkOnly.total).toBeLessThan(hk.total);
    const everyone = (await basic(employee, { searchText: '' })).json().data;
    expect(everyone).toMatchObject({ total: SEARCH_COUNT_CAP, totalIsExact: false });
    const order = hk.items.map((i: ContactSearchItem) => i.displayName.toLowerCase());
    expect(order.length).toBeGreaterThan(10);
  });

  it('never returns or counts a contact outside the OUs where the caller holds FN-0000', async () => {
    // José Martínez works in Europe; carmen.lee sees Hong Kong only (trusted domain harbourpacific.com.hk).
    expect(names(await basic(employee, { searchText: 'jose martinez' }))).toContain('José Martínez');
    const hidden = (await basic(carmen, { searchText: 'jose martinez' })).json().data;
    expect(hidden.items.map((i: ContactSearchItem) => i.displayName)).not.toContain('José Martínez');
    const carmenAll = (await basic(carmen, { searchText: 'wong', pageSize: 200 })).json().data;
    const everyone = (await basic(employee, { searchText: 'wong', pageSize: 200 })).json().data;
    expect(carmenAll.total).toBeLessThan(everyone.total);
    const hkIds = new Set(
      (await t.db.prisma.organizationUnit.findMany({ where: { code: { startsWith: 'HPG-HK' } } })).map(
        (o) => o.id,
      ),
    );
    expect(carmenAll.items.every((i: ContactSearchItem) => hkIds.has(i.ouID))).toBe(true);
    // Not by an exact email either, and not in the count.
    const byEmail = (await basic(carmen, { searchText: 'jose.martinez@harbourpacific.co.uk' })).json().data;
    expect(byEmail.items.map((i: ContactSearchItem) => i.email)).not.toContain(
      'jose.martinez@harbourpacific.co.uk',
    );
  });

  it.each([
    [{ searchText: 5 }],
    [{ searchText: 'x'.repeat(201) }],
    [{ searchText: 'x', pageSize: 0 }],
    [{ searchText: 'x', pageSize: 201 }],
    [{ searchText: 'x', page: '1e3' }],
    [{ searchText: 'x', ouID: 'abc' }],
    [{}],
  ])('refuses %j with 400', async (payload) => {
    const res = await basic(employee, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('needs a session, FN-0000, and FN-0000 on a requested OU; an unknown OU is 404', async () => {
    expect((await basic(null, { searchText: 'chan' })).statusCode).toBe(401);
    expect((await basic(nora, { searchText: 'chan' })).statusCode).toBe(403);
    expect((await basic(carmen, { searchText: 'chan', ouID: ou.get('HPG-EU') })).statusCode).toBe(403);
    expect((await basic(employee, { searchText: 'chan', ouID: 999_999 })).statusCode).toBe(404);
  });

  it('answers the spelling without the trailing slash too', async () => {
    const res = await f.post(employee, '/api/Contacts/ContactBasicSearch', { searchText: 'chan' });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/Contacts/ContactAdvanceSearch/', () => {
  it('combines every given field with AND', async () => {
    const chan = await advance(employee, { name: 'chan', pageSize: 200 });
    const treasury = await advance(employee, { name: 'chan', title: 'treasury', pageSize: 200 });
    expect(names(treasury)).toContain('Chan Tai Man');
    expect(treasury.json().data.total).toBeLessThan(chan.json().data.total);
    const items: ContactSearchItem[] = treasury.json().data.items;
    expect(items.every((i) => /treasury/i.test(i.title ?? ''))).toBe(true);
  });

  it.each([
    [{ name: '陳大文' }],
    [{ name: 'tai man', ouID: 'HPG-HK', includeSubsidiaries: true }],
    [{ email: 'TAIMAN.CHAN' }],
    [{ phone: '(852) 2987-6543' }],
    [{ phone: '8642' }],
    [{ mobile: '+852 6123 4567' }],
    [{ country: 'hk', name: 'chan tai' }],
    [{ department: 'treasury', name: 'chan tai' }],
    [{ department: '庫務' }],
    [{ department: 'fintr', title: 'analyst' }],
    [{ workingAddress: 'hong kong', name: 'chan tai man' }],
  ])('finds Chan Tai Man by %j', async (criteria) => {
    const payload = { ...criteria } as Record<string, unknown>;
    if (typeof payload.ouID === 'string') payload.ouID = ou.get(payload.ouID);
    const res = await advance(employee, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res)).toContain('Chan Tai Man');
  });

  it('tests a fragment under three characters on the rows another field yields; alone, only whole tokens match', async () => {
    // Such a fragment holds no whole trigram: as an index condition its LIKE would read all of the trigram
    // index (2.25 s for a two-letter email at 1M contacts).
    for (const criteria of [
      { name: 'chan tai man', email: 'ta' },
      { name: 'chan tai man', phone: '43' },
      { title: 'treasury', email: 'ta' },
    ]) {
      expect(names(await advance(employee, criteria)), JSON.stringify(criteria)).toContain('Chan Tai Man');
    }
    for (const criteria of [{ email: 'ta' }, { phone: '43' }, { mobile: '6' }]) {
      const res = await advance(employee, criteria);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.total, JSON.stringify(criteria)).toBe(0);
    }
  });

  it('narrows by OU without subsidiaries, by department id and by country', async () => {
    const hkOnly = await advance(employee, {
      name: 'chan',
      ouID: ou.get('HPG-HK'),
      includeSubsidiaries: false,
    });
    expect(names(hkOnly)).not.toContain('Chan Tai Man'); // he is in HPG-HK-FIN
    const chan = await t.db.prisma.contact.findFirstOrThrow({
      where: { email: 'taiman.chan@harbourpacific.com.hk' },
    });
    const ofFinance = await t.db.prisma.contact.findFirstOrThrow({ where: { departmentId: { not: null } } });
    const byDepartment = await advance(employee, { departmentID: ofFinance.departmentId, pageSize: 200 });
    const items: ContactSearchItem[] = byDepartment.json().data.items;
    expect(items.every((i) => i.department?.departmentID === ofFinance.departmentId)).toBe(true);
    expect(names(await advance(employee, { country: 'DE', name: 'chan tai man' }))).not.toContain(
      chan.displayName,
    );
  });

  it('follows a contact into another department (the walk tests the department on the token entry)', async () => {
    const prisma = t.db.prisma;
    const chan = await prisma.contact.findFirstOrThrow({
      where: { email: 'taiman.chan@harbourpacific.com.hk' },
    });
    const desk = await prisma.department.create({
      data: { ouId: chan.ouId, code: 'QDESK', name: 'Quaysíde Desk', createdBy: 'test', modifiedBy: 'test' },
    });
    try {
      await prisma.contact.update({ where: { id: chan.id }, data: { departmentId: desk.id } });
      expect(names(await advance(employee, { name: 'chan', department: 'quayside' }))).toEqual([
        'Chan Tai Man',
      ]);
      expect(names(await advance(employee, { name: 'chan', departmentID: desk.id }))).toEqual([
        'Chan Tai Man',
      ]);
      expect(names(await advance(employee, { name: 'chan tai man', department: 'treasury' }))).not.toContain(
        'Chan Tai Man',
      );
      // Department names match folded (accents, case), renamed or not.
      await prisma.department.update({ where: { id: desk.id }, data: { name: 'Wharfside Désk' } });
      expect(names(await advance(employee, { name: 'chan', department: 'quayside' }))).toEqual([]);
      expect(names(await advance(employee, { name: 'chan', department: 'WHARFSIDE DESK' }))).toEqual([
        'Chan Tai Man',
      ]);
    } finally {
      await prisma.contact.update({ where: { id: chan.id }, data: { departmentId: chan.departmentId } });
      await prisma.department.delete({ where: { id: desk.id } });
    }
    expect(names(await advance(employee, { name: 'chan tai man', department: 'treasury' }))).toContain(
      'Chan Tai Man',
    );
  });

  it('finds nobody for a department name matching no department', async () => {
    const res = await advance(employee, { name: 'chan', department: 'no such department' });
    expect(res.json().data).toMatchObject({ items: [], total: 0, totalIsExact: true });
  });

  it('counts at least a full page plus one with a name, and pages on to the exact count', async () => {
    const data = async (page: number, pageSize: number) =>
      (await advance(employee, { name: 'chan', page, pageSize })).json().data;
    const whole = await data(1, 200);
    expect(whole.totalIsExact).toBe(true);
    expect(whole.total).toBeGreaterThan(12);
    const first = await data(1, 5);
    expect(first).toMatchObject({ total: 6, totalIsExact: false });
    expect(first.items).toEqual(whole.items.slice(0, 5));
    // The last page a lower bound offers reads on: paging that way reaches every match, counted exactly.
    let last = first;
    let page = 1;
    while (!last.totalIsExact) {
      const next = Math.ceil(last.total / 5);
      expect(next).toBeGreaterThan(page);
      page = next;
      last = await data(page, 5);
      expect(last.items).toEqual(whole.items.slice((page - 1) * 5, page * 5));
    }
    expect(last.total).toBe(whole.total);
  });

  it('needs at least one field', async () => {
    const res = await advance(employee, { name: '  ', email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Enter at least one search field.');
  });

  it.each([[{ country: 'HKG' }], [{ departmentID: '0' }], [{ ouID: -1 }], [{ name: 7 }]])(
    'refuses %j with 400',
    async (payload) => {
      expect((await advance(employee, payload)).statusCode).toBe(400);
    },
  );

  it('never returns a contact outside the caller’s OUs; 401, 403 and 404 as for every endpoint', async () => {
    expect(names(await advance(carmen, { name: 'martinez' }))).not.toContain('José Martínez');
    expect(names(await advance(employee, { name: 'martinez' }))).toContain('José Martínez');
    expect((await advance(null, { name: 'chan' })).statusCode).toBe(401);
    expect((await advance(nora, { name: 'chan' })).statusCode).toBe(403);
    expect((await advance(carmen, { ouID: ou.get('HPG-EU') })).statusCode).toBe(403);
    const groupDepartment = await t.db.prisma.department.findFirstOrThrow({ where: { ouId: ou.get('HPG') } });
    expect((await advance(carmen, { departmentID: groupDepartment.id })).statusCode).toBe(403);
    expect((await advance(employee, { ouID: 999_999 })).statusCode).toBe(404);
    expect((await advance(employee, { departmentID: 999_999 })).statusCode).toBe(404);
  });
});

describe('ContactAdvanceSearch with a name held by thousands', () => {
  // WALK_BOUND + 100 contacts 'Quenby aaa'… in name order, inserted last name first (a bitmap reads them in
  // that physical order); the 50 that sort last are harbour pilots, beyond the walk's bound.
  const many = WALK_BOUND + 100;
  const pilots = 50;
  let byName: number[];
  beforeAll(async () => {
    await t.db.prisma.$executeRaw`
      INSERT INTO contact (ou_id, first_name, family_name, display_name, title, created_by, modified_by)
      SELECT ${ou.get('HPG-HK')!}, w, 'Quenby', 'Quenby ' || w,
             CASE WHEN n > ${many - pilots} THEN 'Harbour Pilot' ELSE 'Quay Officer' END, 'test', 'test'
        FROM generate_series(${many}::int, 1, -1) AS n,
             LATERAL (SELECT chr(97 + n / 676 % 26) || chr(97 + n / 26 % 26) || chr(97 + n % 26) AS w) l`;
    byName = (
      await t.db.prisma.contact.findMany({
        where: { familyName: 'Quenby' },
        orderBy: [{ sortName: 'asc' }, { id: 'asc' }],
        select: { id: true },
      })
    ).map((c) => c.id);
    expect(byName).toHaveLength(many);
  }, 120_000);
  const ids = (res: { json(): { data: { items: ContactSearchItem[] } } }) =>
    res.json().data.items.map((i) => i.contactID);

  it('answers the true first page in name order, however many match', async () => {
    const res = await advance(employee, { name: 'quenby', title: 'officer', pageSize: 25 });
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res)).toEqual(byName.slice(0, 25));
    expect(res.json().data).toMatchObject({ total: 26, totalIsExact: false });
    const third = await advance(employee, { name: 'quenby', title: 'officer', page: 3, pageSize: 25 });
    expect(ids(third)).toEqual(byName.slice(50, 75));
  });

  it('still finds every row of a filter too selective for the walk, counted exactly', async () => {
    const res = await advance(employee, { name: 'quenby', title: 'pilot', pageSize: 25 });
    expect(res.json().data).toMatchObject({ total: pilots, totalIsExact: true });
    expect(ids(res)).toEqual(byName.slice(many - pilots, many - pilots + 25));
  });
});
