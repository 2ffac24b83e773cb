import { serverMessageTextsEn } from '@cd/contracts/server-message-texts-en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousPost, auditOf, browsersFor, get, ouByCode, post } from '../../test/api-calls.js';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ouAdmin: InjectBrowser;
let maintainer: InjectBrowser;
let hk: { id: number; path: string };
let fin: { id: number; version: number };
let logistics: { id: number; path: string };
let root: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  [ouAdmin, maintainer] = await browsersFor(t, DEMO.ouAdmin, DEMO.maintainer);
  hk = await ouByCode(t, 'HPG-HK');
  fin = await ouByCode(t, 'HPG-HK-FIN');
  logistics = await ouByCode(t, 'HPG-HK-LOG');
  root = await ouByCode(t, 'HPG');
});
afterAll(() => t.close());

const update = (browser: InjectBrowser, body: Record<string, unknown>) =>
  post(browser, '/api/OrganizationUnits/OUUpdate', body);
const remove = (browser: InjectBrowser, body: Record<string, unknown>) =>
  post(browser, '/api/OrganizationUnits/OURemove', body);
const createChild = async (parentOUID: number, code: string) => {
  const res = await update(ouAdmin, { parentOUID, code, name: `Unit ${code}`, nameZh: '測試部門' });
  expect(res.statusCode).toBe(200);
  return res.json().data as { ouID: number; version: number; code: string; name: string };
};

describe('GET /api/OrganizationUnits/OUMaintenance', () => {
  it('loads the OU form with version and counts', async () => {
    const res = await get(ouAdmin, `/api/OrganizationUnits/OUMaintenance?ouID=${hk.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ouID: hk.id,
      code: 'HPG-HK',
      version: 1,
      depth: 1,
      parentOU: { ouID: root.id },
    });
    expect(res.json().data.childCount).toBeGreaterThan(0);
  });

  it('is closed to the contact maintainer, to OUs outside the grants, and to guests', async () => {
    expect((await get(maintainer, `/api/OrganizationUnits/OUMaintenance?ouID=${fin.id}`)).statusCode).toBe(
      403,
    );
    expect(
      (await update(maintainer, { ouID: fin.id, version: 1, code: 'HPG-HK-FIN', name: 'x' })).statusCode,
    ).toBe(403);
    expect((await remove(maintainer, { ouID: fin.id, version: 1 })).statusCode).toBe(403);
    expect((await get(ouAdmin, `/api/OrganizationUnits/OUMaintenance?ouID=${root.id}`)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/OrganizationUnits/OUMaintenance?ouID=${hk.id}` }))
        .statusCode,
    ).toBe(401);
    expect((await get(ouAdmin, '/api/OrganizationUnits/OUMaintenance?ouID=999999')).statusCode).toBe(404);
  });
});

