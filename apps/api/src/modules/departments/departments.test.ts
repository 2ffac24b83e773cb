import type { DepartmentItem } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryFixture, type DirectoryFixture } from '../../test/directory-fixture.js';
import type { InjectBrowser } from '../../test/inject-browser.js';

let f: DirectoryFixture;
let t: DirectoryFixture['t'];
let employee: InjectBrowser;
let carmen: InjectBrowser;
let nora: InjectBrowser;
let finance: number;
let group: number;

beforeAll(async () => {
  f = await createDirectoryFixture();
  ({ t, employee, carmen, nora } = f);
  finance = f.ou.get('HPG-HK-FIN')!;
  group = f.ou.get('HPG')!;
});
afterAll(() => t.close());

const departmentSearch = (browser: InjectBrowser | null, payload: unknown) =>
  f.post(browser, '/api/Departments/DepartmentSearch/', payload);
const ouDepartments = (browser: InjectBrowser | null, query: string) =>
  f.get(browser, `/api/Departments/GetOUDepartment/?${query}`);

describe('POST /api/Departments/DepartmentSearch/', () => {
  it('finds departments by name in either language or by code, exact matches first', async () => {
    const res = await departmentSearch(employee, { searchText: 'finance' });
    expect(res.statusCode).toBe(200);
    const { items, total, totalIsExact } = res.json().data as {
      items: DepartmentItem[];
      total: number;
      totalIsExact: boolean;
    };
    expect(total).toBeGreaterThan(0);
    expect(totalIsExact).toBe(true);
    expect(items.every((d) => /finance/i.test(d.name))).toBe(true);

    const code = items[0]!.code;
    const byCode = (await departmentSearch(employee, { searchText: code.toLowerCase() })).json().data;
    expect(byCode.items[0].code).toBe(code);

    const zh = items.find((d) => d.nameZh)!.nameZh!;
    const byZh = (await departmentSearch(employee, { searchText: zh })).json().data;
    expect(byZh.items.map((d: DepartmentItem) => d.nameZh)).toContain(zh);
  });

  it('lists only departments of OUs the caller may see', async () => {
    const all = (await departmentSearch(employee, { searchText: '', pageSize: 200 })).json().data;
    const hk = (await departmentSearch(carmen, { searchText: '', pageSize: 200 })).json().data;
    expect(hk.total).toBeLessThan(all.total);
    const hkOus = await t.db.prisma.organizationUnit.findMany({ where: { path: { startsWith: '/' } } });
    const hkRoot = hkOus.find((o) => o.code === 'HPG-HK')!;
    const inHk = new Set(hkOus.filter((o) => o.path.startsWith(hkRoot.path)).map((o) => o.id));
    expect(hk.items.every((d: DepartmentItem) => inHk.has(d.ouID))).toBe(true);
  });

  it('refuses bad input, no session, no FN-0000, an OU outside the grants, an unknown OU', async () => {
    expect((await departmentSearch(employee, { searchText: 5 })).statusCode).toBe(400);
    expect((await departmentSearch(employee, { searchText: 'x', pageSize: 0 })).statusCode).toBe(400);
    expect((await departmentSearch(null, { searchText: 'x' })).statusCode).toBe(401);
    expect((await departmentSearch(nora, { searchText: 'x' })).statusCode).toBe(403);
    expect((await departmentSearch(carmen, { searchText: 'x', ouID: group })).statusCode).toBe(403);
    expect((await departmentSearch(employee, { searchText: 'x', ouID: 999_999 })).statusCode).toBe(404);
  });
});

describe('GET /api/Departments/GetOUDepartment/', () => {
  it("pages an OU's departments by name", async () => {
    const res = await ouDepartments(employee, `ouid=${finance}&pageSize=2`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.items.length).toBeLessThanOrEqual(2);
    expect(data.total).toBeGreaterThanOrEqual(data.items.length);
    expect(data.items.every((d: DepartmentItem) => d.ouID === finance)).toBe(true);
  });

  it('refuses bad input, no session, no FN-0000, an OU outside the grants, an unknown OU', async () => {
    expect((await ouDepartments(employee, 'ouid=abc')).statusCode).toBe(400);
    expect((await ouDepartments(employee, '')).statusCode).toBe(400);
    expect((await ouDepartments(null, `ouid=${finance}`)).statusCode).toBe(401);
    expect((await ouDepartments(nora, `ouid=${finance}`)).statusCode).toBe(403);
    expect((await ouDepartments(carmen, `ouid=${group}`)).statusCode).toBe(403);
    expect((await ouDepartments(employee, 'ouid=999999')).statusCode).toBe(404);
  });
});
