import { serverMessageTextsEn } from '@cd/contracts/server-message-texts-en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousPost, auditOf, browsersFor, get, ouByCode, post } from '../../test/api-calls.js';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ouAdmin: InjectBrowser;
let maintainer: InjectBrowser;
let fin: { id: number };
let root: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  [ouAdmin, maintainer] = await browsersFor(t, DEMO.ouAdmin, DEMO.maintainer);
  fin = await ouByCode(t, 'HPG-HK-FIN');
  root = await ouByCode(t, 'HPG');
});
afterAll(() => t.close());

const maintain = (browser: InjectBrowser, body: Record<string, unknown>) =>
  post(browser, '/api/Departments/DepartmentMaintenance/', body);
const remove = (browser: InjectBrowser, body: Record<string, unknown>) =>
  post(browser, '/api/Departments/DeleteDepartment/', body);

describe('GET /api/Departments/DepartmentMaintenanceList', () => {
  it('pages one OU’s departments by code with versions and contact counts', async () => {
    const res = await get(ouAdmin, `/api/Departments/DepartmentMaintenanceList?ouID=${fin.id}&pageSize=2`);
    expect(res.statusCode).toBe(200);
    const { items, total, page, pageSize } = res.json().data;
    expect({ page, pageSize }).toEqual({ page: 1, pageSize: 2 });
    expect(total).toBe(await t.db.prisma.department.count({ where: { ouId: fin.id } }));
    expect(items).toHaveLength(2);
    expect(items[0].code < items[1].code).toBe(true);
    expect(items[0]).toHaveProperty('contactCount');
    expect(items[0]).toHaveProperty('version');
  });

  it('needs a session, FN-0002 and the OU', async () => {
    const url = `/api/Departments/DepartmentMaintenanceList?ouID=${fin.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await get(maintainer, url)).statusCode).toBe(403);
    expect(
      (await get(ouAdmin, `/api/Departments/DepartmentMaintenanceList?ouID=${root.id}`)).statusCode,
    ).toBe(403);
    expect((await get(ouAdmin, `/api/Departments/DepartmentMaintenanceList?ouID=999999`)).statusCode).toBe(
      404,
    );
    expect(
      (await get(ouAdmin, `/api/Departments/DepartmentMaintenanceList?ouID=${fin.id}&page=0`)).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/Departments/DepartmentMaintenance/', () => {
  it('creates and updates a department in both languages, with audit records and versions', async () => {
    const created = await maintain(ouAdmin, {
      ouID: fin.id,
      code: 'FTAX',
      name: 'Tax Office',
      nameZh: '稅務部',
    });
    expect(created.statusCode).toBe(200);
    const department = created.json().data;
    expect(department).toMatchObject({
      ouID: fin.id,
      code: 'FTAX',
      name: 'Tax Office',
      nameZh: '稅務部',
      version: 1,
    });

    const updated = await maintain(ouAdmin, { ...department, name: 'Tax and Treasury' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'Tax and Treasury', version: 2 });
    const [update, create] = await auditOf(t, 'Department', department.departmentID);
    expect(create).toMatchObject({ action: 'DEPARTMENT_CREATE', before: null });
    expect(update).toMatchObject({
      action: 'DEPARTMENT_UPDATE',
      before: { name: 'Tax Office' },
      after: { name: 'Tax and Treasury' },
    });

    const auditRows = await t.db.prisma.auditLog.count();
    const stale = await maintain(ouAdmin, { ...department, name: 'Lost update' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(serverMessageTextsEn.STALE_VERSION);
    expect(await t.db.prisma.auditLog.count()).toBe(auditRows);
  });

  it.each([
    [{ name: 'Tax' }, 'body.name', 'Department name must be at least 4 characters'],
    [{ code: 'FT' }, 'body.code', 'Department code must be at least 4 characters'],
    [{ name: '   Tax  ' }, 'body.name', 'Department name must be at least 4 characters'],
  ])('refuses %j with the spec’s message, coded', async (change, path, message) => {
    const res = await maintain(ouAdmin, { ouID: fin.id, code: 'FVAL', name: 'Valid name', ...change });
    expect(res.statusCode).toBe(400);
    const coded = { messageCode: 'FIELD_TOO_SHORT', params: { min: 4 } };
    expect(res.json().error.details).toContainEqual({ path, message, ...coded });
  });

  it('keeps codes unique within the OU', async () => {
    const existing = await t.db.prisma.department.findFirstOrThrow({ where: { ouId: fin.id } });
    const auditRows = await t.db.prisma.auditLog.count();
    const res = await maintain(ouAdmin, { ouID: fin.id, code: existing.code, name: 'Second of its code' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Department code ${existing.code} is already used in this OU.`);
    expect(res.json().error).toMatchObject({
      messageCode: 'DEPARTMENT_CODE_IN_USE',
      params: { code: existing.code },
    });
    expect(await t.db.prisma.auditLog.count()).toBe(auditRows);
  });

  it('keeps a department in its OU and answers 404 for one that is gone', async () => {
    const existing = await t.db.prisma.department.findFirstOrThrow({ where: { ouId: fin.id } });
    const hk = await ouByCode(t, 'HPG-HK');
    const moved = await maintain(ouAdmin, {
      departmentID: existing.id,
      version: existing.version,
      ouID: hk.id,
      code: existing.code,
      name: existing.name,
    });
    expect(moved.statusCode).toBe(400);
    const gone = await maintain(ouAdmin, {
      departmentID: 999_999,
      version: 1,
      ouID: fin.id,
      code: 'GONE',
      name: 'Gone away',
    });
    expect(gone.statusCode).toBe(404);
  });

  it('needs a session, FN-0002 and the OU', async () => {
    const body = { ouID: fin.id, code: 'FNEW', name: 'New department' };
    expect((await anonymousPost(t, '/api/Departments/DepartmentMaintenance/', body)).statusCode).toBe(401);
    expect((await maintain(maintainer, body)).statusCode).toBe(403);
    expect((await maintain(ouAdmin, { ...body, ouID: root.id })).statusCode).toBe(403);
  });
});

