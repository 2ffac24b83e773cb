import { booleanText, numberText, serialToIsoDate } from './cell-text.js';
import { columnLetters, parseCellRef, parseRange } from './cell-ref.js';
import type { WorkbookLimits } from './limits.js';
import { WorkbookError } from './workbook-error.js';
import { readXml } from './xml-stream.js';
import type { ZipPackage } from './zip-reader.js';

/** One non-empty worksheet row: `row` is the sheet's row number, `cells[c - 1]` the text of column c. */
export interface SheetRow {
  row: number;
  cells: string[];
  /** Columns (1-based) whose text was copied from a merged range's top-left cell, when there are any. */
  merged?: Set<number>;
}

export interface SheetContext {
  sharedStrings: string[];
  dateStyles: boolean[];
  date1904: boolean;
  limits: WorkbookLimits;
  deadline: number;
  /** Called every thousand rows read. */
  onProgress?: (rowsRead: number) => void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const format = (n: number) => n.toLocaleString('en-US');

/**
 * Streams a worksheet into its non-empty rows with each cell as text: shared, inline and rich strings
 * (phonetic guides left out, as in the shared strings),
 * cached results of formulas, booleans, errors ('#N/A'), dates (serials under a date style) as
 * yyyy-mm-dd, numbers in plain digits. Merged ranges give every cell the top-left value. Empty rows
 * (styled padding to Excel's last row) cost nothing but are bounded in number.
 */
export async function readSheetRows(pkg: ZipPackage, path: string, ctx: SheetContext): Promise<SheetRow[]> {
  const { limits } = ctx;
  const rows: SheetRow[] = [];
  const merges: string[] = [];
  let rowElements = 0;
  let rowNumber = 0;
  let cells: string[] = [];
  let column = 0;
  let cellType = 'n';
  let cellStyle = 0;
  let cellRef = '';
  let value: string[] = [];
  let capture: 'v' | 't' | null = null;
  let inInline = false;
  let inPhonetic = false;
  let hasValue = false;

  const tooMany = (what: string) =>
    new WorkbookError('TOO_MANY_ROWS', what, { max: format(limits.maxRowElements) });

  const finishCell = () => {
    if (!hasValue) return;
    const raw = value.join('');
    let text: string;
    switch (cellType) {
      case 's': {
        const shared = ctx.sharedStrings[Number(raw)];
        if (shared === undefined)
          throw new WorkbookError(
            'CORRUPT',
            `Cell ${cellRef} points at a shared string that does not exist.`,
          );
        text = shared;
        break;
      }
      case 'b':
        text = booleanText(raw);
        break;
      case 'inlineStr':
      case 'str':
      case 'e':
        text = raw;
        break;
      case 'd':
        text = raw.slice(0, 10);
        break;
      default:
        text = ctx.dateStyles[cellStyle]
          ? (serialToIsoDate(Number(raw), ctx.date1904) ?? numberText(raw))
          : numberText(raw);
    }
    if (text.length > limits.maxCellLength) {
      throw new WorkbookError('CELL_TOO_LONG', undefined, {
        row: rowNumber,
        column: columnLetters(column),
        length: format(text.length),
        max: format(limits.maxCellLength),
      });
    }
    if (text.trim() === '') return;
    if (column > limits.maxColumns) {
      throw new WorkbookError(
        'TOO_MANY_COLUMNS',
        `Row ${rowNumber}, column ${columnLetters(column)}: the worksheet has values beyond column ${columnLetters(limits.maxColumns)}; at most ${limits.maxColumns} columns are allowed.`,
        { row: rowNumber, column: columnLetters(column), max: limits.maxColumns },
      );
    }
    cells[column - 1] = text;
  };

  await readXml(
    await pkg.open(path),
    {
      open: (tag) => {
        const name = localName(tag.name);
        if (name === 'row') {
          rowElements++;
          if (rowElements > limits.maxRowElements)
            throw tooMany(
              `The worksheet has more than ${format(limits.maxRowElements)} rows; it cannot be imported.`,
            );
          if (rowElements % 1000 === 0 && Date.now() > ctx.deadline) {
            throw new WorkbookError('TOO_SLOW');
          }
          const r = Number(tag.attributes.r);
          rowNumber = Number.isInteger(r) && r > rowNumber ? r : rowNumber + 1;
          if (rowNumber > limits.maxRowElements)
            throw tooMany(
              `The worksheet has more than ${format(limits.maxRowElements)} rows; it cannot be imported.`,
            );
          cells = [];
          column = 0;
        } else if (name === 'c') {
          const ref = parseCellRef(tag.attributes.r ?? '');
          column = ref ? ref.column : column + 1;
          cellRef = `${columnLetters(column)}${rowNumber}`;
          cellType = tag.attributes.t ?? 'n';
          cellStyle = Number(tag.attributes.s ?? 0);
          value = [];
          hasValue = false;
        } else if (name === 'v') {
          capture = 'v';
          hasValue = true;
        } else if (name === 'is') {
          inInline = true;
          hasValue = true;
        } else if (name === 't' && inInline && !inPhonetic) {
          capture = 't';
        } else if (name === 'rPh') {
          inPhonetic = true;
        } else if (name === 'mergeCell' && tag.attributes.ref) {
          merges.push(tag.attributes.ref);
        }
      },
      close: (tagName) => {
        const name = localName(tagName);
        if (name === 'v' || name === 't') capture = null;
        else if (name === 'is') inInline = false;
        else if (name === 'rPh') inPhonetic = false;
        else if (name === 'c') finishCell();
        else if (name === 'row' && cells.length > 0) {
          rows.push({ row: rowNumber, cells });
          // The header row plus the data rows.
          if (rows.length > limits.maxRows + 1) {
            throw tooMany(
              `The worksheet has more than ${format(limits.maxRows)} rows of data; split it into smaller files.`,
            );
          }
          if (rows.length % 1000 === 0) ctx.onProgress?.(rows.length);
        }
      },
      text: (text) => {
        if (capture) value.push(text);
      },
    },
    path,
  );
  applyMerges(rows, merges, limits.maxColumns);
  return rows;
}

/** Copies each merged range's top-left value into the range's other cells of rows that exist. */
function applyMerges(rows: SheetRow[], merges: string[], maxColumns: number) {
  if (merges.length === 0) return;
  const byNumber = new Map(rows.map((r) => [r.row, r]));
  for (const ref of merges) {
    const range = parseRange(ref);
    if (!range) continue;
    const value = byNumber.get(range.top)?.cells[range.left - 1];
    if (value === undefined) continue;
    for (const row of rows) {
      if (row.row < range.top || row.row > range.bottom) continue;
      for (let c = range.left; c <= Math.min(range.right, maxColumns); c++) {
        if (row.cells[c - 1] !== undefined) continue;
        row.cells[c - 1] = value;
        (row.merged ??= new Set()).add(c);
      }
    }
  }
}
