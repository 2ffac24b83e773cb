import { CSRF_HEADER, type DepartmentItem } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let employee: InjectBrowser;
let carmen: InjectBrowser;
let nora: InjectBrowser;
let finance: number;
let group: number;

beforeAll(async () => {
  t = await createTestApp();
  employee = (await signIn(t.app, DEMO.employee)).browser;
  carmen = (await signIn(t.app, DEMO.maintainer)).browser;
  nora = (await signIn(t.app, DEMO.noRole)).browser;
  const ous = await t.db.prisma.organizationUnit.findMany({ where: { code: { in: ['HPG-HK-FIN', 'HPG'] } } });
  finance = ous.find((o) => o.code === 'HPG-HK-FIN')!.id;
  group = ous.find((o) => o.code === 'HPG')!.id;
});
afterAll(() => t.close());

const departmentSearch = (browser: InjectBrowser | null, payload: unknown) => {
  const options = {
    method: 'POST' as const,
    url: '/api/Departments/DepartmentSearch/',
    headers: { [CSRF_HEADER]: '1' },
    payload: payload as Record<string, unknown>,
  };
  return browser ? browser.request(options) : t.app.inject(options);
};
const ouDepartments = (browser: InjectBrowser | null, query: string) => {
  const options = { method: 'GET' as const, url: `/api/Departments/GetOUDepartment/?${query}` };
  return browser ? browser.request(options) : t.app.inject(options);
};

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
