// The worksheet reader on hand-written sheet XML: every cell type, the row and column limits at their
// exact boundaries, row numbering, merged ranges and the read deadline.
import { describe, expect, it, vi } from 'vitest';
import { buildXlsx } from '../../../test/import-fixtures/make-fixtures.js';
import { DEFAULT_WORKBOOK_LIMITS, type WorkbookLimits } from './limits.js';
import { readSheetRows, type SheetContext } from './sheet-rows.js';
import { WorkbookError } from './workbook-error.js';
import { ZipPackage } from './zip-reader.js';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const worksheet = (rows: string, extra = '') =>
  `<worksheet xmlns="${NS}"><sheetData>${rows}</sheetData>${extra}</worksheet>`;
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
/** `count` rows of one inline cell each, from row `from`. */
const manyRows = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => `<row r="${from + i}">${inline(`A${from + i}`, 'x')}</row>`).join(
    '',
  );

async function read(
  xml: string,
  options: Partial<Omit<SheetContext, 'limits'>> & { limits?: Partial<WorkbookLimits> } = {},
) {
  const pkg = await ZipPackage.open(buildXlsx({ sheets: [{ name: 'S', xml }] }), DEFAULT_WORKBOOK_LIMITS);
  try {
    return await readSheetRows(pkg, 'xl/worksheets/sheet1.xml', {
      sharedStrings: [],
      dateStyles: [],
      date1904: false,
      deadline: Date.now() + 60_000,
      ...options,
      limits: { ...DEFAULT_WORKBOOK_LIMITS, ...options.limits },
    });
  } finally {
    pkg.close();
  }
}

const refusal = (xml: string, options: Parameters<typeof read>[1] = {}) =>
  read(xml, options).then(
    () => {
      throw new Error('the sheet was read');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(WorkbookError);
      return err as WorkbookError;
    },
  );

