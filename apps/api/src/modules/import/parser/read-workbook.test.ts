import { describe, expect, it, vi } from 'vitest';
import * as fixtures from '../../../test/import-fixtures/make-fixtures.js';
import { readContactWorkbook } from './read-workbook.js';
import { WorkbookError } from './workbook-error.js';

const refusal = async (buffer: Buffer) => {
  const error = await readContactWorkbook(buffer).then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(WorkbookError);
  return error as WorkbookError;
};

describe('readContactWorkbook: workbooks as real programs save them', () => {
  it('reads an Excel-style workbook: shared and rich strings, numbers, dates, formulas, merges, hidden sheet', async () => {
    const parsed = await readContactWorkbook(fixtures.excelStyleWorkbook());
    expect(parsed.sheetName).toBe('Contacts');
    expect(parsed.headerRow).toBe(1);
    expect(parsed.rows).toEqual([
      {
        row: 2,
        values: {
          email: 'amy.wong@example.com',
          firstName: 'Amy',
          familyName: 'Wong',
          department: 'Finance',
          phoneNumber: '852123456789',
          title: '2024-01-01',
        },
      },
      {
        row: 5,
        values: {
          email: 'ben.lau@example.com',
          firstName: 'Ben',
          familyName: 'Lau',
          department: 'Finance',
          phoneNumber: '21234567',
        },
      },
    ]);
    expect(parsed.warnings).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/Hidden worksheets were not read/),
        messageCode: 'IMPORT_WARNING_HIDDEN_SHEETS',
        params: { sheet: 'Contacts' },
      }),
      expect.objectContaining({
        message: expect.stringMatching(/G 'Hidden note'/),
        messageCode: 'IMPORT_WARNING_IGNORED_COLUMNS',
        params: { ignored: "G 'Hidden note'" },
      }),
    ]);
  });

  it('reads inline strings under a namespace prefix, cells without references and Chinese headers', async () => {
    const parsed = await readContactWorkbook(fixtures.inlineStringsWorkbook());
    expect(parsed.rows).toEqual([
      {
        row: 2,
        values: {
          email: 'chan.tm@example.com',
          firstName: 'Tai Man',
          familyName: 'Chan',
          mobileNumber: '9123 4567',
          mobileCountryCode: '+852 Hong Kong',
        },
      },
    ]);
  });

  it('reads dates of the 1904 date system', async () => {
    const styles =
      '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>';
    const xml = fixtures.sheetXml([
      { cells: ['Email', 'First Name', 'Family Name', 'Job Title'] },
      { cells: ['a@example.com', 'A', 'B', { v: '0', s: 1 }] },
    ]);
    const parsed = await readContactWorkbook(
      fixtures.buildXlsx({ sheets: [{ name: 'S', xml }], stylesXml: styles, date1904: true }),
    );
    expect(parsed.rows[0]?.values.title).toBe('1904-01-01');
  });

  it('refuses a header row without the required columns, naming them', async () => {
    const err = await refusal(fixtures.simpleWorkbook([], ['Email', 'Department']));
    expect(err.message).toBe('The header row (row 1) lacks the required column(s): First Name, Family Name.');
  });

  it('reads a header merged into its empty neighbour (LibreOffice) as one column, and its data', async () => {
    const xml = fixtures.sheetXml(
      [
        { cells: ['Email', 'First Name', 'Family Name', 'Master Record'] },
        { cells: ['a@example.com', 'A', 'B', 'Yes', 'stray'] },
      ],
      '<mergeCells count="1"><mergeCell ref="D1:E1"/></mergeCells>',
    );
    const parsed = await readContactWorkbook(fixtures.buildXlsx({ sheets: [{ name: 'Contacts', xml }] }));
    expect(parsed.rows).toEqual([
      {
        row: 2,
        values: { email: 'a@example.com', firstName: 'A', familyName: 'B', isMasterRecord: 'Yes' },
      },
    ]);
    expect(parsed.warnings).toEqual([]);
  });

  it('still refuses a header typed twice beside a merged one', async () => {
    const xml = fixtures.sheetXml(
      [{ cells: ['Email', 'First Name', 'Family Name', 'Fax', null, 'Fax'] }],
      '<mergeCells count="1"><mergeCell ref="D1:E1"/></mergeCells>',
    );
    const err = await refusal(fixtures.buildXlsx({ sheets: [{ name: 'Contacts', xml }] }));
    expect(err.message).toMatch(/'Fax' appears twice \(columns D and F\)/);
  });

  it('reads an exported sheet without a warning: the export-only columns are passed over', async () => {
    const parsed = await readContactWorkbook(
      fixtures.simpleWorkbook(
        [['a@example.com', 'A', 'B', '42', 'HPG-HK', '2026-01-01T00:00:00.000Z']],
        ['Email *', 'First Name *', 'Family Name *', 'Contact ID', '組織單位代碼', 'Modified Date'],
      ),
    );
    expect(parsed.rows).toEqual([
      { row: 2, values: { email: 'a@example.com', firstName: 'A', familyName: 'B' } },
    ]);
    expect(parsed.warnings).toEqual([]);
  });

  it('refuses a column given twice', async () => {
    const err = await refusal(fixtures.simpleWorkbook([], ['Email', 'First Name', 'Family Name', ' email ']));
    expect(err.message).toMatch(/appears twice \(columns A and D\)/);
  });
});

