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
   * the first contact and department of that OU, `{parent}` its parent (a top-level OU: itself). The same
   * placeholders work in `body` (a JSON template).
   */
  url: string;
  body?: Record<string, unknown>;
  ou?: OuCode;
  expect: Record<Who, number>;
}

/** What GetContactPrivileges answers as `version` for someone who holds no grants (sha256 of nothing). */
const NO_GRANTS_VERSION = 'e3b0c44298fc1c14';

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

/** A record on an OU outside the caller's grants is as good as absent for those who hold the code elsewhere. */
const hiddenFrom = (expected: Record<Who, number>, ...holders: Who[]) => ({
  ...expected,
  ...Object.fromEntries(holders.map((who) => [who, 404])),
});

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
        expect: onFinance ? maintainers(200) : hiddenFrom(maintainers(200), 'ouAdmin', 'maintainer'),
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
        expect: onFinance ? maintainers(409) : hiddenFrom(maintainers(409), 'ouAdmin', 'maintainer'),
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
        // The contact holds no grants in this test, and `version` is the fingerprint of none.
        body: { ouID: '{ou}', contactID: '{contact}', version: NO_GRANTS_VERSION, grants: [] },
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
        expect: onFinance ? admins(409) : hiddenFrom(admins(409), 'ouAdmin'),
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
        // Finance under its own parent is a move the OU administrators may make; the root under itself is not.
        route: 'GET /api/OrganizationUnits/OUMovePreview',
        url: '/api/OrganizationUnits/OUMovePreview?ouID={ou}&parentOUID={parent}',
        ou,
        expect: admins(onFinance ? 200 : 400),
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
  // Directory synchronisation (FN-0008, issue 18): nobody but the system administrator holds it in the demo.
  {
    route: 'GET /api/DirectorySync/GetConnections',
    url: '/api/DirectorySync/GetConnections',
    expect: onlyAdmin(200),
  },
  {
    route: 'POST /api/DirectorySync/SaveConnection',
    url: '/api/DirectorySync/SaveConnection',
    body: {
      name: 'Matrix',
      ouIDs: ['{ou}'],
      ouAttribute: 'department',
      ouMappings: [],
      defaultOuID: null,
      fieldPolicies: {},
    },
    ou: 'HPG-HK-FIN',
    expect: onlyAdmin(200),
  },
  ...['RotateToken', 'RevokeConnection'].map((action) => ({
    route: `POST /api/DirectorySync/${action}`,
    url: `/api/DirectorySync/${action}`,
    body: { id: 999_999, version: 1 },
    expect: onlyAdmin(404),
  })),
];

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

/** FN-0007: oscar holds it on HPG-HK and below, alice everywhere; jobs belong to their requester only. */
function auditLogRows(): Row[] {
  const range = { from: '2020-01-01T00:00:00Z', to: '2020-02-01T00:00:00Z' };
  const holders = { anonymous: 401, admin: 200, ouAdmin: 200, maintainer: 403, employee: 403, noRole: 403 };
  // Nobody owns this job: 404 for holders of FN-0007, 403 for everyone else.
  const unknownJob = { ...holders, admin: 404, ouAdmin: 404 };
  const jobID = '7d3b1f0e-8c4a-4b6e-9f2a-1c2d3e4f5a6b';
  return [
    {
      route: 'POST /api/Report/AuditLogByDate/',
      url: '/api/Report/AuditLogByDate/',
      body: range,
      expect: holders,
    },
    {
      route: 'POST /api/Report/AuditLogByDate/',
      url: '/api/Report/AuditLogByDate/',
      ou: 'HPG',
      body: { ...range, ouID: '{ou}' },
      expect: { ...holders, ouAdmin: 403 },
    },
    {
      route: 'POST /api/Report/ExportAuditLog/',
      url: '/api/Report/ExportAuditLog/',
      body: range,
      expect: holders,
    },
    { route: 'GET /api/Report/AuditLogReportJobs', url: '/api/Report/AuditLogReportJobs', expect: holders },
    {
      route: 'GET /api/Report/CheckAuditLogReportStatus',
      url: `/api/Report/CheckAuditLogReportStatus?jobID=${jobID}`,
      expect: unknownJob,
    },
    {
      route: 'GET /api/Report/DownloadAuditLogReport',
      url: `/api/Report/DownloadAuditLogReport?jobID=${jobID}`,
      expect: unknownJob,
    },
    {
      route: 'POST /api/Report/CancelExportAuditLog/',
      url: '/api/Report/CancelExportAuditLog/',
      body: { jobID },
      expect: unknownJob,
    },
  ];
}

