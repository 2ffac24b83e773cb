import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browsersFor, get, ouByCode, post } from './api-calls.js';
import type { InjectBrowser } from './inject-browser.js';
import { MUTATING, routeTableSpy } from './route-table.js';
import { createTestApp, DEMO, type TestApp } from './test-app.js';

// Issue 15 "Oracles": a record outside the caller's scope answers one 404 before any version check or
// field rule, so no answer tells that it exists. oscar (FN-0001..0007 on Hong Kong and below) probes
// records outside Hong Kong; what he gets must not depend on the version or the rest of the body.

const spy = routeTableSpy();
let t: TestApp;
let oscar: InjectBrowser;
let carmen: InjectBrowser;
let alice: InjectBrowser;
let hk: { id: number; path: string };
let fin: { id: number };
const outside = { contact: 0, department: 0 };

beforeAll(async () => {
  t = await createTestApp({}, { instrument: spy.instrument });
  [oscar, carmen, alice] = await browsersFor(t, DEMO.ouAdmin, DEMO.maintainer, DEMO.admin);
  hk = await ouByCode(t, 'HPG-HK');
  fin = await ouByCode(t, 'HPG-HK-FIN');
  const elsewhere = { ou: { NOT: { path: { startsWith: hk.path } } } };
  outside.contact = (
    await t.db.prisma.contact.findFirstOrThrow({ where: elsewhere, orderBy: { id: 'asc' } })
  ).id;
  outside.department = (
    await t.db.prisma.department.findFirstOrThrow({ where: elsewhere, orderBy: { id: 'asc' } })
  ).id;
});
afterAll(() => t.close());

const contactForm = (extra: Record<string, unknown>) => ({
  ouID: hk.id,
  departmentID: null,
  firstName: 'Probe',
  familyName: 'Oracle',
  ...extra,
});

/** Every mutating route that takes a record id and a version, with bodies that pass its schema. */
const rows: { route: string; bodies: (version: number | string) => Record<string, unknown>[] }[] = [
  {
    route: 'POST /api/Contacts/ContactInfoUpdate',
    bodies: (version) => [
      contactForm({ contactID: outside.contact, version }),
      contactForm({ contactID: outside.contact, version, ouID: fin.id, title: 'Other' }),
    ],
  },
  {
    route: 'POST /api/Contacts/RemoveContact',
    bodies: (version) => [{ contactID: outside.contact, version }],
  },
  {
    route: 'POST /api/Contacts/SaveContactPrivileges',
    bodies: (version) => [
      { ouID: hk.id, contactID: outside.contact, version: String(version).padStart(16, '0'), grants: [] },
      {
        ouID: fin.id,
        contactID: outside.contact,
        version: String(version).padStart(16, 'f'),
        grants: [{ functionCode: 'FN-0002' }],
      },
    ],
  },
  ...['/api/Departments/DepartmentMaintenance/', '/api/Departments/DepartmentMaintenance'].map((url) => ({
    route: `POST ${url}`,
    bodies: (version: number | string) => [
      { departmentID: outside.department, version, ouID: hk.id, code: 'PROBE', name: 'Probe' },
      { departmentID: outside.department, version, ouID: fin.id, code: 'OTHER', name: 'Other' },
    ],
  })),
  ...['/api/Departments/DeleteDepartment/', '/api/Departments/DeleteDepartment'].map((url) => ({
    route: `POST ${url}`,
    bodies: (version: number | string) => [{ departmentID: outside.department, version }],
  })),
];

const RECORD_IDS = ['contactID', 'departmentID'];

describe('a record outside the caller’s scope', () => {
  it.each(rows.map((r) => [r.route, r] as const))(
    '%s answers the same 404 whatever the version and body',
    async (route, row) => {
      const url = route.split(' ')[1]!;
      const answers = new Set<string>();
      for (const version of [1, 2, 99_999]) {
        for (const body of row.bodies(version)) {
          const res = await post(oscar, url, body);
          answers.add(`${res.statusCode} ${res.json().error?.code} ${res.json().message}`);
        }
      }
      expect([...answers]).toHaveLength(1);
      expect([...answers][0]).toMatch(/^404 NOT_FOUND (Contact|Department) \d+ was not found\.$/);
    },
  );

  it('covers every mutating route that takes a record id and a version (routes added later too)', () => {
    const versioned = spy
      .apiRoutes()
      .filter((r) => MUTATING.has(r.method))
      .filter((r) => r.bodyFields.includes('version') && r.bodyFields.some((f) => RECORD_IDS.includes(f)))
      .map((r) => `${r.method} ${r.url}`);
    expect(versioned.length).toBeGreaterThan(0);
    expect(versioned.filter((r) => !rows.some((row) => row.route === r))).toEqual([]);
  });

  it('is absent from the forms that load one: ContactMaintenance and GetContactPrivileges', async () => {
    const load = await get(oscar, `/api/Contacts/ContactMaintenance?contactID=${outside.contact}`);
    expect(load.statusCode).toBe(404);
    const privileges = await get(
      oscar,
      `/api/Contacts/GetContactPrivileges?ouID=${hk.id}&contactID=${outside.contact}`,
    );
    expect(privileges.statusCode).toBe(404);
  });

  it('is found by whoever may see it (the 404 is about scope, not the data)', async () => {
    expect(
      (await get(alice, `/api/Contacts/ContactMaintenance?contactID=${outside.contact}`)).statusCode,
    ).toBe(200);
  });
});

describe('answers that describe people and OUs', () => {
  it('GetContactPrivileges says nothing of whether someone outside the caller’s scope signed in', async () => {
    // carmen (FN-0003 on HK Finance) gives a Finance contact oscar's address; oscar has signed in.
    const contact = await t.db.prisma.contact.findFirstOrThrow({
      where: { ouId: fin.id, email: { notIn: Object.values(DEMO) } },
    });
    await t.db.prisma.contact.update({ where: { id: contact.id }, data: { email: DEMO.ouAdmin } });
    try {
      const url = `/api/Contacts/GetContactPrivileges?ouID=${fin.id}&contactID=${contact.id}`;
      const asCarmen = await get(carmen, url);
      expect(asCarmen.statusCode).toBe(200);
      expect(asCarmen.json().data.hasSignedIn).toBe(false);
      // alice sees every contact carrying the address: for her it is a fact about someone in her scope.
      expect((await get(alice, url)).json().data.hasSignedIn).toBe(true);
    } finally {
      await t.db.prisma.contact.update({ where: { id: contact.id }, data: { email: contact.email } });
    }
  });

  it('CheckGCDStatus counts only the contacts of the caller’s OUs', async () => {
    const url = '/api/SystemAdministration/CheckGCDStatus';
    // carmen: FN-0003 on Finance, FN-0000 on Hong Kong and below through its trusted domain.
    const hongKong = await t.db.prisma.contact.count({ where: { ou: { path: { startsWith: hk.path } } } });
    const carmens = (await get(carmen, url)).json().data.contactCount;
    expect(carmens).toBe(hongKong);
    expect(carmens).toBeLessThan(await t.db.prisma.contact.count());
    expect((await get(alice, url)).json().data.contactCount).toBe(await t.db.prisma.contact.count());
  });
});
