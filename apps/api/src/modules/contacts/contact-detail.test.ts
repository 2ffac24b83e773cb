import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryFixture, type DirectoryFixture } from '../../test/directory-fixture.js';
import type { InjectBrowser } from '../../test/inject-browser.js';

let f: DirectoryFixture;
let t: DirectoryFixture['t'];
let employee: InjectBrowser;
let carmen: InjectBrowser;
let nora: InjectBrowser;
let chan: { id: number };
let alice: { id: number };

beforeAll(async () => {
  f = await createDirectoryFixture();
  ({ t, employee, carmen, nora } = f);
  chan = await t.db.prisma.contact.findFirstOrThrow({
    where: { email: 'taiman.chan@harbourpacific.com.hk' },
  });
  alice = await t.db.prisma.contact.findFirstOrThrow({ where: { email: 'alice.admin@harbourpacific.com' } });
});
afterAll(() => t.close());

const detail = (browser: InjectBrowser | null, query: string) =>
  f.get(browser, `/api/Contacts/GetContactsByContactID?${query}`);

describe('GET /api/Contacts/GetContactsByContactID', () => {
  it('answers the spec 3 detail view', async () => {
    await t.db.prisma.contactEmail.create({
      data: { contactId: chan.id, email: 'tm.chan@hp.com', position: 9 },
    });
    const res = await detail(employee, `contactID=${chan.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      result: true,
      data: {
        contactID: chan.id,
        displayName: 'Chan Tai Man',
        chineseName: '陳大文',
        familyName: 'Chan',
        email: 'taiman.chan@harbourpacific.com.hk',
        phone: '+852 29876543 ext. 8642',
        mobile: '+852 61234567',
        source: 'MANUAL',
        editContactLink: null, // the employee may not edit
      },
    });
    expect(res.json().data.secondaryEmail).toContain('tm.chan@hp.com');
    expect(Date.parse(res.json().data.createdDate)).not.toBeNaN();
  });

  it('offers the edit link to a caller who may edit the contact', async () => {
    const res = await detail(carmen, `contactID=${chan.id}`);
    expect(res.json().data.editContactLink).toBe(`/ContactMaintenance?contact=${chan.id}`);
    const asMaintainer = await detail(carmen, `contactID=${chan.id}&functionCode=FN-0003`);
    expect(asMaintainer.statusCode).toBe(200);
  });

  it.each(['contactID=abc', 'contactID=0', 'contactID=1e3', '', `contactID=1&functionCode=FN-9999`])(
    'refuses %j with 400',
    async (query) => {
      expect((await detail(employee, query)).statusCode).toBe(400);
    },
  );

  it('needs a session, the code on the contact’s OU; an unknown contact is 404', async () => {
    expect((await detail(null, `contactID=${chan.id}`)).statusCode).toBe(401);
    expect((await detail(nora, `contactID=${chan.id}`)).statusCode).toBe(403);
    expect((await detail(carmen, `contactID=${alice.id}`)).statusCode).toBe(403);
    expect((await detail(employee, `contactID=${chan.id}&functionCode=FN-0003`)).statusCode).toBe(403);
    const missing = await detail(employee, 'contactID=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ result: false, error: { code: 'NOT_FOUND' } });
  });
});
