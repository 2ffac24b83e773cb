import { describe, expect, it } from 'vitest';
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

  it('refuses a column given twice', async () => {
    const err = await refusal(fixtures.simpleWorkbook([], ['Email', 'First Name', 'Family Name', ' email ']));
    expect(err.message).toMatch(/appears twice \(columns A and D\)/);
  });
});

describe('readContactWorkbook: hostile and refused files', () => {
  it.each([
    ['legacy .xls', fixtures.legacyXls, 'NOT_XLSX', /^Only Excel files are allowed\.$/],
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
