import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browsersFor, get, ouByCode, post } from '../../test/api-calls.js';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ouAdmin: InjectBrowser;
let maintainer: InjectBrowser;
let employee: InjectBrowser;
let fin: { id: number };
let contactId: number;

beforeAll(async () => {
  t = await createTestApp();
  [ouAdmin, maintainer, employee] = await browsersFor(t, DEMO.ouAdmin, DEMO.maintainer, DEMO.employee);
  fin = await ouByCode(t, 'HPG-HK-FIN');
  const created = await post(maintainer, '/api/Contacts/ContactInfoUpdate', {
    ouID: fin.id,
    firstName: 'Hist',
    familyName: 'Ory',
    title: 'Clerk',
  });
  contactId = created.json().data.contactID;
  for (const [version, title] of [
    [1, 'Senior Clerk'],
    [2, 'Supervisor'],
  ] as const) {
    const form = (await get(maintainer, `/api/Contacts/ContactMaintenance?contactID=${contactId}`)).json()
      .data;
    expect(form.version).toBe(version);
    await post(maintainer, '/api/Contacts/ContactInfoUpdate', { ...form, title });
  }
});
afterAll(() => t.close());

const history = (browser: InjectBrowser, query: string) => get(browser, `/api/Audit/History?${query}`);

describe('GET /api/Audit/History', () => {
  it('lists a contact’s changes newest first, field by field, paged', async () => {
    const res = await history(maintainer, `entityType=Contact&entityID=${contactId}&pageSize=2`);
    expect(res.statusCode).toBe(200);
    const { items, total, page } = res.json().data;
    expect({ total, page }).toEqual({ total: 3, page: 1 });
    expect(items.map((i: { action: string }) => i.action)).toEqual(['CONTACT_UPDATE', 'CONTACT_UPDATE']);
    expect(items[0]).toMatchObject({
      actorEmail: DEMO.maintainer,
      changes: [{ field: 'title', before: 'Senior Clerk', after: 'Supervisor' }],
    });
    const second = (
      await history(maintainer, `entityType=Contact&entityID=${contactId}&pageSize=2&page=2`)
    ).json().data;
    expect(second.items[0].action).toBe('CONTACT_CREATE');
    expect(second.items[0].changes).toContainEqual({ field: 'firstName', before: null, after: 'Hist' });
    expect(second.items[0].changes).toContainEqual({ field: 'ouID', before: null, after: fin.id });
  });

  it('names the OUs its changes refer to, in both languages, so the panel shows names, not ids', async () => {
    const res = await history(maintainer, `entityType=Contact&entityID=${contactId}&page=3&pageSize=1`);
    const ou = await t.db.prisma.organizationUnit.findUniqueOrThrow({ where: { id: fin.id } });
    expect(res.json().data.references).toEqual({
      ous: { [String(fin.id)]: { name: ou.name, nameZh: ou.nameZh } },
      departments: {},
    });
  });

  it('keeps a deleted contact’s history readable to its maintainers', async () => {
    const form = (await get(maintainer, `/api/Contacts/ContactMaintenance?contactID=${contactId}`)).json()
      .data;
    expect(
      (await post(maintainer, '/api/Contacts/RemoveContact', { contactID: contactId, version: form.version }))
        .statusCode,
    ).toBe(200);
    const res = await history(maintainer, `entityType=Contact&entityID=${contactId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items[0]).toMatchObject({ action: 'CONTACT_DELETE' });
  });

  it('shows an OU’s history to OU maintainers only', async () => {
    expect((await history(ouAdmin, `entityType=OrganizationUnit&entityID=${fin.id}`)).statusCode).toBe(200);
    expect((await history(maintainer, `entityType=OrganizationUnit&entityID=${fin.id}`)).statusCode).toBe(
      403,
    );
    const root = await ouByCode(t, 'HPG');
    expect((await history(ouAdmin, `entityType=OrganizationUnit&entityID=${root.id}`)).statusCode).toBe(403);
  });

  it('needs a session and a maintenance code; 404 for an unknown object; 400 for a bad query', async () => {
    const query = `entityType=Contact&entityID=${contactId}`;
    expect((await t.app.inject({ method: 'GET', url: `/api/Audit/History?${query}` })).statusCode).toBe(401);
    expect((await history(employee, query)).statusCode).toBe(403);
    expect((await history(maintainer, 'entityType=Contact&entityID=999999')).statusCode).toBe(404);
    const bad = await history(maintainer, 'entityType=Session&entityID=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].message).toBe(
      'entityType must be Contact, OrganizationUnit or Department',
    );
  });
});