describe('POST /api/OrganizationUnits/OUUpdate', () => {
  it('creates a child whose path and depth come from its parent, with an audit record', async () => {
    const child = await createChild(hk.id, 'HPG-HK-NEW');
    const row = await t.db.prisma.organizationUnit.findUniqueOrThrow({ where: { id: child.ouID } });
    expect(row).toMatchObject({
      path: `${hk.path}${child.ouID}/`,
      depth: 2,
      parentId: hk.id,
      nameZh: '測試部門',
    });
    const [audit] = await auditOf(t, 'OrganizationUnit', child.ouID);
    expect(audit).toMatchObject({ action: 'OU_CREATE', before: null, after: { code: 'HPG-HK-NEW' } });
  });

  it('updates on the current version and refuses a stale one without an audit record', async () => {
    const child = await createChild(hk.id, 'HPG-HK-UPD');
    const saved = await update(ouAdmin, {
      ...child,
      parentOUID: hk.id,
      website: 'https://hk.example.com',
      countryCode: 'hk',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      version: 2,
      website: 'https://hk.example.com',
      country: { code: 'HK' },
    });
    const auditRows = await t.db.prisma.auditLog.count();
    const stale = await update(ouAdmin, { ...child, parentOUID: hk.id, name: 'Lost update' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(serverMessageTextsEn.STALE_VERSION);
    expect(stale.json().error.messageCode).toBe('STALE_VERSION');
    expect(await t.db.prisma.auditLog.count()).toBe(auditRows);
  });

  it.each([
    [{ name: '' }, 'body.name', 'OU name is a mandatory field', { messageCode: 'FIELD_REQUIRED' }],
    [
      { code: 'bad code' },
      'body.code',
      'OU code may contain letters, digits, hyphens and underscores only',
      { messageCode: 'FIELD_INVALID' },
    ],
    [
      { website: 'ftp://x' },
      'body.website',
      'Website must be a web address starting with http:// or https://',
      { messageCode: 'FIELD_INVALID' },
    ],
    [{ parentOUID: null }, 'body.parentOUID', 'A new OU needs a parent OU', { messageCode: 'FIELD_INVALID' }],
  ])('refuses %j naming the field, coded (decision 097)', async (change, path, message, coded) => {
    const res = await update(ouAdmin, { parentOUID: hk.id, code: 'HPG-HK-VAL', name: 'Valid', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual({ path, message, ...coded });
  });

  it('refuses a code in use and an unknown country', async () => {
    const taken = await update(ouAdmin, { parentOUID: hk.id, code: 'HPG-HK-FIN', name: 'Second finance' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('OU code HPG-HK-FIN is already in use.');
    expect(taken.json().error.details).toEqual([
      {
        path: 'body.code',
        message: 'OU code HPG-HK-FIN is already in use.',
        messageCode: 'OU_CODE_IN_USE',
        params: { code: 'HPG-HK-FIN' },
      },
    ]);
    const country = await update(ouAdmin, {
      parentOUID: hk.id,
      code: 'HPG-HK-CTY',
      name: 'Nowhere',
      countryCode: 'QQ',
    });
    expect(country.statusCode).toBe(400);
  });

  it('moves an OU with its subtree, never under itself, and only where the editor holds FN-0001', async () => {
    const parent = await createChild(hk.id, 'HPG-HK-MV');
    const child = await createChild(parent.ouID, 'HPG-HK-MV-C');
    const moved = await update(ouAdmin, { ...parent, parentOUID: logistics.id });
    expect(moved.statusCode).toBe(200);
    const rows = await t.db.prisma.organizationUnit.findMany({
      where: { id: { in: [parent.ouID, child.ouID] } },
      orderBy: { depth: 'asc' },
    });
    expect(rows.map((r) => [r.path, r.depth])).toEqual([
      [`${logistics.path}${parent.ouID}/`, 3],
      [`${logistics.path}${parent.ouID}/${child.ouID}/`, 4],
    ]);
    const [moveRecord] = await auditOf(t, 'OrganizationUnit', parent.ouID);
    // The history names the parents (not only ids) and leaves the internal path out.
    expect(moveRecord).toMatchObject({
      action: 'OU_MOVE',
      before: { parentOUID: hk.id, parentOU: 'Harbour Pacific Hong Kong' },
      after: { parentOUID: logistics.id, parentOU: 'Harbour Pacific Logistics (Hong Kong)' },
    });
    expect(moveRecord!.before).not.toHaveProperty('path');

    const current = (await get(ouAdmin, `/api/OrganizationUnits/OUMaintenance?ouID=${parent.ouID}`)).json()
      .data;
    const underItself = await update(ouAdmin, { ...current, parentOUID: child.ouID });
    expect(underItself.statusCode).toBe(400);
    expect(underItself.json().message).toBe('An OU cannot move under itself or one of its subsidiaries.');
    const outside = await update(ouAdmin, { ...current, parentOUID: root.id });
    expect(outside.statusCode).toBe(403);
    const gone = await update(ouAdmin, { ...current, parentOUID: 999_999 });
    expect(gone.statusCode).toBe(404);
  });

  it('makes a top-level OU a subsidiary where the editor holds FN-0001 on both, never a subsidiary top-level', async () => {
    // Decision 081: the parent is an editable field of every OU; "no parent" is not a choice.
    const solo = await t.db.prisma.organizationUnit.create({
      data: { code: 'SOLO-MV', name: 'Solo Trading', path: '/', depth: 0, createdBy: 't', modifiedBy: 't' },
    });
    const [admin] = await browsersFor(t, DEMO.admin);
    const form = (await get(admin!, `/api/OrganizationUnits/OUMaintenance?ouID=${solo.id}`)).json().data;
    expect(form.parentOU).toBeNull();

    // oscar administers Hong Kong, not the new company: he may not move it there.
    expect((await update(ouAdmin, { ...form, parentOUID: hk.id })).statusCode).toBe(403);
    // The form sends an empty country for an OU that has none.
    const moved = await update(admin!, { ...form, countryCode: '', parentOUID: hk.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.parentOU).toMatchObject({ ouID: hk.id });
    const row = await t.db.prisma.organizationUnit.findUniqueOrThrow({ where: { id: solo.id } });
    expect([row.path, row.depth]).toEqual([`${hk.path}${solo.id}/`, 2]);
    const [moveRecord] = await auditOf(t, 'OrganizationUnit', solo.id);
    expect(moveRecord).toMatchObject({
      action: 'OU_MOVE',
      before: { parentOUID: null, parentOU: null },
      after: { parentOUID: hk.id, parentOU: 'Harbour Pacific Hong Kong' },
    });

    const back = await update(admin!, { ...moved.json().data, parentOUID: null });
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toBe('An OU cannot become a top-level OU.');
  });

  it('needs a session', async () => {
    expect(
      (
        await anonymousPost(t, '/api/OrganizationUnits/OUUpdate', {
          parentOUID: hk.id,
          code: 'X1',
          name: 'X',
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/OrganizationUnits/OURemove', () => {
  it.each([
    ['new (never saved)', () => ({}), "You can't delete this OU. It has not been saved yet."],
    [
      'with contacts',
      () => ({ ouID: fin.id, version: fin.version }),
      "You can't delete this OU. It still has contacts.",
    ],
  ])('refuses an OU %s with the reason', async (_, body, message) => {
    const res = await remove(ouAdmin, body());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
  });

  it('refuses an OU with subsidiaries (and no contacts) with the reason', async () => {
    const parent = await createChild(hk.id, 'HPG-HK-PAR');
    await createChild(parent.ouID, 'HPG-HK-PAR-C');
    const res = await remove(ouAdmin, { ouID: parent.ouID, version: parent.version });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("You can't delete this OU. It still has subsidiary OUs.");
    // The code the web shows in the user's language (decision 053).
    expect(res.json().error.messageCode).toBe('DELETE_REFUSED_OU_HAS_SUBSIDIARIES');
  });

  it('deletes an empty OU with its departments and an audit record; 409 stale; 404 gone; 403 outside', async () => {
    const leaf = await createChild(hk.id, 'HPG-HK-DEL');
    await t.db.prisma.department.create({
      data: { ouId: leaf.ouID, code: 'DEPT', name: 'Empty department', createdBy: 't', modifiedBy: 't' },
    });
    expect((await remove(ouAdmin, { ouID: leaf.ouID, version: 9 })).statusCode).toBe(409);
    expect(await t.db.prisma.department.count({ where: { ouId: leaf.ouID } })).toBe(1);
    const res = await remove(ouAdmin, { ouID: leaf.ouID, version: 1 });
    expect(res.statusCode).toBe(200);
    expect(await t.db.prisma.organizationUnit.findUnique({ where: { id: leaf.ouID } })).toBeNull();
    const [audit] = await auditOf(t, 'OrganizationUnit', leaf.ouID);
    expect(audit).toMatchObject({
      action: 'OU_DELETE',
      after: null,
      ouId: hk.id,
      before: { departments: ['DEPT'] },
    });
    expect((await remove(ouAdmin, { ouID: leaf.ouID, version: 1 })).statusCode).toBe(404);
    expect((await remove(ouAdmin, { ouID: root.id, version: 1 })).statusCode).toBe(403);
    expect(
      (await anonymousPost(t, '/api/OrganizationUnits/OURemove', { ouID: leaf.ouID, version: 1 })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/OrganizationUnits/GetOUTrustedDomain', () => {
  it('lists the OU’s trusted domains to OU maintainers only', async () => {
    const group = await ouByCode(t, 'HPG-HK');
    const res = await get(ouAdmin, `/api/OrganizationUnits/GetOUTrustedDomain?ouID=${group.id}`);
    expect(res.statusCode).toBe(200);
    const expected = await t.db.prisma.trustedDomain.findMany({
      where: { ouId: group.id },
      orderBy: { domain: 'asc' },
    });
    expect(res.json().data).toEqual({ ouID: group.id, trustedDomains: expected.map((d) => d.domain) });
    expect(
      (await get(maintainer, `/api/OrganizationUnits/GetOUTrustedDomain?ouID=${fin.id}`)).statusCode,
    ).toBe(403);
    expect((await get(ouAdmin, `/api/OrganizationUnits/GetOUTrustedDomain?ouID=${root.id}`)).statusCode).toBe(
      403,
    );
    expect((await get(ouAdmin, '/api/OrganizationUnits/GetOUTrustedDomain?ouID=999999')).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/OrganizationUnits/GetOUTrustedDomain?ouID=${fin.id}` }))
        .statusCode,
    ).toBe(401);
  });
});
