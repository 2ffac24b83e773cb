import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousPost, auditOf, browsersFor, get, ouByCode, post } from '../../test/api-calls.js';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.js';

// Issue 15 item 2, decision 087: a move needs FN-0001 over everything that moves and on the new parent.
let t: TestApp;
let oscar: InjectBrowser;
let admin: InjectBrowser;
let carmen: InjectBrowser;
let oscarId: string;
type Ou = { id: number; path: string; parentId: number | null };
let root: Ou;
let hk: Ou;
let china: Ou;
let shanghai: Ou;
let shenzhen: Ou;

beforeAll(async () => {
  t = await createTestApp();
  [oscar, admin, carmen] = await browsersFor(t, DEMO.ouAdmin, DEMO.admin, DEMO.maintainer);
  oscarId = (await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO.ouAdmin } })).id;
  root = await ouByCode(t, 'HPG');
  hk = await ouByCode(t, 'HPG-HK');
  china = await ouByCode(t, 'HPG-CN');
  shanghai = await ouByCode(t, 'HPG-CN-SH');
  shenzhen = await ouByCode(t, 'HPG-CN-SZ');
  // The setting: oscar keeps FN-0001…FN-0007 with subsidiaries on Hong Kong (seed) and gets
  // FN-0001 on China alone, without its subsidiaries.
  await grantOscar(china.id, false);
});
afterAll(() => t.close());

// Written behind the API's back: effective once its notification reached the app's cache (decision 004).
const grantOscar = async (ouId: number, includesSubsidiaries: boolean) => {
  await t.db.prisma.permissionGrant.create({
    data: { userId: oscarId, ouId, functionCode: 'FN-0001', includesSubsidiaries, grantedBy: 'test' },
  });
  await t.app.authCache.sync();
};
const formOf = async (browser: InjectBrowser, ouId: number) =>
  (await get(browser, `/api/OrganizationUnits/OUMaintenance?ouID=${ouId}`)).json().data;
const moveUnder = async (browser: InjectBrowser, ouId: number, parentOUID: number) =>
  post(browser, '/api/OrganizationUnits/OUUpdate', { ...(await formOf(admin, ouId)), parentOUID });
const preview = (browser: InjectBrowser, query: string) =>
  get(browser, `/api/OrganizationUnits/OUMovePreview?${query}`);
const parentOf = async (ouId: number) =>
  (await t.db.prisma.organizationUnit.findUniqueOrThrow({ where: { id: ouId } })).parentId;
/** A new OU under `parentId`, made as a migration would (no audit, no grants). */
const makeOu = async (code: string, parent: Ou | null): Promise<Ou> =>
  t.db.prisma.organizationUnit.create({
    data: {
      code,
      name: `Unit ${code}`,
      parentId: parent?.id ?? null,
      path: '/',
      depth: 0,
      createdBy: 't',
      modifiedBy: 't',
    },
  });

describe('moving an OU needs FN-0001 over the whole moved subtree and on the new parent', () => {
  it('refuses oscar moving China (FN-0001 on China alone) under Hong Kong: he would gain Shanghai', async () => {
    const res = await moveUnder(oscar, china.id, hk.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'FORBIDDEN',
      messageCode: 'OU_MOVE_SUBTREE_NOT_MAINTAINED',
      params: { count: 2, total: 3 },
    });
    expect(res.json().message).toBe(
      'You cannot move this OU: you do not maintain (FN-0001) 2 of the 3 OUs that would move with it.',
    );
    expect(await parentOf(china.id)).toBe(root.id);
    expect((await auditOf(t, 'OrganizationUnit', china.id)).map((a) => a.action)).not.toContain('OU_MOVE');
    // Nothing moved, so Shanghai is still out of his reach.
    expect((await get(oscar, `/api/OrganizationUnits/OUMaintenance?ouID=${shanghai.id}`)).statusCode).toBe(
      403,
    );
  });

  it('refuses a new parent the editor does not maintain, naming it', async () => {
    const leaf = await makeOu('MV-LEAF', hk);
    const res = await moveUnder(oscar, leaf.id, root.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.messageCode).toBe('OU_MOVE_PARENT_NOT_MAINTAINED');
    expect(await parentOf(leaf.id)).toBe(hk.id);
  });

  it('moves a subtree held through a grant with subsidiaries on the moved OU', async () => {
    const group = await makeOu('MV-GRP', root);
    const child = await makeOu('MV-GRP-C', group);
    await makeOu('MV-GRP-C-D', child);
    // Without a grant on the group, oscar does not reach it at all (the declared OU answers first).
    expect((await moveUnder(oscar, group.id, hk.id)).statusCode).toBe(403);
    await grantOscar(group.id, true);
    const res = await moveUnder(oscar, group.id, hk.id);
    expect(res.statusCode).toBe(200);
    expect(await parentOf(group.id)).toBe(hk.id);
    const [record] = await auditOf(t, 'OrganizationUnit', group.id);
    expect(record).toMatchObject({ action: 'OU_MOVE', after: { parentOUID: hk.id } });
  });

  it('counts a descendant reached through a grant of its own, and moves once each one is reached', async () => {
    await grantOscar(shanghai.id, false);
    const partly = await moveUnder(oscar, china.id, hk.id);
    expect(partly.statusCode).toBe(403);
    expect(partly.json().error.params).toEqual({ count: 1, total: 3 });
    await grantOscar(shenzhen.id, false);
    const moved = await moveUnder(oscar, china.id, hk.id);
    expect(moved.statusCode).toBe(200);
    expect(await parentOf(china.id)).toBe(hk.id);
    // Put back by the system administrator, for the tests that follow.
    expect((await moveUnder(admin, china.id, root.id)).statusCode).toBe(200);
    await t.db.prisma.permissionGrant.deleteMany({
      where: { userId: oscarId, ouId: { in: [shanghai.id, shenzhen.id] } },
    });
    await t.app.authCache.sync();
  });

  it('applies the same rule to a top-level OU joining a group (decision 081)', async () => {
    const company = await makeOu('MV-TOP', null);
    await makeOu('MV-TOP-C', company);
    await grantOscar(company.id, false);
    const res = await moveUnder(oscar, company.id, hk.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.params).toEqual({ count: 1, total: 2 });
    expect(await parentOf(company.id)).toBeNull();
    const counts = await preview(admin, `ouID=${company.id}&parentOUID=${hk.id}`);
    expect(counts.json().data).toMatchObject({ currentParent: null, ouCount: 2, losingUsers: 0 });
  });
});

