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
  /** JSON body of a POST (a valid one, so the row tests access and not validation). */
  body?: object;
  expect: Record<Who, number>;
}

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

  it.each(cases)('$route on $ou as $who → $status', async ({ route, url, ou, body, who, status }) => {
    const method = route.split(' ')[0] as 'GET' | 'POST';
    const path = ou
      ? url.replace('{ou}', String(ouIds.get(ou))).replace('{contact}', String(contactIds.get(ou)))
      : url;
    const options = {
      method,
      url: path,
      headers: method === 'POST' ? { [CSRF_HEADER]: '1' } : {},
      ...(body ? { payload: body } : {}),
    };
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
