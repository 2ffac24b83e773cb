import {
  CSRF_HEADER,
  IMPORT_PROCESSED_MESSAGE,
  type ImportPreview,
  type ImportRunSummary,
  serverMessageCodes,
} from '@cd/contracts';
import { mergeSearchIndexPendingLists, prismaBulkQuery } from '@cd/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fixtures from '../../test/import-fixtures/make-fixtures.js';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { multipartFile } from '../../test/multipart.js';
import { createFileRoutesFixture, type FileRoutesFixture } from '../../test/file-routes-fixture.js';
import { DEMO, type TestApp } from '../../test/test-app.js';
import { loadWorkbook, sheetValues } from '../../test/workbooks.js';
import { sweepExpired } from '../../jobs/sweep-expired.js';
import { readContactWorkbook } from './parser/read-workbook.js';

let t: TestApp;
let oscar: InjectBrowser;
let carmen: InjectBrowser;
let ou: FileRoutesFixture['ou'];
let send: FileRoutesFixture['send'];

beforeAll(async () => {
  ({ t, oscar, carmen, ou, send } = await createFileRoutesFixture());
});
afterAll(() => t.close());

const csrf = { [CSRF_HEADER]: '1' };

function upload(
  browser: InjectBrowser | null,
  ouId: number,
  file: Buffer,
  options: Parameters<typeof multipartFile>[1] = {},
  query = '',
) {
  const body = multipartFile(file, options);
  const request = {
    method: 'POST' as const,
    url: `/api/ContactImport/ImportContacts?ouID=${ouId}${query}`,
    headers: { ...body.headers, ...csrf },
    payload: body.payload,
  };
  return send(browser, request);
}

const commit = (runId: number, invalidRows: 'block' | 'skip' = 'block', browser = oscar) =>
  browser.request({
    method: 'POST',
    url: '/api/ContactImport/CommitImport',
    headers: csrf,
    payload: { importRunID: runId, invalidRows },
  });

const preview = (response: { json(): unknown }) => (response.json() as { data: ImportPreview }).data;

const finance = () => ou['HPG-HK-FIN']!;
const contactsOf = (emails: string[]) =>
  t.db.prisma.contact.findMany({
    where: { email: { in: emails } },
    include: { secondaryEmails: true },
    orderBy: { email: 'asc' },
  });

describe('GET /api/ContactImport/Download', () => {
  it('sends the template: named for the OU, frozen header, instructions, drop-downs, readable by the importer', async () => {
    const res = await oscar.request({ method: 'GET', url: `/api/ContactImport/Download?ouID=${finance()}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Import Contacts_Hong Kong Finance.xlsx"; filename*=UTF-8''Import%20Contacts_Hong%20Kong%20Finance.xlsx`,
    );
    const workbook = await loadWorkbook(res.rawPayload);
    const sheet = workbook.getWorksheet('Contacts')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Email *');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(workbook.getWorksheet('Instructions')!.getCell('A3').value).toMatch(/How to import contacts/);
    expect(workbook.getWorksheet('Instructions')!.getCell('B3').value).toBe('如何匯入聯絡人');
    const lists = workbook.getWorksheet('Lists')!;
    expect(lists.state).toBe('veryHidden');
    const departmentList = lists.getColumn(1).values.slice(2);
    expect(departmentList).toContain('Treasury');
    expect(lists.getColumn(2).values).toContain('+852 Hong Kong');
    const xml = (res.rawPayload as Buffer).includes(Buffer.from('Lists!$A$2'))
      ? true
      : await sheetXmlHas(res.rawPayload, 'Lists!$A$2');
    expect(xml).toBe(true);
    const parsed = await readContactWorkbook(res.rawPayload);
    expect(parsed.rows).toEqual([]);
    // Its own hidden drop-down lists are no reason to warn (issue 19 item 5).
    expect(parsed.warnings).toEqual([]);
  });

  it('names a Chinese OU safely (RFC 6266 filename*)', async () => {
    await t.db.prisma.organizationUnit.update({ where: { id: finance() }, data: { name: '香港財務部' } });
    try {
      const res = await oscar.request({
        method: 'GET',
        url: `/api/ContactImport/Download?ouID=${finance()}`,
      });
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Import Contacts______.xlsx"; filename*=UTF-8''Import%20Contacts_${encodeURIComponent('香港財務部')}.xlsx`,
      );
    } finally {
      await t.db.prisma.organizationUnit.update({
        where: { id: finance() },
        data: { name: 'Hong Kong Finance' },
      });
    }
  });

  it.each([
    ['anonymous', null, (): number => finance(), 401],
    ['without FN-0004', 'carmen', (): number => finance(), 403],
    ['on an OU outside the grants', 'oscar', (): number => ou.HPG!, 403],
    ['an unknown OU', 'oscar', (): number => 999_999, 404],
  ] as const)('refuses %s', async (_name, who, ouId, status) => {
    const request = { method: 'GET' as const, url: `/api/ContactImport/Download?ouID=${ouId()}` };
    const res =
      who === null ? await t.app.inject(request) : await (who === 'oscar' ? oscar : carmen).request(request);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ result: false });
  });

  it('refuses a malformed ouID', async () => {
    const res = await oscar.request({ method: 'GET', url: '/api/ContactImport/Download?ouID=0x1' });
    expect(res.statusCode).toBe(400);
  });
});

