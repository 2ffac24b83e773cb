import {
  contactExportColumns,
  contactExportHeaders,
  CSRF_HEADER,
  permissionReportColumns,
  permissionReportHeaders,
} from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createFileRoutesFixture, type FileRoutesFixture } from '../../test/file-routes-fixture.js';
import { DEMO, signIn, type TestApp } from '../../test/test-app.js';
import { DEFAULT_WORKBOOK_LIMITS } from '../import/parser/limits.js';
import { ZipPackage } from '../import/parser/zip-reader.js';
import { loadWorkbook, sheetValues } from '../../test/workbooks.js';

let t: TestApp;
let oscar: InjectBrowser;
let carmen: InjectBrowser;
let ou: FileRoutesFixture['ou'];
let send: FileRoutesFixture['send'];

beforeAll(async () => {
  ({ t, oscar, carmen, ou, send } = await createFileRoutesFixture());
});
afterAll(() => t.close());

const post = (browser: InjectBrowser | null, url: string) => {
  const request = { method: 'POST' as const, url, headers: { [CSRF_HEADER]: '1' } };
  return send(browser, request);
};

/** The first sheet's rows and name. */
async function firstSheet(payload: Buffer) {
  const sheet = (await loadWorkbook(payload)).worksheets[0]!;
  return { rows: sheetValues(sheet), name: sheet.name };
}

const sheetRows = async (payload: Buffer) => (await firstSheet(payload)).rows;
/** A column's index in the English export, by its header. */
const col = (header: string) => contactExportColumns.indexOf(header);

async function sheetXml(payload: Buffer) {
  const pkg = await ZipPackage.open(payload, DEFAULT_WORKBOOK_LIMITS);
  try {
    return await pkg.readText('xl/worksheets/sheet1.xml');
  } finally {
    pkg.close();
  }
}