describe('readContactWorkbook: hostile and refused files', () => {
  it.each([
    ['legacy .xls', fixtures.legacyXls, 'LEGACY_XLS', /save As, pick "Excel Workbook \(\.xlsx\)"/i],
    [
      'seven bytes of the .xls signature',
      () => fixtures.legacyXls().subarray(0, 7),
      'NOT_XLSX',
      /^Only Excel files are allowed\.$/,
    ],
    [
      'an .xls signature one byte off',
      () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe0]), Buffer.alloc(512)]),
      'NOT_XLSX',
      /^Only Excel files are allowed\.$/,
    ],
    ['CSV', fixtures.csvFile, 'NOT_XLSX', /^Only Excel files are allowed\.$/],
    ['a Word document', fixtures.wordDocument, 'NOT_XLSX', /^Only Excel files are allowed\.$/],
    ['an .xlsm with macros', fixtures.macroWorkbook, 'NOT_XLSX', /^Only Excel files are allowed\.$/],
    ['a corrupt zip', fixtures.corruptZip, 'CORRUPT', /damaged/],
    ['a zip bomb', fixtures.zipBomb, 'COMPRESSION_RATIO', /zip bomb/],
    ['a zip bomb with lying headers', fixtures.lyingZipBomb, 'COMPRESSION_RATIO', /zip bomb/],
    ['millions of empty rows', fixtures.millionsOfEmptyRows, 'TOO_MANY_ROWS', /more than 1,048,576 rows/],
    [
      'a 32,767-character cell',
      fixtures.longCellWorkbook,
      'CELL_TOO_LONG',
      /Row 2, column B: the cell holds 32,767 characters/,
    ],
    ['XML entity expansion', fixtures.entityExpansionWorkbook, 'XML_ENTITIES', /DOCTYPE/],
    [
      'too many zip entries',
      fixtures.tooManyEntries,
      'TOO_MANY_ENTRIES',
      /holds 1505 parts; at most 1000 are allowed/,
    ],
  ])('%s', async (_name, make, reason, message) => {
    const err = await refusal(make());
    expect(err.reason).toBe(reason);
    expect(err.message).toMatch(message);
  });

  it('refuses more data rows than allowed', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => [`p${i}@example.com`, 'A', 'B', null, null, null]);
    const err = await readContactWorkbook(fixtures.simpleWorkbook(rows), { limits: { maxRows: 5 } }).catch(
      (e: unknown) => e,
    );
    expect((err as WorkbookError).message).toBe(
      'The worksheet has more than 5 rows of data; split it into smaller files.',
    );
  });

  it('refuses values beyond the last allowed column', async () => {
    const err = await readContactWorkbook(
      fixtures.simpleWorkbook([['a@example.com', 'A', 'B', 'x', 'y', 'z']]),
      {
        limits: { maxColumns: 5 },
      },
    ).catch((e: unknown) => e);
    expect((err as WorkbookError).message).toMatch(
      /Row 1, column F: the worksheet has values beyond column E/,
    );
  });
});

