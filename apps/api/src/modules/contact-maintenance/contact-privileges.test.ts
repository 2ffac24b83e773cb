import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousPost, browsersFor, auditOf, get, ouByCode, post } from '../../test/api-calls.js';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ouAdmin: InjectBrowser;
let maintainer: InjectBrowser;
let employee: InjectBrowser;
let fin: { id: number };
let hk: { id: number };
let root: { id: number };
let contactId: number;

beforeAll(async () => {
  t = await createTestApp();
  [ouAdmin, maintainer, employee] = await browsersFor(t, DEMO.ouAdmin, DEMO.maintainer, DEMO.employee);
  fin = await ouByCode(t, 'HPG-HK-FIN');
  hk = await ouByCode(t, 'HPG-HK');
  root = await ouByCode(t, 'HPG');
  contactId = (
    await t.db.prisma.contact.findFirstOrThrow({
      where: { ouId: fin.id, email: { notIn: Object.values(DEMO) } },
      orderBy: { id: 'asc' },
    })
  ).id;
});
afterAll(() => t.close());

const privileges = (browser: InjectBrowser, ouID: number, contactID = contactId) =>
  get(browser, `/api/Contacts/GetContactPrivileges?ouID=${ouID}&contactID=${contactID}`);
/** A save based on what the editor's GetContactPrivileges answers now (its `version`). */
async function save(browser: InjectBrowser, body: Record<string, unknown>) {
  const target = { ouID: fin.id, contactID: contactId, ...body };
  const loaded = await privileges(browser, target.ouID as number, target.contactID as number);
  const version = loaded.statusCode === 200 ? loaded.json().data.version : '0000000000000000';
  return post(browser, '/api/Contacts/SaveContactPrivileges', { version, ...target });
}
const grantsOf = async (email: string) =>
  (
    await t.db.prisma.permissionGrant.findMany({
      where: { user: { email } },
      select: { functionCode: true, ouId: true, includesSubsidiaries: true },
      orderBy: [{ ouId: 'asc' }, { functionCode: 'asc' }],
    })
  ).map((g) => `${g.ouId}:${g.functionCode}${g.includesSubsidiaries ? '+' : ''}`);

