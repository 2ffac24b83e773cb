import { CSRF_HEADER, defaultSettings } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectBrowser } from './inject-browser.js';
import { createTestApp, DEMO, signIn, type TestApp } from './test-app.js';

type Who = 'anonymous' | keyof typeof DEMO;
type OuCode = 'HPG' | 'HPG-HK' | 'HPG-HK-FIN';

interface Row {
  route: string;
  /**
   * Path (and query) to call; `{ou}` becomes the id of the row's OU, `{contact}` and `{department}` the id of
   * the first contact and department of that OU. The same placeholders work in `body` (a JSON template).
   */
  url: string;
  body?: Record<string, unknown>;
  ou?: OuCode;
  expect: Record<Who, number>;
}

const onlyAdmin = (status: number) => ({
  anonymous: 401,
  admin: status,
  ouAdmin: 403,
  maintainer: 403,
  employee: 403,
  noRole: 403,
});
/** FN-0001..0007 holders (alice everywhere, oscar on Hong Kong and below), not carmen (FN-0003 only). */
const ouAdmins = (status: number) => ({ ...onlyAdmin(status), ouAdmin: status });
/** FN-0003 holders on Hong Kong Finance: alice, oscar and carmen. */
const contactMaintainers = (status: number) => ({ ...ouAdmins(status), maintainer: status });

/** Administration (issue 8): each route on an OU the OU administrators hold and on the root they do not. */
const administration: Row[] = [
  ...(['HPG-HK-FIN', 'HPG'] as const).flatMap((ou): Row[] => {
    const onFinance = ou === 'HPG-HK-FIN';
    const maintainers = onFinance ? contactMaintainers : onlyAdmin;
    const admins = onFinance ? ouAdmins : onlyAdmin;
    return [
      {
        route: 'GET /api/Contacts/ContactMaintenance',
        url: '/api/Contacts/ContactMaintenance?contactID={contact}&functionCode=FN-0003A',
        ou,
        expect: maintainers(200),
      },
      {
        route: 'POST /api/Contacts/ContactInfoUpdate',
        url: '/api/Contacts/ContactInfoUpdate',
        body: { ouID: '{ou}', firstName: 'Matrix', familyName: 'Probe' },
        ou,
        expect: maintainers(200),
      },
      {
        route: 'POST /api/Contacts/RemoveContact',
        url: '/api/Contacts/RemoveContact',
        body: { contactID: '{contact}', version: 99_999 },
        ou,
        expect: maintainers(409),
      },
      {
        route: 'GET /api/Contacts/GetContactPrivileges',
        url: '/api/Contacts/GetContactPrivileges?ouID={ou}&contactID={contact}',
        ou,
        expect: maintainers(200),
      },
      {
        route: 'POST /api/Contacts/SaveContactPrivileges',
        url: '/api/Contacts/SaveContactPrivileges',
        body: { ouID: '{ou}', contactID: '{contact}', grants: [] },
        ou,
        expect: maintainers(200),
      },
      {
        route: 'GET /api/Departments/DepartmentMaintenanceList',
        url: '/api/Departments/DepartmentMaintenanceList?ouID={ou}',
        ou,
        expect: admins(200),
      },
      ...['/api/Departments/DepartmentMaintenance/', '/api/Departments/DepartmentMaintenance'].map((url) => ({
        route: `POST ${url}`,
        url,
        body: { departmentID: 999_999, version: 1, ouID: '{ou}', code: 'MATRIX', name: 'Matrix probe' },
        ou,
        expect: admins(404),
      })),
      ...['/api/Departments/DeleteDepartment/', '/api/Departments/DeleteDepartment'].map((url) => ({
        route: `POST ${url}`,
        url,
        body: { departmentID: '{department}', version: 99_999 },
        ou,
        expect: admins(409),
      })),
      {
        route: 'GET /api/OrganizationUnits/OUMaintenance',
        url: '/api/OrganizationUnits/OUMaintenance?ouID={ou}',
        ou,
        expect: admins(200),
      },
      {
        route: 'GET /api/OrganizationUnits/GetOUTrustedDomain',
        url: '/api/OrganizationUnits/GetOUTrustedDomain?ouID={ou}',
        ou,
        expect: admins(200),
      },
      {
        route: 'POST /api/OrganizationUnits/OUUpdate',
        url: '/api/OrganizationUnits/OUUpdate',
        body: { ouID: '{ou}', version: 99_999, code: 'MATRIX', name: 'Matrix probe' },
        ou,
        expect: admins(409),
      },
      {
        route: 'POST /api/OrganizationUnits/OURemove',
        url: '/api/OrganizationUnits/OURemove',
        body: { ouID: '{ou}', version: 99_999 },
        ou,
        expect: admins(409),
      },
      {
        route: 'GET /api/TrustedDomain/GetTrustedDomain',
        url: '/api/TrustedDomain/GetTrustedDomain?ouID={ou}',
        ou,
        expect: onlyAdmin(200),
      },
      {
        route: 'POST /api/TrustedDomain/SaveTrustedDomain',
        url: '/api/TrustedDomain/SaveTrustedDomain',
        body: { ouID: '{ou}', trustedDomains: ['harbourpacific.com'], version: 99_999 },
        ou,
        expect: onlyAdmin(409),
      },
      {
        route: 'GET /api/Audit/History',
        url: '/api/Audit/History?entityType=OrganizationUnit&entityID={ou}',
        ou,
        expect: admins(200),
      },
    ];
  }),
  {
    route: 'GET /api/SystemAdministration/SelectSystemParameters',
    url: '/api/SystemAdministration/SelectSystemParameters',
    expect: onlyAdmin(200),
  },
  ...[
    '/api/SystemAdministration/UpdateSystemParameters/',
    '/api/SystemAdministration/UpdateSystemParameters',
  ].map((url) => ({
    route: `POST ${url}`,
    url,
    body: { parameters: [{ key: 'notice.autoHideMs', value: '2000', version: 99_999 }] },
    expect: onlyAdmin(409),
  })),
];