async function sheetXmlHas(payload: Buffer, text: string) {
  const { ZipPackage } = await import('./parser/zip-reader.js');
  const { DEFAULT_WORKBOOK_LIMITS } = await import('./parser/limits.js');
  const pkg = await ZipPackage.open(payload, DEFAULT_WORKBOOK_LIMITS);
  try {
    return (await pkg.readText('xl/worksheets/sheet1.xml')).includes(text);
  } finally {
    pkg.close();
  }
}

describe('upload, preview and commit', () => {
  const good = [
    ['new.one@example.com', 'New', 'One', 'Treasury', '2123 4567', '852'],
    ['new.two@example.com', 'New', 'Two', 'FINTX', 852123456789, '+852 Hong Kong'],
    ['new.three@example.com', '陳', '大文', null, null, null],
  ];
  const bad = [
    ['not-an-email', 'Bad', 'Email', null, null, null],
    ['bad.dept@example.com', 'Bad', 'Dept', 'Nowhere', '12ab', '999'],
  ];
  const emails = good.map((r) => String(r[0]));
  let runId = 0;

  it('previews without changing anything: counts and every invalid row with row, column and message', async () => {
    const res = await upload(
      oscar,
      finance(),
      fixtures.simpleWorkbook([...good, ...bad]),
      { fileName: 'team.xlsx' },
      '&uploadID=0b9c7c1e-5f0e-4a5e-9a54-2f5b8f1d0c01',
    );
    expect(res.statusCode).toBe(200);
    const data = preview(res);
    runId = data.importRunID;
    expect(data).toMatchObject({
      fileName: 'team.xlsx',
      status: 'previewReady',
      counts: { totalRows: 5, created: 3, updated: 0, unchanged: 0, invalid: 2 },
    });
    expect(data.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(data.issues).toEqual([
      {
        row: 5,
        column: 'Email',
        message: "'not-an-email' is not a valid email address.",
        messageCode: 'IMPORT_INVALID_EMAIL',
        params: { value: 'not-an-email' },
      },
      {
        row: 6,
        column: 'Department',
        message: "Department 'Nowhere' does not exist in Hong Kong Finance.",
        messageCode: 'IMPORT_UNKNOWN_DEPARTMENT',
        // The OU's Chinese name rides along for zh-HK readers (decision 108).
        params: { department: 'Nowhere', ouName: 'Hong Kong Finance', ouNameZh: expect.any(String) },
      },
      {
        row: 6,
        column: 'Phone Country Code',
        message: "'999' is not a known country code.",
        messageCode: 'IMPORT_UNKNOWN_COUNTRY_CODE',
        params: { value: '999' },
      },
      {
        row: 6,
        column: 'Phone Number',
        message: "Phone Number must contain digits only ('12ab').",
        messageCode: 'IMPORT_DIGITS_ONLY',
        params: { column: 'Phone Number', value: '12ab' },
      },
    ]);
    expect(await contactsOf(emails)).toEqual([]);

    const progress = await oscar.request({
      method: 'GET',
      url: '/api/ContactImport/ImportProgress?uploadID=0b9c7c1e-5f0e-4a5e-9a54-2f5b8f1d0c01',
    });
    expect(progress.json().data).toEqual({
      importRunID: runId,
      status: 'previewReady',
      phase: 'parse',
      processedRows: 5,
      totalRows: 5,
    });
  });

  it('offers the invalid rows as an .xlsx error report', async () => {
    const res = await oscar.request({
      method: 'GET',
      url: `/api/ContactImport/ErrorReport?importRunID=${runId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Import Errors_team.xlsx');
    const rows = sheetValues((await loadWorkbook(res.rawPayload)).getWorksheet('Errors')!).slice(1);
    expect(rows[0]).toEqual([5, 'Email', "'not-an-email' is not a valid email address."]);
    expect(rows).toHaveLength(4);
  });

  it("writes the error report in the requester's language: lang=zh-HK gives Chinese headers and messages", async () => {
    const res = await oscar.request({
      method: 'GET',
      url: `/api/ContactImport/ErrorReport?importRunID=${runId}&lang=zh-HK`,
    });
    expect(res.statusCode).toBe(200);
    const rows = sheetValues((await loadWorkbook(res.rawPayload)).getWorksheet('錯誤')!);
    expect(rows[0]).toEqual(['列', '欄位', '訊息']);
    expect(rows[1]).toEqual([5, '電郵', '「not-an-email」不是有效的電郵地址。']);
    expect(rows).toHaveLength(5);
  });

  it('refuses a language it does not write, naming the parameter', async () => {
    const res = await oscar.request({
      method: 'GET',
      url: `/api/ContactImport/ErrorReport?importRunID=${runId}&lang=fr`,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('lang');
  });

  it("writes the error report's cells as text: a would-be formula in the file stays text", async () => {
    const hostile = '=HYPERLINK("http://evil.example","click")';
    const res = await upload(
      oscar,
      finance(),
      fixtures.simpleWorkbook([[hostile, '+1', '@x', null, null, null]]),
    );
    const report = await oscar.request({
      method: 'GET',
      url: `/api/ContactImport/ErrorReport?importRunID=${preview(res).importRunID}`,
    });
    expect(report.statusCode).toBe(200);
    expect(await sheetXmlHas(report.rawPayload, '<f>')).toBe(false);
    expect(await sheetXmlHas(report.rawPayload, '<f ')).toBe(false);
    const sheet = (await loadWorkbook(report.rawPayload)).getWorksheet('Errors')!;
    expect(sheet.getCell('C2').value).toBe(`'${hostile}' is not a valid email address.`);
    expect(sheet.getCell('C2').numFmt).toBe('@');
    await oscar.request({
      method: 'POST',
      url: '/api/ContactImport/DiscardImport',
      headers: csrf,
      payload: { importRunID: preview(res).importRunID },
    });
  });

  it('will not commit while invalid rows block it', async () => {
    const res = await commit(runId, 'block');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      '2 row(s) are invalid. Correct the file and upload it again, or choose to skip invalid rows.',
    );
    expect(await contactsOf(emails)).toEqual([]);
  });

  it('commits the valid rows in one go with audit records, then says so', async () => {
    const res = await commit(runId, 'skip');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      result: true,
      message: IMPORT_PROCESSED_MESSAGE,
      data: {
        importRunID: runId,
        status: 'committed',
        counts: { created: 3, updated: 0, unchanged: 0, invalid: 2 },
      },
    });
    const made = await contactsOf(emails);
    expect(made.map((c) => [c.email, c.source, c.ouId])).toEqual([
      ['new.one@example.com', 'IMPORT', finance()],
      ['new.three@example.com', 'IMPORT', finance()],
      ['new.two@example.com', 'IMPORT', finance()],
    ]);
    expect(made[2]).toMatchObject({
      phoneNumber: '852123456789',
      phoneCountryCode: '852',
    });
    // The database's trigger keeps the search columns (docs/decisions/020), whoever writes the row.
    expect(made[2]!.searchText).toContain('new.two@example.com');
    const audits = await t.db.prisma.auditLog.findMany({
      where: { requestId: res.headers['x-request-id'] as string },
    });
    expect(audits.map((a) => a.action).sort()).toEqual([
      'CONTACT_CREATE',
      'CONTACT_CREATE',
      'CONTACT_CREATE',
      'CONTACT_IMPORT',
    ]);
    expect(audits.every((a) => a.actorEmail === DEMO.ouAdmin)).toBe(true);
    // Each creation's record names its contact, the OU and the run, with the row's values as they were stored.
    const creations = audits.filter((a) => a.action === 'CONTACT_CREATE');
    const recorded = creations.map((a) => {
      const after = a.after as { email: string; firstName: string; importRunID: number };
      return [a.entityType, a.entityId, a.ouId, a.before, after.email, after.firstName, after.importRunID];
    });
    expect(recorded.sort((a, b) => String(a[4]).localeCompare(String(b[4])))).toEqual(
      made.map((c) => ['Contact', String(c.id), finance(), null, c.email, c.firstName, runId]),
    );

    const again = await commit(runId, 'skip');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This import has already been committed.');
  });

  it('is idempotent: the same file again changes nothing', async () => {
    const before = await contactsOf(emails);
    const res = await upload(oscar, finance(), fixtures.simpleWorkbook(good));
    expect(preview(res).counts).toEqual({ totalRows: 3, created: 0, updated: 0, unchanged: 3, invalid: 0 });
    const done = await commit(preview(res).importRunID);
    expect(done.json().data.counts).toEqual({
      totalRows: 3,
      created: 0,
      updated: 0,
      unchanged: 3,
      invalid: 0,
    });
    expect(await contactsOf(emails)).toEqual(before);
  });

  it('commits once when Commit is sent twice at the same time: the second finds it committed', async () => {
    const rows = fixtures.numberedContacts(1500, 'twice', 'Twice');
    const res = await upload(oscar, finance(), fixtures.simpleWorkbook(rows));
    const runId = preview(res).importRunID;
    const results = await Promise.all([commit(runId), commit(runId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409)!.json();
    expect(refused.error.messageCode).toBe('IMPORT_ALREADY_COMMITTED');
    expect(await t.db.prisma.contact.count({ where: { email: { startsWith: 'twice' } } })).toBe(1500);
    const audits = await t.db.prisma.auditLog.count({
      where: { action: 'CONTACT_IMPORT', entityType: 'ImportRun', entityId: String(runId) },
    });
    expect(audits).toBe(1);
  });

  it('updates a contact matched by primary email', async () => {
    const res = await upload(
      oscar,
      finance(),
      fixtures.simpleWorkbook([['NEW.ONE@example.com', 'Newer', 'One', 'Treasury', '2123 4567', '852']]),
    );
    expect(preview(res).counts).toMatchObject({ updated: 1, created: 0 });
    await commit(preview(res).importRunID);
    const [one] = await contactsOf(['new.one@example.com']);
    expect(one).toMatchObject({ firstName: 'Newer', version: 2, modifiedBy: DEMO.ouAdmin });
  });

  it('flags duplicates inside the file and contacts of another OU', async () => {
    const other = await t.db.prisma.contact.findFirstOrThrow({
      where: { ouId: { not: finance() }, email: { not: null } },
    });
    const res = await upload(
      oscar,
      finance(),
      fixtures.simpleWorkbook([
        ['twice@example.com', 'A', 'B', null, null, null],
        ['twice@example.com', 'A', 'C', null, null, null],
        [other.email, 'X', 'Y', null, null, null],
      ]),
    );
    expect(preview(res).issues).toEqual([
      {
        row: 2,
        column: 'Email',
        message: 'The email twice@example.com appears more than once in the file (rows 2, 3).',
        messageCode: 'IMPORT_DUPLICATE_IN_FILE',
        params: { email: 'twice@example.com', rows: '2, 3' },
      },
      {
        row: 3,
        column: 'Email',
        message: 'The email twice@example.com appears more than once in the file (rows 2, 3).',
        messageCode: 'IMPORT_DUPLICATE_IN_FILE',
        params: { email: 'twice@example.com', rows: '2, 3' },
      },
      {
        row: 4,
        column: 'Email',
        message: expect.stringMatching(/belongs to another organisation unit/),
        messageCode: 'IMPORT_OTHER_OU',
        params: { email: expect.any(String), ouName: expect.any(String), ouNameZh: expect.any(String) },
      },
    ]);
  });

  it('previews a file of several batches as one: duplicates across batches, issues in row order', async () => {
    const rows = fixtures.numberedContacts(2400, 'batched', 'Bea');
    rows[2] = ['across@example.com', 'A', 'B', null, null, null];
    rows[2300] = ['Across@example.com', 'C', 'D', null, null, null];
    rows[1500] = ['not an email', 'E', 'F', null, null, null];
    const res = await upload(oscar, finance(), fixtures.simpleWorkbook(rows));
    expect(res.statusCode).toBe(200);
    const { counts, issues, issueCount, importRunID } = preview(res);
    expect(counts).toMatchObject({ totalRows: 2400, created: 2397, updated: 0, unchanged: 0, invalid: 3 });
    expect(issueCount).toBe(3);
    expect(issues.map((i) => [i.row, i.messageCode])).toEqual([
      [4, 'IMPORT_DUPLICATE_IN_FILE'],
      [1502, 'IMPORT_INVALID_EMAIL'],
      [2302, 'IMPORT_DUPLICATE_IN_FILE'],
    ]);
    expect(issues[0]!.params).toEqual({ email: 'across@example.com', rows: '4, 2302' });
    // Every valid row stored once, in order, a thousand per chunk.
    const chunks = await t.db.prisma.$queryRaw<{ seq: number; rows: number[] }[]>`
      SELECT seq, array(SELECT (r->>'row')::int FROM jsonb_array_elements(data) r) AS rows
        FROM import_run_chunk WHERE run_id = ${importRunID} AND kind = 'ROWS' ORDER BY seq`;
    expect(chunks.map((c) => c.rows.length)).toEqual([1000, 1000, 397]);
    const stored = chunks.flatMap((c) => c.rows);
    const expected = rows.map((_, i) => i + 2).filter((row) => ![4, 1502, 2302].includes(row));
    expect(stored).toEqual(expected);
  });

  it('lists import runs of the OU, newest first, with who, file, hash, counts and outcome', async () => {
    const res = await oscar.request({
      method: 'GET',
      url: `/api/ContactImport/ImportRuns?ouID=${finance()}&pageSize=50`,
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as {
      importRunID: number;
      status: string;
      createdBy: string;
      fileName: string;
    }[];
    const first = items.find((r) => r.importRunID === runId);
    expect(first).toMatchObject({
      status: 'committed',
      createdBy: DEMO.ouAdmin,
      fileName: 'team.xlsx',
      committedBy: DEMO.ouAdmin,
    });
    expect(items[0]!.importRunID).toBeGreaterThan(runId);
    expect(res.json().data.maxFileMegabytes).toBe(20);
  });

  it('discards a preview', async () => {
    const res = await upload(
      oscar,
      finance(),
      fixtures.simpleWorkbook([['discard@example.com', 'A', 'B', null, null, null]]),
    );
    const id = preview(res).importRunID;
    const discarded = await oscar.request({
      method: 'POST',
      url: '/api/ContactImport/DiscardImport',
      headers: csrf,
      payload: { importRunID: id },
    });
    expect(discarded.json().data.status).toBe('discarded');
    expect((await commit(id)).statusCode).toBe(409);
    expect(await t.db.prisma.importRunChunk.count({ where: { runId: id } })).toBe(0);
  });
});

describe('previews not committed expire', () => {
  it('after the hours of import.previewExpiryHours, swept away with their rows', async () => {
    await t.db.prisma.systemParameter.update({
      where: { key: 'import.previewExpiryHours' },
      data: { value: '2' },
    });
    try {
      const res = await upload(
        oscar,
        finance(),
        fixtures.simpleWorkbook([['expire.me@example.com', 'A', 'B', null, null, null]]),
      );
      const { importRunID, expiresAt } = preview(res);
      const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(1.9);
      expect(hours).toBeLessThanOrEqual(2);
      expect(await t.db.prisma.importRunChunk.count({ where: { runId: importRunID } })).toBeGreaterThan(0);

      // Two hours later the background sweep finds it; no upload is needed to clean it away.
      await t.db.prisma.importRun.update({
        where: { id: importRunID },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      expect(await sweepExpired(t.db.prisma)).toMatchObject({ importPreviews: 1 });
      expect(await t.db.prisma.importRunChunk.count({ where: { runId: importRunID } })).toBe(0);
      const late = await commit(importRunID);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.messageCode).toBe('IMPORT_EXPIRED');
      expect(await contactsOf(['expire.me@example.com'])).toEqual([]);
    } finally {
      await t.db.prisma.systemParameter.update({
        where: { key: 'import.previewExpiryHours' },
        data: { value: '24' },
      });
    }
  });
});

describe('all or nothing', () => {
  it('leaves the directory unchanged when the commit fails half way', async () => {
    const rows = fixtures.numberedContacts(2500, 'bulk', 'Bulk');
    const res = await upload(oscar, finance(), fixtures.simpleWorkbook(rows));
    expect(preview(res).counts.created).toBe(2500);
    // A fault the code cannot see coming: the database refuses one row of the third batch.
    await t.db.prisma.$executeRawUnsafe(`CREATE FUNCTION refuse_bulk() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.email = 'bulk2100@example.com' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$`);
    await t.db.prisma.$executeRawUnsafe(
      `CREATE TRIGGER refuse_bulk BEFORE INSERT ON contact FOR EACH ROW EXECUTE FUNCTION refuse_bulk()`,
    );
    const auditsBefore = await t.db.prisma.auditLog.count();
    try {
      const failed = await commit(preview(res).importRunID);
      expect(failed.statusCode).toBe(500);
      expect(await t.db.prisma.contact.count({ where: { email: { startsWith: 'bulk' } } })).toBe(0);
      expect(await t.db.prisma.auditLog.count()).toBe(auditsBefore);
      const run = await t.db.prisma.importRun.findUniqueOrThrow({ where: { id: preview(res).importRunID } });
      expect(run).toMatchObject({ stage: 'FAILED', message: 'The commit failed; no contact was changed.' });
      // The rolled-back rows' GIN entries were merged, not left pending for every search to read.
      expect(await mergeSearchIndexPendingLists(prismaBulkQuery(t.db.prisma))).toBe(0);
    } finally {
      await t.db.prisma.$executeRawUnsafe('DROP TRIGGER refuse_bulk ON contact');
      await t.db.prisma.$executeRawUnsafe('DROP FUNCTION refuse_bulk');
    }
  });
});

describe('refused uploads', () => {
  it.each(Object.entries(fixtures.hostileFixtures))(
    '%s: a clear message, nothing changed, server healthy',
    async (name, make) => {
      const contacts = await t.db.prisma.contact.count();
      const res = await upload(oscar, finance(), make(), { fileName: name });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ result: false, error: { code: 'BAD_REQUEST' } });
      expect(body.message.length).toBeGreaterThan(10);
      // A workbook refusal the web can say in the user's language (decision 053).
      expect(serverMessageCodes).toContain(body.error.messageCode);
      expect(body.error.messageCode).toMatch(/^WORKBOOK_/);
      if (/\.csv$|word|macros/.test(name)) expect(body.message).toBe('Only Excel files are allowed.');
      // An Excel 97–2003 file is told how to become one the import reads.
      if (name.endsWith('.xls')) {
        expect(body.error.messageCode).toBe('WORKBOOK_LEGACY_XLS');
        expect(body.message).toContain('"Excel Workbook (.xlsx)"');
      }
      expect(await t.db.prisma.contact.count()).toBe(contacts);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    },
  );

  it('keeps a rejected run with its reason', async () => {
    await upload(oscar, finance(), fixtures.csvFile(), { fileName: 'renamed.xlsx' });
    const run = await t.db.prisma.importRun.findFirstOrThrow({ where: { fileName: 'renamed.xlsx' } });
    expect(run).toMatchObject({ stage: 'REJECTED', message: 'Only Excel files are allowed.' });
    // The runs table shows the reason in the user's language from its code (decision 077).
    const runs = await oscar.request({
      method: 'GET',
      url: `/api/ContactImport/ImportRuns?ouID=${finance()}&pageSize=50`,
    });
    const listed = (runs.json() as { data: { items: ImportRunSummary[] } }).data.items.find(
      (r) => r.importRunID === run.id,
    );
    expect(listed).toMatchObject({
      status: 'rejected',
      message: 'Only Excel files are allowed.',
      messageCode: 'WORKBOOK_NOT_XLSX',
    });
  });

  it('lists a run rejected before codes were stored with its text alone', async () => {
    const old = await t.db.prisma.importRun.create({
      data: {
        ouId: finance(),
        fileName: 'old-refusal.xlsx',
        status: 'FAILED',
        stage: 'REJECTED',
        message: 'An old reason.',
        createdBy: 'someone@example.com',
      },
    });
    const runs = await oscar.request({
      method: 'GET',
      url: `/api/ContactImport/ImportRuns?ouID=${finance()}&pageSize=50`,
    });
    const listed = (runs.json() as { data: { items: ImportRunSummary[] } }).data.items.find(
      (r) => r.importRunID === old.id,
    );
    expect(listed).toMatchObject({ message: 'An old reason.' });
    expect(listed).not.toHaveProperty('messageCode');
  });

  it('refuses a file over the size parameter (413), checking the stream', async () => {
    await t.db.prisma.systemParameter.upsert({
      where: { key: 'import.maxFileSizeMb' },
      create: { key: 'import.maxFileSizeMb', value: '1', modifiedBy: 'test' },
      update: { value: '1' },
    });
    try {
      const big = Buffer.concat([fixtures.simpleWorkbook([]), Buffer.alloc(1024 * 1024 + 10)]);
      const res = await upload(oscar, finance(), big);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('File is too large. Maximum allowed size is 1 MB.');
      expect(res.json().error).toMatchObject({ messageCode: 'IMPORT_FILE_TOO_LARGE', params: { size: 1 } });
      // The screen's early check reads the same parameter from the runs list it already loads.
      const runs = await oscar.request({
        method: 'GET',
        url: `/api/ContactImport/ImportRuns?ouID=${finance()}`,
      });
      expect(runs.json().data.maxFileMegabytes).toBe(1);
    } finally {
      await t.db.prisma.systemParameter.update({
        where: { key: 'import.maxFileSizeMb' },
        data: { value: '20' },
      });
    }
  });

  it('refuses a body that is not multipart, or lacks the file field', async () => {
    const json = await oscar.request({
      method: 'POST',
      url: `/api/ContactImport/ImportContacts?ouID=${finance()}`,
      headers: csrf,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const wrongField = await upload(oscar, finance(), fixtures.simpleWorkbook([]), { field: 'upload' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe("Attach the workbook in the form field 'file'.");
  });

  it.each([
    ['anonymous', null, (): number => finance(), 401],
    ['without FN-0004', 'carmen', (): number => finance(), 403],
    ['on an OU outside the grants', 'oscar', (): number => ou.HPG!, 403],
    ['an unknown OU', 'oscar', (): number => 999_999, 404],
  ] as const)('refuses %s', async (_name, who, ouId, status) => {
    const browser = who === null ? null : who === 'oscar' ? oscar : carmen;
    const res = await upload(browser, ouId(), fixtures.simpleWorkbook([]));
    expect(res.statusCode).toBe(status);
  });

  it('answers 404 for an import run that does not exist, 400 for a malformed one', async () => {
    expect((await commit(999_999)).statusCode).toBe(404);
    const res = await oscar.request({
      method: 'GET',
      url: '/api/ContactImport/ImportProgress?importRunID=abc',
    });
    expect(res.statusCode).toBe(400);
  });

  it("refuses another OU's import run to a caller without FN-0004 on it", async () => {
    const res = await upload(
      oscar,
      finance(),
      fixtures.simpleWorkbook([['x1@example.com', 'A', 'B', null, null, null]]),
    );
    expect((await commit(preview(res).importRunID, 'block', carmen)).statusCode).toBe(403);
  });
});
