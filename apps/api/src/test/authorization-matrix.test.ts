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
  /** JSON body whose `ouID` names an OU code, replaced by that OU's id. */
  payload?: Record<string, unknown>;
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
  ...importRows(),
  ...auditLogRows(),
];

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
      payload: range,
      expect: holders,
    },
    {
      route: 'POST /api/Report/AuditLogByDate/',
      url: '/api/Report/AuditLogByDate/',
      ou: 'HPG',
      payload: { ...range, ouID: 'HPG' },
      expect: { ...holders, ouAdmin: 403 },
    },
    {
      route: 'POST /api/Report/ExportAuditLog/',
      url: '/api/Report/ExportAuditLog/',
      payload: range,
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
      payload: { jobID },
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
      payload: { importRunID: 999999 },
      expect: unknownRun,
    },
    {
      route: 'POST /api/ContactImport/DiscardImport',
      url: '/api/ContactImport/DiscardImport',
      payload: { importRunID: 999999 },
      expect: unknownRun,
    },
  ];
}

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

  it.each(cases)('$route on $ou as $who → $status', async ({ route, url, ou, who, status, ...row }) => {
    const method = route.split(' ')[0] as 'GET' | 'POST';
    const path = ou
      ? url.replace('{ou}', String(ouIds.get(ou))).replace('{contact}', String(contactIds.get(ou)))
      : url;
    const payload = row.payload;
    const body = payload?.ouID ? { ...payload, ouID: ouIds.get(String(payload.ouID)) } : (payload ?? row.body);
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
