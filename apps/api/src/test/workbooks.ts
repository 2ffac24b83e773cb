import ExcelJS from 'exceljs';

/** A downloaded or written .xlsx, read back with exceljs for assertions. */
export async function loadWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** A sheet's rows from the first (header) row on, each a plain array from column A. */
export function sheetValues(sheet: ExcelJS.Worksheet): unknown[][] {
  return sheet
    .getSheetValues()
    .slice(1)
    .map((row) => (row as unknown[]).slice(1));
}
