import { serverMessageTextsEn } from '@cd/contracts/server-message-texts-en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousPost, browsersFor, auditOf, get, ouByCode, post } from '../../test/api-calls.js';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: InjectBrowser;
let ouAdmin: InjectBrowser;
let maintainer: InjectBrowser;
let employee: InjectBrowser;
let fin: { id: number };
let hk: { id: number };
let china: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  [admin, ouAdmin, maintainer, employee] = await browsersFor(
    t,
    DEMO.admin,
    DEMO.ouAdmin,
    DEMO.maintainer,
    DEMO.employee,
  );
  fin = await ouByCode(t, 'HPG-HK-FIN');
  hk = await ouByCode(t, 'HPG-HK');
  china = await ouByCode(t, 'HPG-CN');
});
afterAll(() => t.close());

const firstContactIn = (ouId: number) =>
  t.db.prisma.contact.findFirstOrThrow({
    where: { ouId, email: { notIn: Object.values(DEMO) } },
    orderBy: { id: 'asc' },
  });

const load = (browser: InjectBrowser, contactID: number | string) =>
  get(browser, `/api/Contacts/ContactMaintenance?contactID=${contactID}&functionCode=FN-0003`);

const newContact = (ouID: number, extra: Record<string, unknown> = {}) => ({
  ouID,
  firstName: 'Mei Ling',
  familyName: 'Chow',
  chineseName: '周美玲',
  title: 'Analyst',
  email: 'Mei.Ling.Chow@HarbourPacific.com.hk',
  phone: { countryCode: '852', areaCode: '', number: '2123 4567', extension: '88' },
  mobile: { countryCode: '852', number: '9123 4567' },
  secondaryEmails: ['mlchow@harbourpacific.com'],
  secondaryPhones: [{ countryCode: '852', number: '2999 0000' }],
  secondaryMobiles: [{ number: '6123 0000' }],
  ...extra,
});

describe('GET /api/Contacts/ContactMaintenance', () => {
  it('loads every form field with the version and what the caller may do', async () => {
    const contact = await firstContactIn(fin.id);
    const res = await load(maintainer, contact.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      contactID: contact.id,
      version: contact.version,
      firstName: contact.firstName,
      familyName: contact.familyName,
      ouID: fin.id,
      ouName: 'Hong Kong Finance',
      canEditPermissions: true,
      canDelete: true,
    });
    for (const field of [
      'middleName',
      'localName',
      'chineseName',
      'title',
      'departmentID',
      'phone',
      'mobile',
      'fax',
    ]) {
      expect(res.json().data).toHaveProperty(field);
    }
  });

  it.each([
    ['contactID=abc&functionCode=FN-0003', 'querystring.contactID'],
    ['contactID=1&functionCode=FN-0000', 'querystring.functionCode'],
  ])('refuses %s naming the field', async (query, path) => {
    const res = await get(maintainer, `/api/Contacts/ContactMaintenance?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].path).toBe(path);
  });

  it('needs a session, FN-0003 and the contact’s OU', async () => {
    const contact = await firstContactIn(fin.id);
    const url = `/api/Contacts/ContactMaintenance?contactID=${contact.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await load(employee, contact.id)).statusCode).toBe(403);
    const outside = await firstContactIn(china.id);
    // Outside the caller's OUs a contact is as good as absent (issue 15: no existence oracle).
    expect((await load(ouAdmin, outside.id)).statusCode).toBe(404);
    expect((await load(maintainer, (await firstContactIn(hk.id)).id)).statusCode).toBe(404);
  });

  it('answers 404 for a contact that does not exist', async () => {
    const res = await load(admin, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Contact 999999 was not found.');
  });
});

