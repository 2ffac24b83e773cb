import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { TEXT_FORMAT } from './spreadsheet-cells.js';

export type ExportCell = string | number | boolean | null | undefined;

export interface XlsxStreamOptions {
  sheetName: string;
  headers: readonly string[];
  rows: AsyncIterable<ExportCell[]>;
  /** Called after every row, for progress and cancellation (throw to stop). */
  onRow?: (written: number) => void | Promise<void>;
}

/** Unflushed output above which writing waits for the reader (memory stays flat on a slow client). */
const HIGH_WATER = 4 * 1024 * 1024;
const YIELD_EVERY_ROWS = 200;

/**
 * Writes one sheet to `out` as an .xlsx, a row at a time (exceljs' streaming writer without shared
 * strings, so nothing grows with the row count). Numbers stay numbers; every other value goes into a text
 * cell of a column formatted as Text, never a formula (decision 030: formula injection).
 */
export async function writeXlsxStream(out: Writable, options: XlsxStreamOptions): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = options.headers.map((header) => ({
    header,
    width: Math.min(40, Math.max(12, header.length + 4)),
    style: { numFmt: TEXT_FORMAT },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let written = 0;
  for await (const row of options.rows) {
    sheet.addRow(row.map(toCell)).commit();
    written++;
    await options.onRow?.(written);
    // Let other requests in between rows, so one big export does not stall the whole process.
    if (written % YIELD_EVERY_ROWS === 0) await new Promise((resolve) => setImmediate(resolve));
    if (out.writableLength > HIGH_WATER) await once(out, 'drain');
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/** Numbers stay numbers; everything else becomes a string, which exceljs writes as a text cell. */
const toCell = (value: ExportCell) =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : String(value);