describe('GET /api/Contacts/GetContactPrivileges', () => {
  it('shows the contact’s grants and the codes the editor may grant there', async () => {
    const res = await privileges(maintainer, fin.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      contactID: contactId,
      ouID: fin.id,
      hasSignedIn: false,
      grants: [],
      grantableCodes: ['FN-0000', 'FN-0003', 'FN-0003A', 'FN-0003B', 'FN-0003C'],
    });
    const asOuAdmin = (await privileges(ouAdmin, fin.id)).json().data;
    expect(asOuAdmin.grantableWithSubsidiaries).toContain('FN-0001');
    expect(asOuAdmin.grantableCodes).not.toContain('FN-0010');
  });

  it('needs a session, FN-0003B on the OU and on the contact’s OU; 404 for unknown ids', async () => {
    const url = `/api/Contacts/GetContactPrivileges?ouID=${fin.id}&contactID=${contactId}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await privileges(employee, fin.id)).statusCode).toBe(403);
    expect((await privileges(ouAdmin, root.id)).statusCode).toBe(403);
    expect((await privileges(maintainer, hk.id)).statusCode).toBe(403);
    expect((await privileges(ouAdmin, fin.id, 999_999)).statusCode).toBe(404);
    expect((await privileges(ouAdmin, 999_999)).statusCode).toBe(404);
    expect((await get(ouAdmin, `/api/Contacts/GetContactPrivileges?ouID=x&contactID=1`)).statusCode).toBe(
      400,
    );
  });
});

describe('POST /api/Contacts/SaveContactPrivileges', () => {
  it('grants to someone who never signed in (a placeholder user by email) with an audit record', async () => {
    const res = await save(ouAdmin, {
      grants: [{ functionCode: 'FN-0002' }, { functionCode: 'FN-0001', includesSubsidiaries: true }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ hasSignedIn: false });
    const contact = await t.db.prisma.contact.findUniqueOrThrow({ where: { id: contactId } });
    expect(await grantsOf(contact.email!)).toEqual([`${fin.id}:FN-0001+`, `${fin.id}:FN-0002`]);
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { email: contact.email! } });
    expect(user.lastLoginAt).toBeNull();
    const [audit] = await auditOf(t, 'PermissionGrant', user.id);
    expect(audit).toMatchObject({ action: 'PERMISSION_CHANGE', ouId: fin.id, actorEmail: DEMO.ouAdmin });
    expect(audit!.after).toMatchObject({ grants: ['FN-0001+', 'FN-0002'] });
  });

  it.each([
    ['grant a code they do not hold', [{ functionCode: 'FN-0004' }], 'FN-0004'],
    ['grant trusted-domain maintenance', [{ functionCode: 'FN-0010' }], 'FN-0010'],
    [
      'grant with subsidiaries what they hold on this OU only',
      [{ functionCode: 'FN-0003', includesSubsidiaries: true }],
      'FN-0003',
    ],
  ])('refuses an editor who tries to %s', async (_, grants, code) => {
    const before = await t.db.prisma.auditLog.count();
    const res = await save(maintainer, { contactID: contactId, grants: [...grants] });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain(code);
    expect(await t.db.prisma.auditLog.count()).toBe(before);
  });

  it('refuses to revoke a code the editor does not hold, and an unknown role name', async () => {
    // The contact holds FN-0001 and FN-0002 on Finance from the first test; carmen holds neither.
    const res = await save(maintainer, { grants: [] });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/FN-0001|FN-0002/);
    const role = await save(ouAdmin, { grants: [{ functionCode: 'SystemAdministrator' }] });
    expect(role.statusCode).toBe(400);
  });

  it('overwrites the subsidiary grants the editor may edit', async () => {
    const res = await save(ouAdmin, {
      ouID: hk.id,
      grants: [{ functionCode: 'FN-0002', includesSubsidiaries: true }],
      overwriteSubsidiaries: true,
    });
    expect(res.statusCode).toBe(200);
    const contact = await t.db.prisma.contact.findUniqueOrThrow({ where: { id: contactId } });
    expect(await grantsOf(contact.email!)).toEqual([`${hk.id}:FN-0002+`]);
    // Finance's own administrators see the grants it lost in their audit log (decision 086).
    const onFinance = await t.db.prisma.auditLog.findFirstOrThrow({
      where: { action: 'PERMISSION_CHANGE', ouId: fin.id },
      orderBy: { id: 'desc' },
    });
    expect(onFinance).toMatchObject({ after: { email: contact.email, grants: [] } });
    expect((onFinance.before as { grants: string[] }).grants.length).toBeGreaterThan(0);
  });

  it('takes effect on the user’s next request, and a first sign-in adopts grants given by email', async () => {
    const nora = await t.db.prisma.contact.create({
      data: {
        ouId: fin.id,
        firstName: 'Nora',
        familyName: 'Smith',
        displayName: 'Nora Smith',
        email: DEMO.noRole,
        searchText: 'nora smith',
        createdBy: 't',
        modifiedBy: 't',
      },
    });
    const grant = await save(ouAdmin, { contactID: nora.id, grants: [{ functionCode: 'FN-0003' }] });
    expect(grant.statusCode).toBe(200);
    const { browser: noraBrowser, callback } = await signIn(t.app, DEMO.noRole);
    expect(callback.statusCode).toBe(302);
    const session = await get(noraBrowser, '/api/auth/session');
    expect(session.json().data.roles).toContain('FN-0003');

    const carmen = await t.db.prisma.contact.findFirstOrThrow({ where: { email: DEMO.maintainer } });
    expect(
      (await get(maintainer, `/api/Contacts/ContactMaintenance?contactID=${contactId}`)).statusCode,
    ).toBe(200);
    expect((await save(ouAdmin, { contactID: carmen.id, grants: [] })).statusCode).toBe(200);
    expect(
      (await get(maintainer, `/api/Contacts/ContactMaintenance?contactID=${contactId}`)).statusCode,
    ).toBe(403);
  });

  it('needs a session, FN-0003B, and known ids', async () => {
    expect(
      (
        await anonymousPost(t, '/api/Contacts/SaveContactPrivileges', {
          ouID: fin.id,
          contactID: contactId,
          version: '0000000000000000',
          grants: [],
        })
      ).statusCode,
    ).toBe(401);
    expect((await save(employee, { grants: [] })).statusCode).toBe(403);
    expect((await save(ouAdmin, { ouID: root.id, grants: [] })).statusCode).toBe(403);
    expect((await save(ouAdmin, { contactID: 999_999, grants: [] })).statusCode).toBe(404);
    const twice = await save(ouAdmin, { grants: [{ functionCode: 'FN-0002' }, { functionCode: 'FN-0002' }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.details[0].message).toBe('A function code is listed twice');
  });
});

describe('SaveContactPrivileges: two editors at once', () => {
  it('refuses a save based on grants that changed since they were read (409), changing nothing', async () => {
    const read = (await privileges(ouAdmin, fin.id)).json().data;
    const first = await post(ouAdmin, '/api/Contacts/SaveContactPrivileges', {
      ouID: fin.id,
      contactID: contactId,
      version: read.version,
      grants: [{ functionCode: 'FN-0005' }],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).not.toBe(read.version);
    const contact = await t.db.prisma.contact.findUniqueOrThrow({ where: { id: contactId } });
    const held = await grantsOf(contact.email!);
    const auditRows = await t.db.prisma.auditLog.count();

    const stale = await post(ouAdmin, '/api/Contacts/SaveContactPrivileges', {
      ouID: fin.id,
      contactID: contactId,
      version: read.version,
      grants: [{ functionCode: 'FN-0006' }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CONFLICT');
    expect(await grantsOf(contact.email!)).toEqual(held);
    expect(await t.db.prisma.auditLog.count()).toBe(auditRows);
  });

  it('refuses a missing or malformed version (400)', async () => {
    const body = { ouID: fin.id, contactID: contactId, grants: [] };
    for (const version of [undefined, '', 'not-a-version', 7]) {
      const res = await post(ouAdmin, '/api/Contacts/SaveContactPrivileges', { ...body, version });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].path).toBe('body.version');
    }
  });
});