describe('POST /api/Contacts/ContactInfoUpdate', () => {
  it('creates a contact with lower-cased emails, search text and an audit record', async () => {
    const res = await post(maintainer, '/api/Contacts/ContactInfoUpdate', newContact(fin.id));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      version: 1,
      displayName: 'Mei Ling Chow',
      email: 'mei.ling.chow@harbourpacific.com.hk',
      secondaryEmails: ['mlchow@harbourpacific.com'],
      phone: { countryCode: '852', areaCode: null, number: '2123 4567', extension: '88' },
      secondaryMobiles: [{ countryCode: null, number: '6123 0000' }],
      source: 'MANUAL',
    });
    const row = await t.db.prisma.contact.findUniqueOrThrow({ where: { id: data.contactID } });
    expect(row.searchText).toContain('mei ling chow');
    expect(row.searchText).toContain('周美玲');
    const [audit] = await auditOf(t, 'Contact', data.contactID);
    expect(audit).toMatchObject({
      action: 'CONTACT_CREATE',
      actorEmail: DEMO.maintainer,
      ouId: fin.id,
      before: null,
    });
    expect(audit!.after).toMatchObject({
      firstName: 'Mei Ling',
      email: 'mei.ling.chow@harbourpacific.com.hk',
    });
  });

  it.each([
    [{ firstName: ' ' }, 'body.firstName', 'First name is a mandatory field', 'FIELD_REQUIRED'],
    [
      { email: 'not-an-email' },
      'body.email',
      'Enter a valid email address, such as name@example.com',
      'FIELD_EMAIL',
    ],
    [
      { phone: { number: '12ab' } },
      'body.phone.number',
      'Phone number may contain digits, spaces and hyphens only',
      'FIELD_PHONE_CHARACTERS',
    ],
    [
      { phone: { number: '123', countryCode: '+852' } },
      'body.phone.countryCode',
      'Country code may contain digits only',
      'FIELD_DIGITS_ONLY',
    ],
    [
      { familyName: 'Lee<b>' },
      'body.familyName',
      'Family name may not contain ~ ! @ # $ % ^ * + = " ; < >',
      'FIELD_NAME_SYMBOL',
    ],
    [
      { secondaryEmails: ['a@b.com', 'A@b.com'] },
      'body.secondaryEmails',
      'An email address is listed twice',
      'FIELD_EMAIL_TWICE',
    ],
    [{ contactID: 5 }, 'body.version', 'version is required to update a contact', 'FIELD_INVALID'],
  ])('refuses %j with its message, coded, and writes nothing', async (extra, path, message, messageCode) => {
    const before = await t.db.prisma.auditLog.count();
    const res = await post(maintainer, '/api/Contacts/ContactInfoUpdate', newContact(fin.id, extra));
    expect(res.statusCode).toBe(400);
    // Decisions 097, 106: every field issue carries the code the browser's own check gives it.
    expect(res.json().error.details).toContainEqual({ path, message, messageCode });
    expect(await t.db.prisma.auditLog.count()).toBe(before);
  });

  it("keeps the apostrophes and hyphens real names carry (spec 5's filter, decision 106)", async () => {
    const res = await post(
      maintainer,
      '/api/Contacts/ContactInfoUpdate',
      newContact(fin.id, {
        firstName: 'Seán',
        familyName: "O'Connor",
        middleName: 'Álvarez-Núñez',
        localName: 'N’Dour',
        email: 'sean.oconnor@harbourpacific.com.hk',
        secondaryEmails: [],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      familyName: "O'Connor",
      middleName: 'Álvarez-Núñez',
      localName: 'N’Dour',
    });
  });

  it('refuses a department of another OU', async () => {
    const department = await t.db.prisma.department.findFirstOrThrow({ where: { ouId: hk.id } });
    const res = await post(
      admin,
      '/api/Contacts/ContactInfoUpdate',
      newContact(fin.id, { departmentID: department.id }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The department belongs to another OU.');
  });

  it('needs a session, and FN-0003 on the OU the contact is to belong to', async () => {
    expect((await anonymousPost(t, '/api/Contacts/ContactInfoUpdate', newContact(fin.id))).statusCode).toBe(
      401,
    );
    expect((await post(employee, '/api/Contacts/ContactInfoUpdate', newContact(fin.id))).statusCode).toBe(
      403,
    );
    expect((await post(maintainer, '/api/Contacts/ContactInfoUpdate', newContact(hk.id))).statusCode).toBe(
      403,
    );
    expect((await post(admin, '/api/Contacts/ContactInfoUpdate', newContact(999_999))).statusCode).toBe(404);
  });

  it('lets exactly one of two concurrent saves of one version through: one 200, one 409, one audit row', async () => {
    const contact = await firstContactIn(fin.id);
    // Several rounds, so that both transactions read the same version before either writes at least once.
    for (let round = 0; round < 5; round++) {
      const form = (await load(maintainer, contact.id)).json().data;
      const auditRows = (await auditOf(t, 'Contact', contact.id)).length;
      const results = await Promise.all([
        post(maintainer, '/api/Contacts/ContactInfoUpdate', { ...form, title: `Maintainer ${round}` }),
        post(ouAdmin, '/api/Contacts/ContactInfoUpdate', { ...form, title: `OU admin ${round}` }),
      ]);
      expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join('\n')).toEqual([
        200, 409,
      ]);
      const winner = results.find((r) => r.statusCode === 200)!.json().data;
      expect(winner.version).toBe(form.version + 1);
      expect((await auditOf(t, 'Contact', contact.id)).length).toBe(auditRows + 1);
      const stored = await t.db.prisma.contact.findUniqueOrThrow({ where: { id: contact.id } });
      expect({ title: stored.title, version: stored.version }).toEqual({
        title: winner.title,
        version: winner.version,
      });
    }
  });

  it('updates on the current version, refuses a stale one with 409 and no audit record', async () => {
    const contact = await firstContactIn(fin.id);
    const form = (await load(maintainer, contact.id)).json().data;
    const update = { ...form, title: 'Senior Accountant' };
    const saved = await post(maintainer, '/api/Contacts/ContactInfoUpdate', update);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ title: 'Senior Accountant', version: form.version + 1 });
    const [audit] = await auditOf(t, 'Contact', contact.id);
    expect(audit).toMatchObject({ action: 'CONTACT_UPDATE' });
    expect(audit!.before).toMatchObject({ title: form.title });
    expect(audit!.after).toMatchObject({ title: 'Senior Accountant' });

    const auditRows = await t.db.prisma.auditLog.count();
    const stale = await post(ouAdmin, '/api/Contacts/ContactInfoUpdate', { ...form, title: 'Overwritten' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      result: false,
      message: serverMessageTextsEn.STALE_VERSION,
      error: { code: 'CONFLICT' },
    });
    expect(await t.db.prisma.auditLog.count()).toBe(auditRows);
    expect((await t.db.prisma.contact.findUniqueOrThrow({ where: { id: contact.id } })).title).toBe(
      'Senior Accountant',
    );
  });

  it('answers 404 when the contact to update is gone', async () => {
    const res = await post(
      admin,
      '/api/Contacts/ContactInfoUpdate',
      newContact(fin.id, { contactID: 999_999, version: 1 }),
    );
    expect(res.statusCode).toBe(404);
  });

  it('moves a contact only with FN-0003 on both OUs', async () => {
    const inChina = await firstContactIn(china.id);
    const form = (await load(admin, inChina.id)).json().data;
    const res = await post(ouAdmin, '/api/Contacts/ContactInfoUpdate', {
      ...form,
      ouID: hk.id,
      departmentID: null,
    });
    // The contact's own OU is outside oscar's grants: it is as good as absent, whatever the body says.
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Contact ${inChina.id} was not found.`);

    const inFinance = await firstContactIn(fin.id);
    const financeForm = (await load(ouAdmin, inFinance.id)).json().data;
    const moved = await post(ouAdmin, '/api/Contacts/ContactInfoUpdate', {
      ...financeForm,
      ouID: hk.id,
      departmentID: null,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.ouID).toBe(hk.id);
  });

  it('moves the user’s grants to the new master email when asked to retain them', async () => {
    const carmen = await t.db.prisma.contact.findFirstOrThrow({ where: { email: DEMO.maintainer } });
    const form = (await load(admin, carmen.id)).json().data;
    const newEmail = 'carmen.lee2@harbourpacific.com.hk';
    const res = await post(admin, '/api/Contacts/ContactInfoUpdate', {
      ...form,
      email: newEmail,
      retainPermissions: true,
    });
    expect(res.statusCode).toBe(200);
    const grantsOf = (email: string) =>
      t.db.prisma.permissionGrant.findMany({
        where: { user: { email } },
        select: { functionCode: true, ouId: true },
      });
    expect(await grantsOf(DEMO.maintainer)).toEqual([]);
    expect(await grantsOf(newEmail)).toEqual([{ functionCode: 'FN-0003', ouId: fin.id }]);
    const moved = await t.db.prisma.auditLog.findFirstOrThrow({ where: { action: 'PERMISSION_MOVE' } });
    expect(moved.after).toMatchObject({ email: newEmail });

    // Without retaining, the grants stay with the address that holds them.
    const again = (await load(admin, carmen.id)).json().data;
    const third = 'carmen.lee3@harbourpacific.com.hk';
    await post(admin, '/api/Contacts/ContactInfoUpdate', {
      ...again,
      email: third,
      retainPermissions: false,
    });
    expect(await grantsOf(newEmail)).toHaveLength(1);
    expect(await grantsOf(third)).toEqual([]);

    // Carmen gets her address and grant back for the other tests.
    const carmenUser = await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO.maintainer } });
    await t.db.prisma.permissionGrant.updateMany({
      where: { user: { email: newEmail } },
      data: { userId: carmenUser.id },
    });
    await t.db.prisma.contact.update({ where: { id: carmen.id }, data: { email: DEMO.maintainer } });
  });
});

describe('POST /api/Contacts/RemoveContact', () => {
  it('deletes with its audit record', async () => {
    const created = (await post(maintainer, '/api/Contacts/ContactInfoUpdate', newContact(fin.id))).json()
      .data;
    const res = await post(maintainer, '/api/Contacts/RemoveContact', {
      contactID: created.contactID,
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(await t.db.prisma.contact.findUnique({ where: { id: created.contactID } })).toBeNull();
    const [audit] = await auditOf(t, 'Contact', created.contactID);
    expect(audit).toMatchObject({ action: 'CONTACT_DELETE', after: null });
    expect(audit!.before).toMatchObject({ firstName: 'Mei Ling' });
  });

  it("refuses a new contact with 'You can't delete this contact' and the reason", async () => {
    const res = await post(maintainer, '/api/Contacts/RemoveContact', {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("You can't delete this contact. It has not been saved yet.");
  });

  it('refuses the only contact of its organisation’s directory', async () => {
    const root = await t.db.prisma.organizationUnit.create({
      data: { code: 'SOLO', name: 'Solo Holdings', path: '/', depth: 0, createdBy: 't', modifiedBy: 't' },
    });
    const only = await t.db.prisma.contact.create({
      data: {
        ouId: root.id,
        firstName: 'Only',
        familyName: 'One',
        displayName: 'Only One',
        searchText: 'only one',
        createdBy: 't',
        modifiedBy: 't',
      },
    });
    const res = await post(admin, '/api/Contacts/RemoveContact', { contactID: only.id, version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "You can't delete this contact. It is the only contact in the central directory of its organisation.",
    );
    expect(await t.db.prisma.contact.findUnique({ where: { id: only.id } })).not.toBeNull();
  });

  it('needs FN-0003C on the contact’s OU, the current version, and an existing contact', async () => {
    const contact = await firstContactIn(fin.id);
    expect(
      (await anonymousPost(t, '/api/Contacts/RemoveContact', { contactID: contact.id, version: 1 }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(employee, '/api/Contacts/RemoveContact', { contactID: contact.id, version: 1 })).statusCode,
    ).toBe(403);
    const outside = await firstContactIn(china.id);
    expect(
      (await post(ouAdmin, '/api/Contacts/RemoveContact', { contactID: outside.id, version: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await post(admin, '/api/Contacts/RemoveContact', { contactID: 999_999, version: 1 })).statusCode,
    ).toBe(404);
    const stale = await post(admin, '/api/Contacts/RemoveContact', {
      contactID: contact.id,
      version: contact.version + 5,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(serverMessageTextsEn.STALE_VERSION);
    expect(
      (await post(admin, '/api/Contacts/RemoveContact', { contactID: 'x', version: 1 })).statusCode,
    ).toBe(400);
  });
});