describe('readSheetRows: cells as text', () => {
  it('reads every kind of cell as a person sees it', async () => {
    const rows = await read(
      worksheet(
        '<row r="1">' +
          '<c r="A1" t="s"><v>1</v></c>' +
          '<c r="B1" t="b"><v>1</v></c>' +
          '<c r="C1" t="b"><v>0</v></c>' +
          '<c r="D1" t="str"><f>A1&amp;"!"</f><v>Bee!</v></c>' +
          '<c r="E1" t="e"><v>#N/A</v></c>' +
          '<c r="F1" t="d"><v>2024-01-02T10:00:00</v></c>' +
          '<c r="G1" t="inlineStr"><is><r><t>Ri</t></r><r><rPr><b/></rPr><t>ch</t></r></is></c>' +
          '<c r="H1"><v>8.52123456789E+11</v></c>' +
          '<c r="I1" s="1"><v>45292.5</v></c>' +
          '<c r="J1" s="1"><v>-1</v></c>' +
          '<c r="K1" s="2"><v>45292</v></c>' +
          '<c r="L1"><f>1+1</f><v>2</v></c>' +
          '</row>',
      ),
      { sharedStrings: ['Aye', 'Bee'], dateStyles: [false, true, false] },
    );
    expect(rows).toEqual([
      {
        row: 1,
        cells: [
          'Bee',
          'TRUE',
          'FALSE',
          'Bee!',
          '#N/A',
          '2024-01-02',
          'Rich',
          '852123456789',
          '2024-01-01',
          '-1',
          '45292',
          '2',
        ],
      },
    ]);
  });

  it('reads date serials in the 1904 system when the workbook uses it', async () => {
    const rows = await read(worksheet('<row r="1"><c r="A1" s="1"><v>0</v></c></row>'), {
      dateStyles: [false, true],
      date1904: true,
    });
    expect(rows[0]?.cells).toEqual(['1904-01-01']);
  });

  it('reads the same text from a shared string and an inline string, under any namespace prefix', async () => {
    const xml = `<x:worksheet xmlns:x="${NS}"><x:sheetData><x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="inlineStr"><x:is><x:t>Amy</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`;
    expect(await read(xml, { sharedStrings: ['Amy'] })).toEqual([{ row: 1, cells: ['Amy', 'Amy'] }]);
  });

  it('leaves the phonetic guide out of an inline string, as out of a shared one', async () => {
    const guided = '<t>劉</t><rPh sb="0" eb="1"><t>ラウ</t></rPh><r><t>太</t></r>';
    const xml = worksheet(`<row r="1"><c r="A1" t="inlineStr"><is>${guided}</is></c></row>`);
    expect(await read(xml)).toEqual([{ row: 1, cells: ['劉太'] }]);
  });

  it('refuses a cell pointing at a shared string that does not exist, naming the cell', async () => {
    const err = await refusal(worksheet('<row r="4"><c r="C4" t="s"><v>2</v></c></row>'), {
      sharedStrings: ['a', 'b'],
    });
    expect(err.reason).toBe('CORRUPT');
    expect(err.message).toBe('Cell C4 points at a shared string that does not exist.');
  });

  it('skips empty, blank and value-less cells and rows that have nothing else', async () => {
    const rows = await read(
      worksheet(
        `<row r="1"><c r="A1" s="3"/><c r="B1" t="inlineStr"><is><t>  </t></is></c>${inline('C1', 'kept')}</row>` +
          `<row r="2"><c r="A2" s="3"/>${inline('B2', ' ')}</row><row r="3"/>` +
          '<row r="4"><c r="A4" t="s"><v>0</v></c></row>',
      ),
      { sharedStrings: [''] },
    );
    expect(rows).toEqual([{ row: 1, cells: [undefined, undefined, 'kept'] }]);
  });

  it('numbers rows and cells that carry no reference by their place', async () => {
    const rows = await read(
      worksheet(
        '<row><c t="inlineStr"><is><t>a</t></is></c><c t="inlineStr"><is><t>b</t></is></c></row>' +
          `<row r="5">${inline('C5', 'c')}<c t="inlineStr"><is><t>d</t></is></c></row>` +
          `<row>${inline('bad', 'e')}</row>` +
          `<row r="3">${inline('A3', 'f')}</row>` +
          `<row r="x">${inline('B', 'g')}</row>`,
      ),
    );
    expect(rows).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 5, cells: [undefined, undefined, 'c', 'd'] },
      { row: 6, cells: ['e'] },
      { row: 7, cells: ['f'] },
      { row: 8, cells: ['g'] },
    ]);
  });
});