/** FN-0004/5/6 routes: oscar holds them on HPG-HK and below, alice everywhere, nobody else. */
function importRows(): Row[] {
  const onOu = (insideGrants: boolean) => ({
    anonymous: 401,
    admin: 200,
    ouAdmin: insideGrants ? 200 : 403,
    maintainer: 403,
    employee: 403,
    noRole: 403,
  });
  // An unknown import run: 404 for holders of FN-0004, 403 for everyone else.
  const unknownRun = {
    anonymous: 401,
    admin: 404,
    ouAdmin: 404,
    maintainer: 403,
    employee: 403,
    noRole: 403,
  };
  const download = 'GET /api/ContactImport/Download';
  const exportContacts = 'POST /api/Contacts/ExportContacts';
  const permissionReport = 'POST /api/Report/ExportPermissionAssignmentReport';
  const upload = 'POST /api/ContactImport/ImportContacts';
  const runs = 'GET /api/ContactImport/ImportRuns';
  return [
    {
      route: exportContacts,
      url: '/api/Contacts/ExportContacts?ouID={ou}',
      ou: 'HPG-HK-FIN',
      expect: onOu(true),
    },
    { route: exportContacts, url: '/api/Contacts/ExportContacts?ouID={ou}', ou: 'HPG', expect: onOu(false) },
    {
      route: permissionReport,
      url: '/api/Report/ExportPermissionAssignmentReport?ouID={ou}',
      ou: 'HPG-HK',
      expect: onOu(true),
    },
    {
      route: permissionReport,
      url: '/api/Report/ExportPermissionAssignmentReport?ouID={ou}',
      ou: 'HPG',
      expect: onOu(false),
    },
    {
      route: download,
      url: '/api/ContactImport/Download?ouID={ou}',
      ou: 'HPG-HK-FIN',
      expect: onOu(true),
    },
    { route: download, url: '/api/ContactImport/Download?ouID={ou}', ou: 'HPG', expect: onOu(false) },
    // No multipart body: whoever passes the guard gets 415.
    {
      route: upload,
      url: '/api/ContactImport/ImportContacts?ouID={ou}',
      ou: 'HPG-HK',
      expect: { ...onOu(true), admin: 415, ouAdmin: 415 },
    },
    {
      route: upload,
      url: '/api/ContactImport/ImportContacts?ouID={ou}',
      ou: 'HPG',
      expect: { ...onOu(false), admin: 415 },
    },
    {
      route: runs,
      url: '/api/ContactImport/ImportRuns?ouID={ou}',
      ou: 'HPG-HK',
      expect: onOu(true),
    },
    { route: runs, url: '/api/ContactImport/ImportRuns?ouID={ou}', ou: 'HPG', expect: onOu(false) },
    {
      route: 'GET /api/ContactImport/ImportProgress',
      url: '/api/ContactImport/ImportProgress?importRunID=999999',
      expect: unknownRun,
    },
    {
      route: 'GET /api/ContactImport/ErrorReport',
      url: '/api/ContactImport/ErrorReport?importRunID=999999',
      expect: unknownRun,
    },
    {
      route: 'POST /api/ContactImport/CommitImport',
      url: '/api/ContactImport/CommitImport',
      body: { importRunID: 999999 },
      expect: unknownRun,
    },
    {
      route: 'POST /api/ContactImport/DiscardImport',
      url: '/api/ContactImport/DiscardImport',
      body: { importRunID: 999999 },
      expect: unknownRun,
    },
  ];
}

/**
 * One row per endpoint and OU. Later issues add their routes here: the last test fails for any /api route
 * that has no row. OU grants of the demo accounts: see prisma/src/seed/demo-accounts.ts and the README.
 */
