import ExcelJS from 'exceljs';

/**
 * Fills the downloaded template the way a person would: rows under the header of the 'Contacts' sheet,
 * each cell placed by the header's text so the test follows the template's column order.
 */
export async function fillTemplate(templatePath: string, rows: Record<string, string>[], outPath: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const sheet = workbook.getWorksheet('Contacts');
  if (!sheet) throw new Error('the template has no Contacts sheet');
  const columnOf = new Map<string, number>();
  // Required columns are marked 'Email *' in the template.
  sheet.getRow(1).eachCell((cell, column) =>
    columnOf.set(
      String(cell.value)
        .replace(/\s*\*$/, '')
        .trim(),
      column,
    ),
  );
  rows.forEach((values, index) => {
    const row = sheet.getRow(index + 2);
    for (const [header, value] of Object.entries(values)) {
      const column = columnOf.get(header);
      if (!column) throw new Error(`the template has no column '${header}'`);
      row.getCell(column).value = value;
    }
    row.commit();
  });
  await workbook.xlsx.writeFile(outPath);
}

/** Every row of the first sheet as text (reading a downloaded export). */
export async function sheetText(path: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v))));
  });
  return rows;
}
