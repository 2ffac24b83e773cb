import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browsersFor, get, ouByCode, post } from './api-calls.js';
import type { InjectBrowser } from './inject-browser.js';
import { createTestApp, DEMO, type TestApp } from './test-app.js';

/**
 * Every mutating administration endpoint writes its audit row in the same transaction, and a save that
 * fails writes none. One row per endpoint: a call that succeeds, then one that fails after validation
 * (a stale version or a refusal), so a handler that audited outside its transaction would show up.
 */
let t: TestApp;
let admin: InjectBrowser;
let fin: { id: number };
let hk: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  [admin] = await browsersFor(t, DEMO.admin);
  fin = await ouByCode(t, 'HPG-HK-FIN');
  hk = await ouByCode(t, 'HPG-HK');
});
afterAll(() => t.close());

interface Case {
  url: string;
  action: string;
  succeed: () => unknown;
  fail: () => unknown;
}

const contactBody = () => ({
  ouID: fin.id,
  firstName: 'Audit',
  familyName: 'Probe',
  email: 'audit.probe@harbourpacific.com.hk',
});
const newContact = async () =>
  (await post(admin, '/api/Contacts/ContactInfoUpdate', contactBody())).json().data;
const newDepartment = async (code: string) =>
  (
    await post(admin, '/api/Departments/DepartmentMaintenance/', { ouID: fin.id, code, name: 'Audit probe' })
  ).json().data;
const newOu = async (code: string) =>
  (
    await post(admin, '/api/OrganizationUnits/OUUpdate', { parentOUID: hk.id, code, name: 'Audit probe' })
  ).json().data;
const parameter = async (key: string) =>
  (
    (await get(admin, '/api/SystemAdministration/SelectSystemParameters')).json().data as {
      key: string;
      version: number;
    }[]
  ).find((p) => p.key === key)!;

/** GetContactPrivileges' `version` for a new contact, who holds no grants (sha256 of nothing). */
const NO_GRANTS_VERSION = 'e3b0c44298fc1c14';

const cases: Case[] = [
  {
    url: '/api/Contacts/ContactInfoUpdate',
    action: 'CONTACT_CREATE',
    succeed: contactBody,
    fail: async () => ({ ...(await newContact()), version: 9 }),
  },
  {
    url: '/api/Contacts/RemoveContact',
    action: 'CONTACT_DELETE',
    succeed: async () => ({ contactID: (await newContact()).contactID, version: 1 }),
    fail: async () => ({ contactID: (await newContact()).contactID, version: 9 }),
  },
  {
    url: '/api/Contacts/SaveContactPrivileges',
    action: 'PERMISSION_CHANGE',
    succeed: async () => ({
      ouID: fin.id,
      contactID: (await newContact()).contactID,
      version: NO_GRANTS_VERSION,
      grants: [{ functionCode: 'FN-0002' }],
    }),
    fail: async () => ({
      ouID: fin.id,
      contactID: 999_999,
      version: NO_GRANTS_VERSION,
      grants: [{ functionCode: 'FN-0002' }],
    }),
  },
  {
    url: '/api/Departments/DepartmentMaintenance/',
    action: 'DEPARTMENT_CREATE',
    succeed: () => ({ ouID: fin.id, code: 'AUD1', name: 'Audit probe' }),
    fail: () => ({ ouID: fin.id, code: 'AUD1', name: 'Duplicate code' }),
  },
  {
    url: '/api/Departments/DeleteDepartment/',
    action: 'DEPARTMENT_DELETE',
    succeed: async () => ({ departmentID: (await newDepartment('AUD2')).departmentID, version: 1 }),
    fail: async () => ({ departmentID: (await newDepartment('AUD3')).departmentID, version: 9 }),
  },
  {
    url: '/api/OrganizationUnits/OUUpdate',
    action: 'OU_CREATE',
    succeed: () => ({ parentOUID: hk.id, code: 'AUD-OU1', name: 'Audit probe' }),
    fail: () => ({ parentOUID: hk.id, code: 'AUD-OU1', name: 'Duplicate code' }),
  },
  {
    url: '/api/OrganizationUnits/OURemove',
    action: 'OU_DELETE',
    succeed: async () => ({ ouID: (await newOu('AUD-OU2')).ouID, version: 1 }),
    fail: async () => ({ ouID: (await newOu('AUD-OU3')).ouID, version: 9 }),
  },
  {
    url: '/api/TrustedDomain/SaveTrustedDomain',
    action: 'TRUSTED_DOMAIN_SAVE',
    succeed: () => ({ ouID: fin.id, trustedDomains: ['audit.example'], version: 1 }),
    fail: () => ({ ouID: fin.id, trustedDomains: ['audit.example'], version: 1 }),
  },
  {
    url: '/api/SystemAdministration/UpdateSystemParameters/',
    action: 'SYSTEM_PARAMETER_UPDATE',
    succeed: async () => ({
      parameters: [
        { key: 'import.maxRows', value: '900', version: (await parameter('import.maxRows')).version },
      ],
    }),
    fail: async () => ({
      parameters: [
        { key: 'import.maxRows', value: '901', version: (await parameter('import.maxRows')).version },
        { key: 'notice.autoHideMs', value: '2500', version: 9 },
      ],
    }),
  },
];

describe('audit of administration', () => {
  it.each(cases)(
    '$url writes $action when it succeeds and nothing when it fails',
    async ({ url, action, succeed, fail }) => {
      const count = () => t.db.prisma.auditLog.count({ where: { action } });
      const before = await count();
      const ok = await post(admin, url, await succeed());
      expect(ok.statusCode, ok.body).toBe(200);
      expect(await count()).toBe(before + 1);
      const row = await t.db.prisma.auditLog.findFirstOrThrow({ where: { action }, orderBy: { id: 'desc' } });
      expect(row).toMatchObject({ actorEmail: DEMO.admin, requestId: expect.any(String) });
      expect(row.before !== null || row.after !== null).toBe(true);

      const failBody = await fail();
      const everything = await t.db.prisma.auditLog.count();
      const failed = await post(admin, url, failBody);
      expect(failed.statusCode).toBeGreaterThanOrEqual(400);
      expect(await t.db.prisma.auditLog.count()).toBe(everything);
    },
  );

  it('covers every mutating administration route', () => {
    // Searches and exports are POSTs that change nothing; other modules audit their own writes.
    const administration =
      /^POST \/api\/(Contacts|Departments|OrganizationUnits|TrustedDomain|SystemAdministration)\//;
    const mutating = [...new Set(t.app.apiRoutes)]
      .filter((r) => administration.test(r) && !/Search|Export/.test(r))
      .map((r) => r.slice('POST '.length).replace(/\/$/, ''));
    const covered = new Set(cases.map((c) => c.url.replace(/\/$/, '')));
    expect(mutating.filter((url) => !covered.has(url))).toEqual([]);
  });
});