describe('readContactWorkbook: which sheet and which rows', () => {
  const header = { cells: ['Email', 'First Name', 'Family Name', 'Notes'] };
  const contactRow = (email: string) => ({ cells: [email, 'A', 'B', 'n'] });
  const sheet = (name: string, email: string, hidden = false) => ({
    name,
    hidden,
    xml: fixtures.sheetXml([header, contactRow(email)]),
  });

  it('reads the sheet named Contacts wherever it is, else the first visible one', async () => {
    const named = fixtures.buildXlsx({
      sheets: [sheet('Intro', 'intro@example.com'), sheet(' CONTACTS ', 'named@example.com')],
    });
    expect(await readContactWorkbook(named)).toMatchObject({
      sheetName: ' CONTACTS ',
      rows: [{ row: 2, values: { email: 'named@example.com' } }],
    });
    const firstVisible = fixtures.buildXlsx({
      sheets: [
        sheet('Contacts', 'hidden@example.com', true),
        sheet('Mine', 'mine@example.com'),
        sheet('Other', 'o@example.com'),
      ],
    });
    const parsed = await readContactWorkbook(firstVisible);
    expect(parsed.sheetName).toBe('Mine');
    expect(parsed.warnings[0]).toEqual({
      message: "Hidden worksheets were not read; rows were read from 'Mine'.",
      messageCode: 'IMPORT_WARNING_HIDDEN_SHEETS',
      params: { sheet: 'Mine' },
    });
    expect((await readContactWorkbook(named)).warnings.map((w) => w.message)).toEqual([
      "Columns not in the template were ignored: D 'Notes'.",
    ]);
  });

  it("does not warn of the template's own drop-down lists, only of sheets a user hid", async () => {
    const lists = (hidden: boolean | 'veryHidden', name = 'Lists') => ({
      name,
      hidden,
      xml: fixtures.sheetXml([{ cells: ['Finance'] }]),
    });
    const codes = async (first: ReturnType<typeof lists>) =>
      (
        await readContactWorkbook(fixtures.buildXlsx({ sheets: [first, sheet('Contacts', 'a@example.com')] }))
      ).warnings.map((w) => w.messageCode);
    expect(await codes(lists('veryHidden'))).toEqual(['IMPORT_WARNING_IGNORED_COLUMNS']);
    for (const userHidden of [lists(true), lists('veryHidden', 'Old contacts'), lists(true, 'Old contacts')])
      expect(await codes(userHidden)).toContain('IMPORT_WARNING_HIDDEN_SHEETS');
  });

  it('refuses a workbook whose sheets are all hidden', async () => {
    const err = await refusal(fixtures.buildXlsx({ sheets: [sheet('Contacts', 'a@example.com', true)] }));
    expect(err.reason).toBe('NO_SHEET');
    expect(err.message).toBe('The workbook has no visible worksheet to import.');
  });

  it('refuses an empty worksheet, naming it', async () => {
    const err = await refusal(
      fixtures.buildXlsx({ sheets: [{ name: 'Blank', xml: fixtures.sheetXml([]) }] }),
    );
    expect(err.reason).toBe('NO_HEADER');
    expect(err.message).toBe("The worksheet 'Blank' is empty.");
  });

  it('takes the first non-empty row as the header and keeps only rows with a template value', async () => {
    const xml = fixtures.sheetXml([
      { r: 3, cells: ['Email', null, 'First Name', 'Family Name'] },
      { r: 4, cells: [null, 'only an unknown column'] },
      { r: 6, cells: ['b@example.com', null, null, 'Lau'] },
    ]);
    const parsed = await readContactWorkbook(fixtures.buildXlsx({ sheets: [{ name: 'Contacts', xml }] }));
    expect(parsed.headerRow).toBe(3);
    expect(parsed.rows).toEqual([{ row: 6, values: { email: 'b@example.com', familyName: 'Lau' } }]);
  });

  it('applies the limits given over the defaults and reports progress', async () => {
    const rows = fixtures.numberedContacts(1_000, 'p', 'A');
    const onProgress = vi.fn();
    const parsed = await readContactWorkbook(fixtures.simpleWorkbook(rows), {
      onProgress,
      limits: { maxRows: 1_000 },
    });
    expect(parsed.rows).toHaveLength(1_000);
    expect(onProgress).toHaveBeenCalledWith(1_000);
    const late = await readContactWorkbook(fixtures.simpleWorkbook(rows), {
      limits: { maxMillis: -1 },
    }).catch((e: unknown) => e);
    expect(late).toMatchObject({ reason: 'TOO_SLOW' });
  });
});