describe('POST /api/Departments/DeleteDepartment/', () => {
  it('refuses while the department has contacts, saying so', async () => {
    const busy = await t.db.prisma.department.findFirstOrThrow({
      where: { ouId: fin.id, contacts: { some: {} } },
      include: { _count: { select: { contacts: true } } },
    });
    const res = await remove(ouAdmin, { departmentID: busy.id, version: busy.version });
    expect(res.statusCode).toBe(409);
    // The API wrote "1 contact"/"2 contacts" beside the table's "contact(s)": one text now (decision 097).
    expect(res.json().message).toBe(
      `You can't delete this department. It still has ${busy._count.contacts} contact(s).`,
    );
  });

  it('deletes an empty department with its audit record; 409 on a stale version; 404 when gone', async () => {
    const created = (await maintain(ouAdmin, { ouID: fin.id, code: 'FDEL', name: 'To be deleted' })).json()
      .data;
    expect((await remove(ouAdmin, { departmentID: created.departmentID, version: 7 })).statusCode).toBe(409);
    const res = await remove(ouAdmin, { departmentID: created.departmentID, version: 1 });
    expect(res.statusCode).toBe(200);
    const [audit] = await auditOf(t, 'Department', created.departmentID);
    expect(audit).toMatchObject({ action: 'DEPARTMENT_DELETE', after: null, before: { code: 'FDEL' } });
    expect((await remove(ouAdmin, { departmentID: created.departmentID, version: 1 })).statusCode).toBe(404);
  });

  it('needs a session, FN-0002 and the department’s OU', async () => {
    const department = await t.db.prisma.department.findFirstOrThrow({ where: { ouId: root.id } });
    const body = { departmentID: department.id, version: department.version };
    expect((await anonymousPost(t, '/api/Departments/DeleteDepartment/', body)).statusCode).toBe(401);
    expect((await remove(maintainer, body)).statusCode).toBe(403);
    // Out of oscar's scope the department is as good as absent.
    expect((await remove(ouAdmin, body)).statusCode).toBe(404);
  });
});
