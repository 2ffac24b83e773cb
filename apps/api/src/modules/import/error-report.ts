import { columnLabel, isServerMessageCode, type FileLanguage, type ImportIssue } from '@cd/contracts';
import { serverMessageIn } from '@cd/contracts/server-message-texts';
import ExcelJS from 'exceljs';
import { TEXT_FORMAT } from '../../lib/spreadsheet-cells.js';

const reportTexts = {
  en: { sheet: 'Errors', row: 'Row', column: 'Column', message: 'Message' },
  'zh-HK': { sheet: '錯誤', row: '列', column: '欄位', message: '訊息' },
} as const satisfies Record<FileLanguage, Record<string, string>>;

/** An issue's message in the language; issues stored before their code existed keep the server's text. */
const issueMessage = (issue: ImportIssue, language: FileLanguage) =>
  isServerMessageCode(issue.messageCode)
    ? serverMessageIn({ messageCode: issue.messageCode, params: issue.params }, language)
    : issue.message;

/** Every issue of a preview as a workbook (row, column, message) in the requester's language. */
export async function buildErrorReport(issues: ImportIssue[], language: FileLanguage): Promise<Buffer> {
  const texts = reportTexts[language];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(texts.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: texts.row, key: 'row', width: 10 },
    { header: texts.column, key: 'column', width: 24, style: { numFmt: TEXT_FORMAT } },
    { header: texts.message, key: 'message', width: 100, style: { numFmt: TEXT_FORMAT } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const issue of issues) {
    sheet.addRow({
      row: issue.row,
      column: columnLabel(issue.column, language),
      message: issueMessage(issue, language),
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