describe('GET /api/OrganizationUnits/OUMovePreview', () => {
  it('says how many OUs and contacts move and who newly reaches them, changing nothing', async () => {
    const res = await preview(admin, `ouID=${china.id}&parentOUID=${hk.id}`);
    expect(res.statusCode).toBe(200);
    const contacts = await t.db.prisma.contact.count({
      where: { ou: { path: { startsWith: china.path } } },
    });
    expect(contacts).toBeGreaterThan(0);
    expect(res.json().data).toEqual({
      ouID: china.id,
      parentOUID: hk.id,
      currentParent: { ouID: root.id, name: 'Harbour Pacific Group', nameZh: '海港太平洋集團' },
      newParent: { ouID: hk.id, name: 'Harbour Pacific Hong Kong', nameZh: '海港太平洋香港' },
      ouCount: 3,
      contactCount: contacts,
      // harbourpacific.com (the group's root) reaches China before and after; harbourpacific.cn moves along.
      gainingDomains: ['harbourpacific.com.hk'],
      losingDomains: [],
      // oscar, through his grants with subsidiaries on Hong Kong.
      gainingUsers: 1,
      losingUsers: 0,
    });
    expect(await parentOf(china.id)).toBe(root.id);
  });

  it('counts who stops reaching a subtree moved out from under them', async () => {
    const leaf = await makeOu('MV-PRV', hk);
    const res = await preview(admin, `ouID=${leaf.id}&parentOUID=${china.id}`);
    expect(res.json().data).toMatchObject({
      ouCount: 1,
      contactCount: 0,
      gainingDomains: ['harbourpacific.cn'],
      losingDomains: ['harbourpacific.com.hk'],
      gainingUsers: 0,
      losingUsers: 1,
    });
  });

  it('has the access of the move: 403 with the reason, for another code, outside the grants', async () => {
    const refused = await preview(oscar, `ouID=${china.id}&parentOUID=${hk.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      messageCode: 'OU_MOVE_SUBTREE_NOT_MAINTAINED',
      params: { count: 2, total: 3 },
    });
    // The other way round he maintains everything that moves and the new parent: China's domain would see it.
    const allowed = await preview(oscar, `ouID=${hk.id}&parentOUID=${china.id}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data).toMatchObject({ gainingDomains: ['harbourpacific.cn'], gainingUsers: 0 });
    const fin = await ouByCode(t, 'HPG-HK-FIN');
    expect((await preview(carmen, `ouID=${fin.id}&parentOUID=${hk.id}`)).statusCode).toBe(403);
    expect((await preview(oscar, `ouID=${root.id}&parentOUID=${hk.id}`)).statusCode).toBe(403);
    const parentRefused = await preview(oscar, `ouID=${fin.id}&parentOUID=${root.id}`);
    expect(parentRefused.statusCode).toBe(403);
    expect(parentRefused.json().error.messageCode).toBe('OU_MOVE_PARENT_NOT_MAINTAINED');
  });

  it('answers 404 for an unknown OU or parent and 401 without a session', async () => {
    expect((await preview(admin, `ouID=999999&parentOUID=${hk.id}`)).statusCode).toBe(404);
    const parent = await preview(admin, `ouID=${china.id}&parentOUID=999999`);
    expect(parent.statusCode).toBe(404);
    expect(parent.json().message).toBe('Organisation unit 999999 was not found.');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/OrganizationUnits/OUMovePreview?ouID=${china.id}&parentOUID=${hk.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await anonymousPost(t, '/api/OrganizationUnits/OUUpdate', { ouID: china.id, parentOUID: hk.id }))
        .statusCode,
    ).toBe(401);
  });

  it.each([
    ['ouID=abc&parentOUID=2', 'querystring.ouID', 'ouID must be a whole number'],
    ['ouID=1e3&parentOUID=2', 'querystring.ouID', 'ouID must be a whole number'],
    ['ouID=2', 'querystring.parentOUID', 'parentOUID must be a whole number'],
    ['ouID=2&parentOUID=0', 'querystring.parentOUID', 'parentOUID must be between 1 and 2147483647'],
  ])('refuses %s naming the parameter', async (query, path, message) => {
    const res = await preview(admin, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual(expect.objectContaining({ path, message }));
  });

  it('refuses a parent inside the moved subtree', async () => {
    const res = await preview(admin, `ouID=${china.id}&parentOUID=${shanghai.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual(
      expect.objectContaining({ path: 'querystring.parentOUID', messageCode: 'OU_MOVE_UNDER_ITSELF' }),
    );
  });
});
