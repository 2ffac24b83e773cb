import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, ouByCode, post } from '../../test/api-calls.js';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { addIdpAccount, createTestApp, DEMO, signIn, type TestApp } from '../../test/test-app.js';

// ARCHITECTURE 4: FN-0003 = FN-0003A (edit details) + FN-0003B (edit permissions) + FN-0003C (delete).
// Each variant alone opens the contact maintenance screen and allows exactly its own part.
let t: TestApp;
let fin: { id: number };
const holder: Record<'A' | 'B' | 'C', InjectBrowser> = {} as never;

/** Someone outside every trusted domain who holds only `code` on Hong Kong Finance. */
async function signInHolding(variant: 'A' | 'B' | 'C') {
  const email = `variant.${variant.toLowerCase()}@contractor.example`;
  await addIdpAccount(t.app, { id: `variant-${variant}`, email });
  const user = await t.db.prisma.user.create({ data: { email } });
  await t.db.prisma.permissionGrant.create({
    data: { userId: user.id, ouId: fin.id, functionCode: `FN-0003${variant}`, grantedBy: 'test' },
  });
  return (await signIn(t.app, email)).browser;
}

beforeAll(async () => {
  t = await createTestApp();
  fin = await ouByCode(t, 'HPG-HK-FIN');
  for (const variant of ['A', 'B', 'C'] as const) holder[variant] = await signInHolding(variant);
});
afterAll(() => t.close());

const contactIn = (ouId: number, skip = 0) =>
  t.db.prisma.contact.findFirstOrThrow({
    where: { ouId, email: { notIn: Object.values(DEMO) } },
    orderBy: { id: 'asc' },
    skip,
  });
const load = (browser: InjectBrowser, contactID: number, functionCode = 'FN-0003') =>
  get(browser, `/api/Contacts/ContactMaintenance?contactID=${contactID}&functionCode=${functionCode}`);

describe('FN-0003 variants on the contact maintenance endpoints', () => {
  it.each([
    ['A', { canEditDetails: true, canEditPermissions: false, canDelete: false }],
    ['B', { canEditDetails: false, canEditPermissions: true, canDelete: false }],
    ['C', { canEditDetails: false, canEditPermissions: false, canDelete: true }],
  ] as const)('FN-0003%s alone loads the form with only its own part allowed', async (variant, may) => {
    const contact = await contactIn(fin.id);
    const res = await load(holder[variant], contact.id, `FN-0003${variant}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ contactID: contact.id, ...may });
    // Only on the OU the grant is for.
    const hk = await ouByCode(t, 'HPG-HK');
    expect((await load(holder[variant], (await contactIn(hk.id)).id)).statusCode).toBe(404);
  });

  it('saves details with FN-0003A only', async () => {
    const contact = await contactIn(fin.id);
    const form = (await load(holder.A, contact.id)).json().data;
    const body = { ...form, title: 'Edited by an FN-0003A holder' };
    for (const variant of ['B', 'C'] as const) {
      expect((await post(holder[variant], '/api/Contacts/ContactInfoUpdate', body)).statusCode).toBe(403);
    }
    const saved = await post(holder.A, '/api/Contacts/ContactInfoUpdate', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.title).toBe('Edited by an FN-0003A holder');
  });

  it('reads and saves permissions with FN-0003B only', async () => {
    const contact = await contactIn(fin.id);
    const url = `/api/Contacts/GetContactPrivileges?ouID=${fin.id}&contactID=${contact.id}`;
    for (const variant of ['A', 'C'] as const) {
      expect((await get(holder[variant], url)).statusCode).toBe(403);
    }
    const privileges = await get(holder.B, url);
    expect(privileges.statusCode).toBe(200);
    // B may pass on only what B holds: FN-0003B itself.
    expect(privileges.json().data.grantableCodes).toEqual(['FN-0003B']);
    const { version } = privileges.json().data;
    const save = (grants: { functionCode: string }[]) =>
      post(holder.B, '/api/Contacts/SaveContactPrivileges', {
        ouID: fin.id,
        contactID: contact.id,
        version,
        grants,
      });
    expect((await save([{ functionCode: 'FN-0003A' }])).statusCode).toBe(403);
    expect((await save([{ functionCode: 'FN-0003B' }])).statusCode).toBe(200);
  });

  it('deletes with FN-0003C only', async () => {
    const contact = await contactIn(fin.id, 3);
    const body = { contactID: contact.id, version: contact.version };
    for (const variant of ['A', 'B'] as const) {
      expect((await post(holder[variant], '/api/Contacts/RemoveContact', body)).statusCode).toBe(403);
    }
    expect((await post(holder.C, '/api/Contacts/RemoveContact', body)).statusCode).toBe(200);
  });

  it('finds the contacts each variant may maintain through the maintenance search', async () => {
    for (const variant of ['A', 'B', 'C'] as const) {
      const res = await post(holder[variant], '/api/Contacts/ContactBasicSearch/', {
        searchText: '',
        functionCode: 'FN-0003',
      });
      expect(res.statusCode).toBe(200);
      const ous = new Set(res.json().data.items.map((i: { ouID: number }) => i.ouID));
      expect([...ous]).toEqual([fin.id]);
      // They hold no FN-0000 anywhere: the directory search stays closed.
      expect(
        (await post(holder[variant], '/api/Contacts/ContactBasicSearch/', { searchText: 'chan' })).statusCode,
      ).toBe(403);
    }
  });
});

describe('the department choice of the contact form', () => {
  it('lists an OU’s departments to any FN-0003 variant holder there, and no further', async () => {
    const hk = await ouByCode(t, 'HPG-HK');
    for (const variant of ['A', 'B', 'C'] as const) {
      const res = await get(holder[variant], `/api/Departments/GetOUDepartment/?ouid=${fin.id}&pageSize=200`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.items.length).toBeGreaterThan(0);
      expect(res.json().data.items.every((d: { ouID: number }) => d.ouID === fin.id)).toBe(true);
      expect((await get(holder[variant], `/api/Departments/GetOUDepartment/?ouid=${hk.id}`)).statusCode).toBe(
        403,
      );
    }
  });
});