describe('readSheetRows: limits, exactly', () => {
  it('allows a cell of maxCellLength characters and refuses one more, naming the cell', async () => {
    const limits = { maxCellLength: 1_234 };
    const fits = await read(worksheet(`<row r="1">${inline('A1', 'x'.repeat(1_234))}</row>`), { limits });
    expect(fits[0]?.cells[0]).toHaveLength(1_234);
    const err = await refusal(worksheet(`<row r="3">${inline('AB3', ' '.repeat(1_235))}</row>`), { limits });
    expect(err.reason).toBe('CELL_TOO_LONG');
    expect(err.message).toBe('Row 3, column AB: the cell holds 1,235 characters; at most 1,234 are allowed.');
    expect(err.params).toEqual({ row: 3, column: 'AB', length: '1,235', max: '1,234' });
  });

  it('measures a shared string cell by its text, not its index', async () => {
    const err = await refusal(worksheet('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'), {
      sharedStrings: ['long text'],
      limits: { maxCellLength: 8 },
    });
    expect(err.reason).toBe('CELL_TOO_LONG');
  });

  it('allows a value in column maxColumns and refuses one beyond it, but not a blank one', async () => {
    const limits = { maxColumns: 3 };
    expect(
      await read(worksheet(`<row r="1">${inline('C1', 'c')}${inline('D1', ' ')}</row>`), { limits }),
    ).toEqual([{ row: 1, cells: [undefined, undefined, 'c'] }]);
    const err = await refusal(worksheet(`<row r="2">${inline('D2', 'd')}</row>`), { limits });
    expect(err.reason).toBe('TOO_MANY_COLUMNS');
    expect(err.message).toBe(
      'Row 2, column D: the worksheet has values beyond column C; at most 3 columns are allowed.',
    );
    expect(err.params).toEqual({ row: 2, column: 'D', max: 3 });
  });

  it('allows the header and maxRows data rows and refuses one more', async () => {
    const limits = { maxRows: 3 };
    expect(await read(worksheet(manyRows(4)), { limits })).toHaveLength(4);
    const err = await refusal(worksheet(manyRows(5)), { limits });
    expect(err.reason).toBe('TOO_MANY_ROWS');
    expect(err.message).toBe('The worksheet has more than 3 rows of data; split it into smaller files.');
    expect(err.params).toEqual({ max: '1,048,576' });
  });

  it('counts empty row elements against maxRowElements, and refuses one more', async () => {
    const limits = { maxRowElements: 1_500 };
    const padded = (count: number) => Array.from({ length: count }, () => '<row/>').join('');
    expect(await read(worksheet(manyRows(1) + padded(1_499)), { limits })).toHaveLength(1);
    const err = await refusal(worksheet(manyRows(1) + padded(1_500)), { limits });
    expect(err.reason).toBe('TOO_MANY_ROWS');
    expect(err.message).toBe('The worksheet has more than 1,500 rows; it cannot be imported.');
    expect(err.params).toEqual({ max: '1,500' });
  });

  it('refuses a row numbered beyond maxRowElements however few rows come before it', async () => {
    const limits = { maxRowElements: 1_500 };
    expect(await read(worksheet(manyRows(1, 1_500)), { limits })).toEqual([{ row: 1_500, cells: ['x'] }]);
    const err = await refusal(worksheet(manyRows(1, 1_501)), { limits });
    expect(err.message).toBe('The worksheet has more than 1,500 rows; it cannot be imported.');
  });

  it('stops at the deadline, checked every thousand row elements', async () => {
    const past = { deadline: Date.now() - 1 };
    expect(await read(worksheet(manyRows(999)), past)).toHaveLength(999);
    const err = await refusal(worksheet(manyRows(1_000)), past);
    expect(err.reason).toBe('TOO_SLOW');
    expect(err.message).toBe('The workbook takes too long to read; split it into smaller files.');
    expect(await read(worksheet(manyRows(1_000)))).toHaveLength(1_000);
  });

  it('reports progress every thousand rows read', async () => {
    const onProgress = vi.fn();
    await read(worksheet(manyRows(2_999)), { onProgress });
    expect(onProgress.mock.calls).toEqual([[1_000], [2_000]]);
  });
});

describe('readSheetRows: merged ranges', () => {
  it('gives every cell of a merged range its top-left value, within existing rows and the column limit', async () => {
    const rows = await read(
      worksheet(
        `<row r="1">${inline('A1', 'h')}</row><row r="2">${inline('B2', 'Finance')}</row>` +
          `<row r="3">${inline('A3', 'x')}${inline('C3', 'own')}</row><row r="5">${inline('A5', 'y')}</row>`,
        '<mergeCells><mergeCell ref="B2:D5"/><mergeCell ref="E1:E5"/><mergeCell ref="nonsense"/><mergeCell/></mergeCells>',
      ),
      { limits: { maxColumns: 3 } },
    );
    expect(rows).toEqual([
      { row: 1, cells: ['h'] },
      { row: 2, cells: [undefined, 'Finance', 'Finance'], merged: new Set([3]) },
      { row: 3, cells: ['x', 'Finance', 'own'], merged: new Set([2]) },
      { row: 5, cells: ['y', 'Finance', 'Finance'], merged: new Set([2, 3]) },
    ]);
  });

  it('reads a range written bottom-right first like any other', async () => {
    const rows = await read(
      worksheet(
        `<row r="1">${inline('A1', 'v')}</row><row r="2">${inline('C2', 'w')}</row>`,
        '<mergeCells><mergeCell ref="B2:A1"/></mergeCells>',
      ),
    );
    expect(rows).toEqual([
      { row: 1, cells: ['v', 'v'], merged: new Set([2]) },
      { row: 2, cells: ['v', 'v', 'w'], merged: new Set([1, 2]) },
    ]);
  });
});
