import { contactDetailResponse } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../test/test-app.js';
import { formatPhone } from './contact-detail.mapper.js';

let t: TestApp;
let employee: InjectBrowser;
let ouAdmin: InjectBrowser;
let maintainer: InjectBrowser;
let noRole: InjectBrowser;
/** A contact in Hong Kong Finance (inside every HK grant) and one outside Hong Kong. */
let finance: { id: number; displayName: string; ouId: number };
let abroad: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  employee = (await signIn(t.app, DEMO.employee)).browser;
  ouAdmin = (await signIn(t.app, DEMO.ouAdmin)).browser;
  maintainer = (await signIn(t.app, DEMO.maintainer)).browser;
  noRole = (await signIn(t.app, DEMO.noRole)).browser;
  const { prisma } = t.db;
  const hk = await prisma.organizationUnit.findUniqueOrThrow({ where: { code: 'HPG-HK' } });
  finance = await prisma.contact.findFirstOrThrow({
    where: { ou: { code: 'HPG-HK-FIN' }, secondaryPhones: { some: {} } },
    orderBy: { id: 'asc' },
  });
  abroad = await prisma.contact.findFirstOrThrow({
    where: { ou: { NOT: { path: { startsWith: hk.path } } } },
    orderBy: { id: 'asc' },
  });
});
afterAll(() => t.close());

const detail = (browser: InjectBrowser, query: string) =>
  browser.request({ method: 'GET', url: `/api/Contacts/GetContactsByContactID?${query}` });

describe('GET /api/Contacts/GetContactsByContactID', () => {
  it('returns the detail view of spec 3, matching the contract', async () => {
    const res = await detail(employee, `contactID=${finance.id}&functionCode=FN-0000`);
    expect(res.statusCode).toBe(200);
    const body = contactDetailResponse.parse(res.json());
    expect(body.result).toBe(true);
    expect(body.data).toMatchObject({
      contactID: finance.id,
      displayName: finance.displayName,
      ouID: finance.ouId,
      ouName: 'Hong Kong Finance',
      editContactLink: null,
    });
    expect(body.data.secondaryPhone.length + body.data.secondaryMobile.length).toBeGreaterThan(0);
    expect(body.data.phone).toMatch(/^\+\d+ /);
  });

  it('defaults functionCode to FN-0000', async () => {
    expect((await detail(employee, `contactID=${finance.id}`)).statusCode).toBe(200);
  });

  it('offers the edit link to a caller who may edit the contact', async () => {
    for (const browser of [maintainer, ouAdmin]) {
      const res = await detail(browser, `contactID=${finance.id}`);
      expect(res.json().data.editContactLink).toBe(`/ContactMaintenance?contact=${finance.id}`);
    }
  });

  it.each(['abc', '0', '-1', '0x1', '1e3', '2147483648'])(
    'rejects contactID=%s naming the field',
    async (id) => {
      const res = await detail(employee, `contactID=${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'querystring.contactID' }],
      });
    },
  );

  it('rejects an unknown function code', async () => {
    const res = await detail(employee, `contactID=${finance.id}&functionCode=FN-9999`);
    expect(res.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Contacts/GetContactsByContactID?contactID=${finance.id}`,
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a caller without a directory or maintenance code', async () => {
    const res = await detail(noRole, `contactID=${finance.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it('refuses a contact whose OU lies outside the caller’s grants', async () => {
    expect((await detail(ouAdmin, `contactID=${abroad.id}`)).statusCode).toBe(403);
    expect((await detail(employee, `contactID=${abroad.id}`)).statusCode).toBe(200);
  });

  it('refuses a function code the caller holds nowhere on that OU', async () => {
    const res = await detail(employee, `contactID=${finance.id}&functionCode=FN-0003`);
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for a contact that does not exist', async () => {
    const res = await detail(employee, 'contactID=2147483647');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ result: false, error: { code: 'NOT_FOUND' } });
    expect(res.json().message).toContain('2147483647');
  });
});

describe('formatPhone', () => {
  it('joins country, area, number and extension for display', () => {
    expect(formatPhone({ countryCode: '852', number: '2123 4567', extension: '89' })).toBe(
      '+852 2123 4567 ext. 89',
    );
    expect(formatPhone({ countryCode: '+44', areaCode: '20', number: '7946 0000' })).toBe('+44 20 7946 0000');
    expect(formatPhone({ number: null })).toBeNull();
  });
});
