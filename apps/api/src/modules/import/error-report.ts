import type { ImportIssue } from '@cd/contracts';
import ExcelJS from 'exceljs';
import { TEXT_FORMAT } from '../../lib/spreadsheet-cells.js';

/** Every issue of a preview as a workbook: row, column, message (bilingual headers). */
export async function buildErrorReport(issues: ImportIssue[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Errors', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Row 列', key: 'row', width: 10 },
    { header: 'Column 欄', key: 'column', width: 24, style: { numFmt: TEXT_FORMAT } },
    { header: 'Message 訊息', key: 'message', width: 100, style: { numFmt: TEXT_FORMAT } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const issue of issues) sheet.addRow(issue);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