const everyoneSignedIn = (status: number, anonymous = 401) => ({
  anonymous,
  admin: status,
  ouAdmin: status,
  maintainer: status,
  employee: status,
  noRole: status,
});

/**
 * One row per endpoint and OU. Later issues add their routes here: the last test fails for any /api route
 * that has no row. OU grants of the demo accounts: see prisma/src/seed/demo-accounts.ts and the README.
 */
const matrix: Row[] = [
  { route: 'GET /api/health', url: '/api/health', expect: everyoneSignedIn(200, 200) },
  { route: 'GET /api/auth/login', url: '/api/auth/login?returnTo=/', expect: everyoneSignedIn(302, 302) },
  { route: 'GET /api/auth/session', url: '/api/auth/session', expect: everyoneSignedIn(200) },
  {
    route: 'POST /api/Authorization/Authorize',
    url: '/api/Authorization/Authorize',
    expect: everyoneSignedIn(200),
  },
  {
    route: 'POST /api/Authorization/ReAuthorize',
    url: '/api/Authorization/ReAuthorize',
    expect: everyoneSignedIn(200),
  },
  {
    route: 'GET /api/OrganizationUnits/GetOUDetail',
    url: '/api/OrganizationUnits/GetOUDetail?ouID={ou}',
    ou: 'HPG',
    expect: { anonymous: 401, admin: 200, ouAdmin: 403, maintainer: 403, employee: 200, noRole: 403 },
  },
  {
    route: 'GET /api/OrganizationUnits/GetOUDetail',
    url: '/api/OrganizationUnits/GetOUDetail?ouID={ou}',
    ou: 'HPG-HK-FIN',
    expect: { anonymous: 401, admin: 200, ouAdmin: 200, maintainer: 200, employee: 200, noRole: 403 },
  },
  ...administration,
  {
    route: 'GET /api/SystemAdministration/CheckGCDStatus',
    url: '/api/SystemAdministration/CheckGCDStatus',
    expect: { ...everyoneSignedIn(200), noRole: 403 },
  },
  {
    // Nobody may write the settings of the user 'someone-else' (a user writes only their own: users.test.ts).
    route: 'POST /api/User/UpdateUser',
    url: '/api/User/UpdateUser',
    body: { id: 'someone-else', settings: defaultSettings, shortcuts: [] },
    expect: everyoneSignedIn(403),
  },
  {
    route: 'GET /api/Contacts/GetContactsByContactID',
    url: '/api/Contacts/GetContactsByContactID?contactID={contact}&functionCode=FN-0000',
    ou: 'HPG-HK-FIN',
    expect: { anonymous: 401, admin: 200, ouAdmin: 200, maintainer: 200, employee: 200, noRole: 403 },
  },
  {
    route: 'GET /api/Contacts/GetContactsByContactID',
    url: '/api/Contacts/GetContactsByContactID?contactID={contact}&functionCode=FN-0000',
    ou: 'HPG',
    expect: { anonymous: 401, admin: 200, ouAdmin: 403, maintainer: 403, employee: 200, noRole: 403 },
  },
];

