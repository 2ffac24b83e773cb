import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let employee: InjectBrowser;
let ouAdmin: InjectBrowser;
let finance: { id: number; parentId: number | null };

beforeAll(async () => {
  t = await createTestApp();
  employee = (await signIn(t.app, DEMO.employee)).browser;
  ouAdmin = (await signIn(t.app, DEMO.ouAdmin)).browser;
  finance = await t.db.prisma.organizationUnit.findUniqueOrThrow({ where: { code: 'HPG-HK-FIN' } });
});
afterAll(() => t.close());

const detail = (browser: InjectBrowser, ouID: string | number) =>
  browser.request({ method: 'GET', url: `/api/OrganizationUnits/GetOUDetail?ouID=${ouID}` });

describe('GET /api/OrganizationUnits/GetOUDetail', () => {
  it('returns the OU with its parent and country', async () => {
    const res = await detail(employee, finance.id);
    expect(res.statusCode).toBe(200);
    const { result, data } = res.json();
    expect(result).toBe(true);
    expect(data).toMatchObject({
      ouID: finance.id,
      code: 'HPG-HK-FIN',
      parentOU: { ouID: finance.parentId, name: 'Harbour Pacific Hong Kong', nameZh: '海港太平洋香港' },
    });
    expect(data.country?.code).toBe('HK');
    expect(Date.parse(data.createdDate)).not.toBeNaN();
  });

  it.each([
    ['abc', 'ouID must be a whole number'],
    ['-4', 'ouID must be a whole number'],
    ['1.5', 'ouID must be a whole number'],
    ['0', 'ouID must be between 1 and 2147483647'],
    ['2147483648', 'ouID must be between 1 and 2147483647'],
    ['0x1', 'ouID must be a whole number'],
    ['+1', 'ouID must be a whole number'],
    ['1e3', 'ouID must be a whole number'],
  ])('rejects ouID=%s naming the field', async (value, message) => {
    const res = await detail(employee, value);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'querystring.ouID', message }],
    });
  });

  it('rejects a missing ouID', async () => {
    const res = await employee.request({ method: 'GET', url: '/api/OrganizationUnits/GetOUDetail' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].path).toBe('querystring.ouID');
  });

  it('needs a session', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/OrganizationUnits/GetOUDetail?ouID=${finance.id}` }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses an OU outside the caller’s grants', async () => {
    const root = await t.db.prisma.organizationUnit.findUniqueOrThrow({ where: { code: 'HPG' } });
    const res = await detail(ouAdmin, root.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it('answers 404 for an OU that does not exist', async () => {
    const res = await detail(employee, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ result: false, error: { code: 'NOT_FOUND' } });
  });
});
