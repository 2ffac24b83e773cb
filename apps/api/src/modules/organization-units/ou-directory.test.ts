import type { OuSearchItem, OuTreeNode } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryFixture, type DirectoryFixture } from '../../test/directory-fixture.js';
import type { InjectBrowser } from '../../test/inject-browser.js';

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

const get = (browser: InjectBrowser | null, url: string) => f.get(browser, url);
const ouSearch = (browser: InjectBrowser | null, payload: unknown) =>
  f.post(browser, '/api/OrganizationUnits/OUSearch/', payload);

describe('POST /api/OrganizationUnits/OUSearch/', () => {
  it('finds OUs by name in either language or by code, exact first, only visible ones', async () => {
    const byCode = (await ouSearch(employee, { searchText: 'hpg-hk-fin' })).json().data;
    expect(byCode.items[0]).toMatchObject({
      code: 'HPG-HK-FIN',
      parentOuID: ou.get('HPG-HK'),
      parentName: 'Harbour Pacific Hong Kong',
      parentNameZh: '海港太平洋香港',
    });
    const byZh = (await ouSearch(employee, { searchText: '香港財務' })).json().data;
    expect(byZh.items.map((i: OuSearchItem) => i.code)).toContain('HPG-HK-FIN');
    const all = (await ouSearch(employee, { searchText: '', pageSize: 200 })).json().data;
    const hk = (await ouSearch(carmen, { searchText: '', pageSize: 200 })).json().data;
    expect(all.total).toBe(ou.size);
    expect(hk.items.every((i: OuSearchItem) => i.code.startsWith('HPG-HK'))).toBe(true);
    // HPG-HK's parent is hidden from carmen: no parent is named.
    expect(hk.items.find((i: OuSearchItem) => i.code === 'HPG-HK')).toMatchObject({ parentOuID: null });
  });

  it('refuses bad input (400), no session (401), no FN-0000 (403)', async () => {
    expect((await ouSearch(employee, { searchText: ['x'] })).statusCode).toBe(400);
    expect((await ouSearch(employee, { searchText: 'x', page: 0 })).statusCode).toBe(400);
    expect((await ouSearch(null, { searchText: 'x' })).statusCode).toBe(401);
    expect((await ouSearch(nora, { searchText: 'x' })).statusCode).toBe(403);
  });
});

describe('GET /api/OrganizationUnits/GetOUNavigationTree', () => {
  const tree = '/api/OrganizationUnits/GetOUNavigationTree';

  it('is the whole visible tree, each node naming its visible parent', async () => {
    const res = await get(employee, tree);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.complete).toBe(true);
    expect(data.nodes).toHaveLength(ou.size);
    const root = data.nodes.find((n: OuTreeNode) => n.code === 'HPG');
    expect(root).toMatchObject({ parentOuID: null, hasChildren: true });

    const hk = (await get(carmen, tree)).json().data.nodes as OuTreeNode[];
    expect(hk.every((n) => n.code.startsWith('HPG-HK'))).toBe(true);
    expect(hk.find((n) => n.code === 'HPG-HK')).toMatchObject({ parentOuID: null });
  });

  it('lists one OU’s children, follows a function code, and points at a contact’s OU', async () => {
    const children = (await get(employee, `${tree}?ouID=${ou.get('HPG-HK')}`)).json().data;
    expect(children.complete).toBe(false);
    expect(children.nodes.map((n: OuTreeNode) => n.parentOuID)).toEqual(
      children.nodes.map(() => ou.get('HPG-HK')),
    );
    // carmen holds FN-0003 on Hong Kong Finance only.
    const maintenance = (await get(carmen, `${tree}?function=FN-0003`)).json().data.nodes;
    expect(maintenance.map((n: OuTreeNode) => n.code)).toEqual(['HPG-HK-FIN']);
    const chan = await t.db.prisma.contact.findFirstOrThrow({
      where: { email: 'taiman.chan@harbourpacific.com.hk' },
    });
    const selected = (await get(employee, `${tree}?contactID=${chan.id}`)).json().data;
    expect(selected.selectedOuID).toBe(ou.get('HPG-HK-FIN'));
  });

  it('refuses bad input (400), no session (401), a code not held or an OU outside it (403), 404', async () => {
    expect((await get(employee, `${tree}?ouID=x`)).statusCode).toBe(400);
    expect((await get(employee, `${tree}?function=FN-9`)).statusCode).toBe(400);
    expect((await get(null, tree)).statusCode).toBe(401);
    expect((await get(nora, tree)).statusCode).toBe(403);
    expect((await get(employee, `${tree}?function=FN-0003`)).statusCode).toBe(403);
    expect((await get(carmen, `${tree}?ouID=${ou.get('HPG')}`)).statusCode).toBe(403);
    expect((await get(employee, `${tree}?ouID=999999`)).statusCode).toBe(404);
    expect((await get(employee, `${tree}?contactID=999999`)).statusCode).toBe(404);
  });
});

describe('GET /api/OrganizationUnits/WorkingLocation', () => {
  const url = (id: number | string | undefined) => `/api/OrganizationUnits/WorkingLocation?ouID=${id}`;

  it("answers the OU's working location and its contacts' distinct locations", async () => {
    const res = await get(employee, url(ou.get('HPG-HK-FIN')));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.ouID).toBe(ou.get('HPG-HK-FIN'));
    expect(data.workingLocation).toBeTruthy();
    expect(data.locations.length).toBeGreaterThan(1);
    expect(new Set(data.locations).size).toBe(data.locations.length);
  });

  it('refuses bad input (400), no session (401), an OU outside the grants (403), 404', async () => {
    expect((await get(employee, url('abc'))).statusCode).toBe(400);
    expect((await get(null, url(ou.get('HPG')))).statusCode).toBe(401);
    expect((await get(nora, url(ou.get('HPG-HK-FIN')))).statusCode).toBe(403);
    expect((await get(carmen, url(ou.get('HPG')))).statusCode).toBe(403);
    expect((await get(employee, url(999_999))).statusCode).toBe(404);
  });
});

describe('GET /api/Countries/GetCountryList', () => {
  it('lists countries by English name with their Chinese names and dial codes', async () => {
    const res = await get(employee, '/api/Countries/GetCountryList');
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list).toContainEqual({ code: 'HK', name: 'Hong Kong', nameZh: '香港', dialCode: '852' });
    const order = list.map((c: { name: string }) => c.name);
    expect(order).toEqual([...order].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('needs a session (401) and a directory role (403); a wrong path is 404', async () => {
    expect((await get(null, '/api/Countries/GetCountryList')).statusCode).toBe(401);
    expect((await get(nora, '/api/Countries/GetCountryList')).statusCode).toBe(403);
    expect((await get(employee, '/api/Countries/GetCountryLists')).statusCode).toBe(404);
  });
});