describe('POST /api/Contacts/ExportContacts', () => {
  it("streams the OU's contacts as .xlsx", async () => {
    const res = await post(oscar, `/api/Contacts/ExportContacts?ouID=${ou['HPG-HK-FIN']}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /filename\*=UTF-8''Contacts_Hong%20Kong%20Finance_\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const { rows, name } = await firstSheet(res.rawPayload);
    expect(rows[0]).toEqual([...contactExportColumns]);
    expect(name).toBe('Contacts');
    const expected = await t.db.prisma.contact.count({ where: { ouId: ou['HPG-HK-FIN'] } });
    expect(rows.length - 1).toBe(expected);
    expect(rows.slice(1).every((r) => r[col('OU Code')] === 'HPG-HK-FIN')).toBe(true);
  });

  it('writes headers and labels in Chinese for lang=zh-HK, values as stored', async () => {
    const res = await post(oscar, `/api/Contacts/ExportContacts?ouID=${ou['HPG-HK-FIN']}&lang=zh-HK`);
    expect(res.statusCode).toBe(200);
    const {
      rows: [header, ...rows],
      name,
    } = await firstSheet(res.rawPayload);
    expect(header).toEqual([...contactExportHeaders['zh-HK']]);
    expect(header).toHaveLength(contactExportColumns.length);
    expect(name).toBe('聯絡人');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => ['是', '否'].includes(String(r[col('Master Record')])))).toBe(true);
    expect(
      rows.every((r) =>
        ['人手輸入', '匯入', '組織單位同步', '使用者目錄'].includes(String(r[col('Source')])),
      ),
    ).toBe(true);
    expect(rows.every((r) => r[col('OU Code')] === 'HPG-HK-FIN')).toBe(true);
  });

  it('refuses a language it does not write', async () => {
    expect(
      (await post(oscar, `/api/Contacts/ExportContacts?ouID=${ou['HPG-HK-FIN']}&lang=de`)).statusCode,
    ).toBe(400);
  });

  it('adds the subsidiaries when asked', async () => {
    const res = await post(
      oscar,
      `/api/Contacts/ExportContacts?ouID=${ou['HPG-HK']}&includeSubsidiaries=true`,
    );
    const hk = await t.db.prisma.organizationUnit.findUniqueOrThrow({ where: { id: ou['HPG-HK']! } });
    const expected = await t.db.prisma.contact.count({ where: { ou: { path: { startsWith: hk.path } } } });
    expect((await sheetRows(res.rawPayload)).length - 1).toBe(expected);
    expect(expected).toBeGreaterThan(await t.db.prisma.contact.count({ where: { ouId: ou['HPG-HK'] } }));
  });

  it('writes would-be formulas as text cells and keeps +852 phones readable', async () => {
    const target = await t.db.prisma.contact.findFirstOrThrow({
      where: { ouId: ou['HPG-HK-FIN'] },
      orderBy: { id: 'asc' },
    });
    const hostile = {
      displayName: '=HYPERLINK("http://evil.example","click")',
      title: '+SUM(1,2)',
      firstName: '@cmd',
      middleName: null,
      familyName: '-2+3',
      workingLocation: '\t=1+1',
      fax: '\r=1+1',
      phoneCountryCode: '852',
      phoneAreaCode: null,
      phoneNumber: '2123 4567',
      phoneExtension: null,
    };
    await t.db.prisma.contact.update({ where: { id: target.id }, data: hostile });
    const res = await post(oscar, `/api/Contacts/ExportContacts?ouID=${ou['HPG-HK-FIN']}`);
    const xml = await sheetXml(res.rawPayload);
    expect(xml).not.toMatch(/<f[ >]/);
    const row = (await sheetRows(res.rawPayload)).find((r) => r[col('Contact ID')] === target.id)!;
    expect(row.slice(1, 5)).toEqual([hostile.firstName, undefined, hostile.familyName, hostile.displayName]);
    expect(row[col('Job Title')]).toBe('+SUM(1,2)');
    // Phone parts in the template's columns, as the import reads them (the code as dialling digits).
    expect([row[col('Phone Country Code')], row[col('Phone Number')]]).toEqual(['852', '2123 4567']);
    // Every column is formatted as Text (numFmtId 49), so editing a cell in Excel keeps it text too.
    const workbook = await loadWorkbook(res.rawPayload);
    expect(workbook.worksheets[0]!.getCell('B2').numFmt).toBe('@');
  });

  it.each([
    ['anonymous', null, 'HPG-HK-FIN', 401],
    ['without FN-0005', 'carmen', 'HPG-HK-FIN', 403],
    ['on an OU outside the grants', 'oscar', 'HPG', 403],
  ] as const)('refuses %s', async (_name, who, code, status) => {
    const res = await post(
      who === null ? null : who === 'oscar' ? oscar : carmen,
      `/api/Contacts/ExportContacts?ouID=${ou[code]}`,
    );
    expect(res.statusCode).toBe(status);
  });

  it('answers 404 for an unknown OU and 400 for bad input', async () => {
    expect((await post(oscar, '/api/Contacts/ExportContacts?ouID=999999')).statusCode).toBe(404);
    expect(
      (await post(oscar, `/api/Contacts/ExportContacts?ouID=${ou['HPG-HK']}&includeSubsidiaries=yes`))
        .statusCode,
    ).toBe(400);
  });
});

describe('POST /api/Report/ExportPermissionAssignmentReport', () => {
  it('lists holders per OU with how they hold each code', async () => {
    const res = await post(
      oscar,
      `/api/Report/ExportPermissionAssignmentReport?ouID=${ou['HPG-HK']}&includeSubsidiaries=true`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      'Permission%20Assignment%20Report_Harbour%20Pacific%20Hong%20Kong_',
    );
    const [header, ...rows] = await sheetRows(res.rawPayload);
    expect(header).toEqual([...permissionReportColumns]);
    const find = (ouCode: string, holder: string, code: string) =>
      rows.find((r) => r[0] === ouCode && r[2] === holder && r[4] === code);
    expect(find('HPG-HK', DEMO.ouAdmin, 'FN-0004')?.slice(5, 8)).toEqual(['Own', 'HPG-HK', 'Yes']);
    expect(find('HPG-HK-FIN', DEMO.ouAdmin, 'FN-0004')?.slice(5, 7)).toEqual([
      'Inherited from parent (with subsidiaries)',
      'HPG-HK',
    ]);
    expect(find('HPG-HK-FIN', DEMO.maintainer, 'FN-0003')?.[5]).toBe('Own');
    expect(find('HPG-HK-FIN', '*@harbourpacific.com.hk', 'FN-0000')?.slice(5, 7)).toEqual([
      'Trusted domain',
      'HPG-HK',
    ]);
    expect(rows.some((r) => r[0] === 'HPG')).toBe(false);
  });

  it('lists system administrators, marked as holding every code through their group', async () => {
    await signIn(t.app, DEMO.admin); // the demo IdP puts Alice in SystemAdministrator
    // Someone who was an administrator but whose latest sign-in no longer says so is not listed.
    const former = await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO.employee } });
    const day = 24 * 60 * 60 * 1000;
    for (const [groups, ago] of [
      [['SystemAdministrator'], 2 * day],
      [[], day],
    ] as const) {
      await t.db.prisma.session.create({
        data: {
          userId: former.id,
          groups: [...groups],
          createdAt: new Date(Date.now() - ago),
          absoluteExpiry: new Date(Date.now() + day),
        },
      });
    }
    for (const [lang, source, all] of [
      ['en', 'System administrator (identity provider group)', 'All'],
      ['zh-HK', '系統管理員（身分提供者群組）', '全部'],
    ] as const) {
      const res = await post(
        oscar,
        `/api/Report/ExportPermissionAssignmentReport?ouID=${ou['HPG-HK']}&includeSubsidiaries=true&lang=${lang}`,
      );
      expect(res.statusCode).toBe(200);
      const [, ...rows] = await sheetRows(res.rawPayload);
      const admin = rows.filter((r) => r[2] === DEMO.admin);
      expect(admin.map((r) => r[0])).toEqual(expect.arrayContaining(['HPG-HK', 'HPG-HK-FIN']));
      expect(admin.every((r) => r[4] === all && r[5] === source)).toBe(true);
      expect(rows.some((r) => r[2] === DEMO.employee && r[5] === source)).toBe(false);
    }
  });

  it('says how each code is held in Chinese for lang=zh-HK', async () => {
    const res = await post(
      oscar,
      `/api/Report/ExportPermissionAssignmentReport?ouID=${ou['HPG-HK']}&includeSubsidiaries=true&lang=zh-HK`,
    );
    expect(res.statusCode).toBe(200);
    const {
      rows: [header, ...rows],
      name,
    } = await firstSheet(res.rawPayload);
    expect(header).toEqual([...permissionReportHeaders['zh-HK']]);
    expect(name).toBe('權限');
    const find = (ouCode: string, holder: string, code: string) =>
      rows.find((r) => r[0] === ouCode && r[2] === holder && r[4] === code);
    expect(find('HPG-HK', DEMO.ouAdmin, 'FN-0004')?.slice(5, 8)).toEqual(['本身授權', 'HPG-HK', '是']);
    expect(find('HPG-HK-FIN', DEMO.ouAdmin, 'FN-0004')?.[5]).toBe('承襲自上層（包括附屬單位）');
    expect(find('HPG-HK-FIN', '*@harbourpacific.com.hk', 'FN-0000')?.[5]).toBe('信任網域');
  });

  it('writes would-be formulas as text', async () => {
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO.maintainer } });
    await t.db.prisma.user.update({ where: { id: user.id }, data: { displayName: '=cmd|"/c calc"!A1' } });
    const res = await post(oscar, `/api/Report/ExportPermissionAssignmentReport?ouID=${ou['HPG-HK-FIN']}`);
    expect(await sheetXml(res.rawPayload)).not.toMatch(/<f[ >]/);
    expect((await sheetRows(res.rawPayload)).some((r) => r[3] === '=cmd|"/c calc"!A1')).toBe(true);
  });

  it.each([
    ['anonymous', null, 'HPG-HK', 401],
    ['without FN-0006', 'carmen', 'HPG-HK-FIN', 403],
    ['on an OU outside the grants', 'oscar', 'HPG', 403],
  ] as const)('refuses %s', async (_name, who, code, status) => {
    const res = await post(
      who === null ? null : who === 'oscar' ? oscar : carmen,
      `/api/Report/ExportPermissionAssignmentReport?ouID=${ou[code]}`,
    );
    expect(res.statusCode).toBe(status);
  });

  it('answers 404 for an unknown OU', async () => {
    expect((await post(oscar, '/api/Report/ExportPermissionAssignmentReport?ouID=999999')).statusCode).toBe(
      404,
    );
  });
});
