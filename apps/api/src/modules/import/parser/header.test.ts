import { describe, expect, it } from 'vitest';
import { foldHeader, mapHeader } from './header.js';
import { WorkbookError } from './workbook-error.js';

const REQUIRED = ['Email', 'First Name', 'Family Name'];

const refusal = (cells: string[], row = 1) => {
  try {
    mapHeader(cells, row);
  } catch (err) {
    expect(err).toBeInstanceOf(WorkbookError);
    return err as WorkbookError;
  }
  throw new Error('the header was accepted');
};

describe('foldHeader', () => {
  it.each([
    'First Name *',
    ' first  name',
    'FIRSTNAME',
    'firstName',
    'first_name',
    'first-name',
    'First Name:',
    'First Name：',
    'First Name＊',
    'Ｆｉｒｓｔ Ｎａｍｅ',
    'first\tname',
  ])('folds %j to firstname', (text) => {
    expect(foldHeader(text)).toBe('firstname');
  });
});

describe('mapHeader', () => {
  it('maps English, Chinese and field-name headers to their columns, whatever the case and marker', () => {
    const { columns, warnings } = mapHeader(
      [' EMAIL * ', '名字', 'familyName', '', '  ', 'Job Title', '手機號碼'],
      1,
    );
    expect([...columns]).toEqual([
      [1, 'email'],
      [2, 'firstName'],
      [3, 'familyName'],
      [6, 'title'],
      [7, 'mobileNumber'],
    ]);
    expect(warnings).toEqual([]);
  });

  it('skips the holes of a sparse header row', () => {
    const cells: string[] = [];
    cells[0] = 'Email';
    cells[2] = 'First Name';
    cells[4] = 'Family Name';
    expect([...mapHeader(cells, 1).columns.keys()]).toEqual([1, 3, 5]);
  });

  it('ignores unknown columns with one warning naming each by letter and trimmed text', () => {
    const { columns, warnings } = mapHeader([...REQUIRED, ' Notes ', 'Mobile'], 3);
    expect(columns.size).toBe(3);
    expect(warnings).toEqual([
      {
        message: "Columns not in the template were ignored: D 'Notes', E 'Mobile'.",
        messageCode: 'IMPORT_WARNING_IGNORED_COLUMNS',
        params: { ignored: "D 'Notes', E 'Mobile'" },
      },
    ]);
  });

  it("passes over the contact export's own columns in either language, without a warning", () => {
    const { columns, warnings } = mapHeader(
      [...REQUIRED, 'Contact ID', '組織單位名稱', ' modified  date ', 'secondaryPhones', 'Notes'],
      1,
    );
    expect([...columns.values()]).toEqual(['email', 'firstName', 'familyName']);
    expect(warnings.map((w) => w.params?.ignored)).toEqual(["H 'Notes'"]);
  });

  it('names at most 20 unknown columns, then an ellipsis', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `x${i}`);
    const [all] = mapHeader([...REQUIRED, ...twenty], 1).warnings;
    expect(all?.message).toMatch(/D 'x0'.*W 'x19'\.$/);
    expect(all?.params?.ignored).toMatch(/^D 'x0'.*W 'x19'$/);
    const [cut] = mapHeader([...REQUIRED, ...twenty, 'x20'], 1).warnings;
    expect(cut?.message).toMatch(/W 'x19', …\.$/);
    expect(cut?.message).not.toMatch(/x20/);
    expect(cut?.params?.ignored).not.toMatch(/x20/);
  });

  it('refuses a column given twice, naming both columns', () => {
    const err = refusal(['Email', 'First Name', 'Family Name', ' email '], 4);
    expect(err.reason).toBe('MISSING_COLUMNS');
    expect(err.message).toBe("Row 4: the column 'email' appears twice (columns A and D).");
    expect(err.serverMessage).toEqual({
      messageCode: 'WORKBOOK_DUPLICATE_COLUMN',
      params: { row: 4, column: 'email' },
    });
  });

  it('refuses a row that names no column of the template as not the header', () => {
    const err = refusal(['Name', 'Mail'], 2);
    expect(err.reason).toBe('NO_HEADER');
    expect(err.message).toBe(
      "Row 2 is not the template's header row: none of its cells names a column of the template.",
    );
    expect(refusal([], 1).reason).toBe('NO_HEADER');
  });

  it('refuses a header without the required columns, naming them', () => {
    const err = refusal(['Email', 'Department', 'Notes'], 1);
    expect(err.reason).toBe('MISSING_COLUMNS');
    expect(err.message).toBe('The header row (row 1) lacks the required column(s): First Name, Family Name.');
    expect(err.serverMessage).toEqual({
      messageCode: 'WORKBOOK_MISSING_COLUMNS',
      params: { row: 1, columns: 'First Name, Family Name' },
    });
    expect(refusal(['First Name', 'Family Name']).message).toMatch(/column\(s\): Email\.$/);
  });
});
