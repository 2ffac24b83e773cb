import { serverMessage, TEMPLATE_LISTS_SHEET, type ImportColumnKey, type ImportWarning } from '@cd/contracts';
import { mapHeader } from './header.js';
import { DEFAULT_WORKBOOK_LIMITS, type WorkbookLimits } from './limits.js';
import { readDateStyles, readWorkbookParts, type SheetRef } from './package-parts.js';
import { readSharedStrings } from './shared-strings.js';
import { readSheetRows } from './sheet-rows.js';
import { WorkbookError } from './workbook-error.js';
import { ZipPackage } from './zip-reader.js';

const EMPTY_ROW = { row: 0, cells: [] as string[] };

export type RawContactRow = { row: number; values: Partial<Record<ImportColumnKey, string>> };

export interface ParsedWorkbook {
  sheetName: string;
  headerRow: number;
  rows: RawContactRow[];
  warnings: ImportWarning[];
}

export interface ReadWorkbookOptions {
  limits?: Partial<WorkbookLimits>;
  onProgress?: (rowsRead: number) => void;
}

/** The template's data sheet by name, else the first visible sheet (hidden ones are never imported). */
function chooseSheet(sheets: SheetRef[]): { sheet: SheetRef; warnings: ImportWarning[] } {
  const visible = sheets.filter((s) => !s.hidden);
  const sheet = visible.find((s) => s.name.trim().toLowerCase() === 'contacts') ?? visible[0];
  if (!sheet) throw new WorkbookError('NO_SHEET');
  // The template's own drop-down lists are no one's data: only other hidden sheets are worth a warning.
  const templateLists = (s: SheetRef) => s.veryHidden && s.name === TEMPLATE_LISTS_SHEET;
  const warnings: ImportWarning[] = sheets.some((s) => s.hidden && !templateLists(s))
    ? [
        {
          message: `Hidden worksheets were not read; rows were read from '${sheet.name}'.`,
          ...serverMessage('IMPORT_WARNING_HIDDEN_SHEETS', { sheet: sheet.name }),
        },
      ]
    : [];
  return { sheet, warnings };
}

/**
 * Reads an uploaded .xlsx into contact rows keyed by template column, within `limits` whatever the file
 * holds. Throws WorkbookError (a message for the user) when the file is not an .xlsx workbook, is
 * hostile or damaged, or has no usable header row. Pure apart from the CPU it spends: no I/O but the buffer.
 */
export async function readContactWorkbook(
  buffer: Buffer,
  options: ReadWorkbookOptions = {},
): Promise<ParsedWorkbook> {
  const limits = { ...DEFAULT_WORKBOOK_LIMITS, ...options.limits };
  const deadline = Date.now() + limits.maxMillis;
  const pkg = await ZipPackage.open(buffer, limits);
  try {
    const parts = await readWorkbookParts(pkg);
    const { sheet, warnings } = chooseSheet(parts.sheets);
    const dateStyles = await readDateStyles(pkg, parts.stylesPath);
    const sharedStrings = await readSharedStrings(pkg, parts.sharedStringsPath, limits);
    const sheetRows = await readSheetRows(pkg, sheet.path, {
      sharedStrings,
      dateStyles,
      date1904: parts.date1904,
      limits,
      deadline,
      onProgress: options.onProgress,
    });
    const [header, ...data] = sheetRows;
    if (!header) throw new WorkbookError('NO_HEADER', `The worksheet '${sheet.name}' is empty.`);
    // A header merged across empty neighbours (LibreOffice's "merge cells" on the last header) names
    // one column: the copies a merge leaves in the other cells are not headers of their own.
    const headerCells = header.cells.map((text, i) => (header.merged?.has(i + 1) ? '' : text));
    const { columns, warnings: headerWarnings } = mapHeader(headerCells, header.row);
    // Each sheet row is dropped once converted, so the two forms never both hold every row.
    const rows: RawContactRow[] = [];
    for (let i = 0; i < data.length; i++) {
      const { row, cells } = data[i]!;
      data[i] = EMPTY_ROW;
      const values: RawContactRow['values'] = {};
      for (const [column, key] of columns) {
        const text = cells[column - 1];
        if (text !== undefined) values[key] = text;
      }
      if (Object.keys(values).length > 0) rows.push({ row, values });
    }
    return { sheetName: sheet.name, headerRow: header.row, rows, warnings: [...warnings, ...headerWarnings] };
  } finally {
    pkg.close();
  }
}
