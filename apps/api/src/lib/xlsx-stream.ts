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

const YIELD_EVERY_ROWS = 200;

/**
 * Resolves once `out` wants more, rejects when it is closed first (the client went away). exceljs' own
 * buffers never say no (its sheet stream's write always answers true), so the only backpressure there is
 * is `out`'s: once it is full, rows wait, and what is in flight between is a few deflate buffers.
 */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (err?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('the download was closed before it ended'));
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}

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
    if (out.destroyed) throw new Error('the download was closed before it ended');
    if (out.writableNeedDrain) await drained(out);
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/** Numbers stay numbers; everything else becomes a string, which exceljs writes as a text cell. */
const toCell = (value: ExportCell) =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : String(value);