const matrix: Row[] = [
  { route: 'GET /api/health', url: '/api/health', expect: everyoneSignedIn(200, 200) },
  { route: 'GET /api/ready', url: '/api/ready', expect: everyoneSignedIn(200, 200) },
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
  // The API reference describes shapes, not data: open to everyone (docs/decisions/007).
  { route: 'GET /api/openapi.json', url: '/api/openapi.json', expect: everyoneSignedIn(200, 200) },
  { route: 'GET /api/docs', url: '/api/docs', expect: everyoneSignedIn(200, 200) },
  { route: 'GET /api/docs/json', url: '/api/docs/json', expect: everyoneSignedIn(200, 200) },
  { route: 'GET /api/docs/yaml', url: '/api/docs/yaml', expect: everyoneSignedIn(200, 200) },
  {
    route: 'GET /api/docs/static/index.html',
    url: '/api/docs/static/index.html',
    expect: everyoneSignedIn(302, 302),
  },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    url: '/api/docs/static/swagger-initializer.js',
    expect: everyoneSignedIn(200, 200),
  },
  {
    route: 'GET /api/docs/static/*',
    url: '/api/docs/static/swagger-ui.css',
    expect: everyoneSignedIn(200, 200),
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
  // Directory search (issue 7).
  ...bothSpellings('POST /api/Contacts/ContactBasicSearch/').flatMap((route) => [
    { route, url: route.split(' ')[1]!, body: { searchText: 'chan' }, expect: directory },
    {
      route,
      url: route.split(' ')[1]!,
      body: { searchText: 'chan', functionCode: 'FN-0003' },
      expect: { ...directory, employee: 403 },
    },
    {
      route,
      url: route.split(' ')[1]!,
      ou: 'HPG' as const,
      body: { searchText: '', ouID: '{ou}' },
      expect: onlyGroupWide,
    },
  ]),
  ...bothSpellings('POST /api/Contacts/ContactAdvanceSearch/').flatMap((route) => [
    { route, url: route.split(' ')[1]!, body: { name: 'chan' }, expect: directory },
    // The contact maintenance search: FN-0003 holders only, and only on an OU where they hold it.
    {
      route,
      url: route.split(' ')[1]!,
      body: { name: 'chan', functionCode: 'FN-0003' },
      expect: { ...directory, employee: 403 },
    },
    {
      route,
      url: route.split(' ')[1]!,
      ou: 'HPG-HK' as const,
      body: { ouID: '{ou}', functionCode: 'FN-0003' },
      expect: { ...directory, employee: 403, maintainer: 403 },
    },
    { route, url: route.split(' ')[1]!, ou: 'HPG' as const, body: { ouID: '{ou}' }, expect: onlyGroupWide },
  ]),
  {
    route: 'GET /api/Contacts/GetContactsByContactID',
    url: '/api/Contacts/GetContactsByContactID?contactID={contact}',
    ou: 'HPG-HK-FIN' as const,
    expect: directory,
  },
  {
    route: 'GET /api/Contacts/GetContactsByContactID',
    url: '/api/Contacts/GetContactsByContactID?contactID={contact}',
    ou: 'HPG' as const,
    expect: onlyGroupWide,
  },
  ...bothSpellings('POST /api/Departments/DepartmentSearch/').map((route) => ({
    route,
    url: route.split(' ')[1]!,
    body: { searchText: 'fin' },
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
    body: { searchText: 'hong' },
    expect: directory,
  })),
  { route: 'GET /api/Countries/GetCountryList', url: '/api/Countries/GetCountryList', expect: directory },
  ...importRows(),
  ...auditLogRows(),
  // Shell (issue 10).
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
  // Last: it ends each browser's session. Public, as an expired session must still be able to end.
  { route: 'POST /api/auth/sign-out', url: '/api/auth/sign-out', expect: everyoneSignedIn(200, 200) },
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
    placeholders.set(ou.code, {
      ou: ou.id,
      contact: contact.id,
      department: department.id,
      parent: ou.parentId ?? ou.id,
    });
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
