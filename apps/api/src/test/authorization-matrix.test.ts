import { CSRF_HEADER, defaultSettings } from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectBrowser } from './inject-browser.js';
import { createTestApp, DEMO, signIn, type TestApp } from './test-app.js';

type Who = 'anonymous' | keyof typeof DEMO;
type OuCode = 'HPG' | 'HPG-HK' | 'HPG-HK-FIN';

interface Row {
  route: string;
  /** Path (and query) to call; `{ou}` becomes the id of the row's OU, `{contact}` a contact in it. */
  url: string;
  ou?: OuCode;
  /** Email of a demo contact whose id replaces `{contact}` in the URL. */
  contact?: string;
  /** JSON body of a POST; `{ou}` is replaced as in the URL. */
  body?: string;
  expect: Record<Who, number>;
}

/** FN-0000 (or the route's other code) on the OU: everyone but the no-role user, on any OU they reach. */
const directory = { anonymous: 401, admin: 200, ouAdmin: 200, maintainer: 200, employee: 200, noRole: 403 };
/** An OU above the Hong Kong grants of oscar.chan and carmen.lee. */
const onlyGroupWide = { ...directory, ouAdmin: 403, maintainer: 403 };
const bothSpellings = (route: string) => [route, route.replace(/\/$/, '')];

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
  {
    route: 'GET /api/SystemAdministration/CheckGCDStatus',
    url: '/api/SystemAdministration/CheckGCDStatus',
    expect: { ...everyoneSignedIn(200), noRole: 403 },
  },
  {
    // Nobody may write the settings of the user 'someone-else' (a user writes only their own: users.test.ts).
    route: 'POST /api/User/UpdateUser',
    url: '/api/User/UpdateUser',
    body: JSON.stringify({ id: 'someone-else', settings: defaultSettings, shortcuts: [] }),
    expect: everyoneSignedIn(403),
  },
  ...bothSpellings('POST /api/Contacts/ContactBasicSearch/').flatMap((route) => [
    { route, url: route.split(' ')[1]!, body: '{"searchText":"chan"}', expect: directory },
    {
      route,
      url: route.split(' ')[1]!,
      ou: 'HPG' as const,
      body: '{"searchText":"","ouID":{ou}}',
      expect: onlyGroupWide,
    },
  ]),
  ...bothSpellings('POST /api/Contacts/ContactAdvanceSearch/').flatMap((route) => [
    { route, url: route.split(' ')[1]!, body: '{"name":"chan"}', expect: directory },
    { route, url: route.split(' ')[1]!, ou: 'HPG' as const, body: '{"ouID":{ou}}', expect: onlyGroupWide },
  ]),
  {
    route: 'GET /api/Contacts/GetContactsByContactID',
    url: '/api/Contacts/GetContactsByContactID?contactID={contact}',
    contact: 'carmen.lee@harbourpacific.com.hk',
    expect: directory,
  },
  {
    route: 'GET /api/Contacts/GetContactsByContactID',
    url: '/api/Contacts/GetContactsByContactID?contactID={contact}',
    contact: 'alice.admin@harbourpacific.com',
    expect: onlyGroupWide,
  },
  ...bothSpellings('POST /api/Departments/DepartmentSearch/').map((route) => ({
    route,
    url: route.split(' ')[1]!,
    body: '{"searchText":"fin"}',
    expect: directory,
  })),
  ...bothSpellings('GET /api/Departments/GetOUDepartment/').flatMap((route) => [
    { route, url: `${route.split(' ')[1]}?ouid={ou}`, ou: 'HPG' as const, expect: onlyGroupWide },
    { route, url: `${route.split(' ')[1]}?ouid={ou}`, ou: 'HPG-HK-FIN' as const, expect: directory },
  ]),
  {
    route: 'GET /api/OrganizationUnits/GetOUNavigationTree',
    url: '/api/OrganizationUnits/GetOUNavigationTree',
    expect: directory,
  },
  {
    route: 'GET /api/OrganizationUnits/WorkingLocation',
    url: '/api/OrganizationUnits/WorkingLocation?ouID={ou}',
    ou: 'HPG',
    expect: onlyGroupWide,
  },
  {
    route: 'GET /api/OrganizationUnits/WorkingLocation',
    url: '/api/OrganizationUnits/WorkingLocation?ouID={ou}',
    ou: 'HPG-HK-FIN',
    expect: directory,
  },
  ...bothSpellings('POST /api/OrganizationUnits/OUSearch/').map((route) => ({
    route,
    url: route.split(' ')[1]!,
    body: '{"searchText":"hong"}',
    expect: directory,
  })),
  { route: 'GET /api/Countries/GetCountryList', url: '/api/Countries/GetCountryList', expect: directory },
];

let t: TestApp;
const browsers = new Map<Who, InjectBrowser | undefined>();
const ouIds = new Map<string, number>();
const contactIds = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  for (const ou of await t.db.prisma.organizationUnit.findMany({
    where: { code: { in: ['HPG', 'HPG-HK', 'HPG-HK-FIN'] } },
  })) {
    ouIds.set(ou.code, ou.id);
    const contact = await t.db.prisma.contact.findFirst({ where: { ouId: ou.id }, select: { id: true } });
    if (contact) contactIds.set(ou.code, contact.id);
  }
  for (const contact of await t.db.prisma.contact.findMany({
    where: { email: { in: matrix.flatMap((row) => (row.contact ? [row.contact] : [])) } },
  })) {
    contactIds.set(contact.email!, contact.id);
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

  it.each(cases)('$route on $ou $contact as $who → $status', async (row) => {
    const { route, url, ou, contact, body, who, status } = row;
    const method = route.split(' ')[0] as 'GET' | 'POST';
    const fill = (text: string) =>
      text
        .replace('{ou}', String(ou ? ouIds.get(ou) : ''))
        .replace('{contact}', String(contact ? contactIds.get(contact) : ''));
    const headers: Record<string, string> = method === 'POST' ? { [CSRF_HEADER]: '1' } : {};
    if (body) headers['content-type'] = 'application/json';
    const options = { method, url: fill(url), headers, ...(body ? { payload: fill(body) } : {}) };
    const browser = browsers.get(who);
    const res = browser ? await browser.request(options) : await t.app.inject(options);
    expect(res.statusCode).toBe(status);
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