let t: TestApp;
const browsers = new Map<Who, InjectBrowser | undefined>();
const placeholders = new Map<string, Record<string, number>>();

beforeAll(async () => {
  t = await createTestApp();
  for (const ou of await t.db.prisma.organizationUnit.findMany({
    where: { code: { in: ['HPG', 'HPG-HK', 'HPG-HK-FIN'] } },
  })) {
    // Not a demo account's own contact: rows that save privileges must not take the demo accounts' grants.
    const contact = await t.db.prisma.contact.findFirstOrThrow({
      where: { ouId: ou.id, email: { notIn: Object.values(DEMO) } },
      orderBy: { id: 'asc' },
    });
    const department = await t.db.prisma.department.findFirstOrThrow({
      where: { ouId: ou.id, contacts: { some: {} } },
      orderBy: { id: 'asc' },
    });
    placeholders.set(ou.code, { ou: ou.id, contact: contact.id, department: department.id });
  }
  browsers.set('anonymous', undefined);
  for (const [who, email] of Object.entries(DEMO) as [keyof typeof DEMO, string][]) {
    browsers.set(who, (await signIn(t.app, email)).browser);
  }
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  const cases = matrix.flatMap((row) =>
    (Object.keys(row.expect) as Who[]).map((who) => ({ ...row, who, status: row.expect[who] })),
  );

  it.each(cases)('$route on $ou as $who → $status', async ({ route, url, body, ou, who, status }) => {
    const method = route.split(' ')[0] as 'GET' | 'POST';
    const ids = ou ? placeholders.get(ou)! : {};
    const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name]));
    // A whole-value placeholder becomes a number, as a client would send an id.
    const payload = body && JSON.parse(fill(JSON.stringify(body).replace(/"\{(\w+)\}"/g, '{$1}')));
    const options = {
      method,
      url: fill(url),
      headers: method === 'POST' ? { [CSRF_HEADER]: '1' } : {},
      ...(payload ? { payload } : {}),
    };
    const browser = browsers.get(who);
    const res = browser ? await browser.request(options) : await t.app.inject(options);
    expect(res.statusCode, res.body).toBe(status);
    if (status === 401 || status === 403) {
      expect(res.json()).toMatchObject({
        result: false,
        error: { code: status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN' },
      });
    }
  });

  it('has a row for every API route that exists', () => {
    const covered = new Set(matrix.map((r) => r.route));
    const missing = [...new Set(t.app.apiRoutes)].filter((r) => !covered.has(r));
    expect(missing).toEqual([]);
  });
});
