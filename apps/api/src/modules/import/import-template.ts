import { importColumnHeader, importColumns, IMPORT_MAX_ROWS, TEMPLATE_LISTS_SHEET } from '@cd/contracts';
import ExcelJS from 'exceljs';
import { TEXT_FORMAT } from '../../lib/spreadsheet-cells.js';

/** exceljs writes range validations (one sqref) but its typings only know cell-by-cell ones. */
interface RangeValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

export interface TemplateLists {
  ouName: string;
  departments: string[];
  /** '+852 Hong Kong' style entries. */
  countries: string[];
}

const INSTRUCTIONS: [string, string][] = [
  ['How to import contacts', '如何匯入聯絡人'],
  [
    "Fill in one contact per row on the 'Contacts' sheet, below the header row. Do not rename or remove the header cells.",
    '請在「Contacts」工作表的標題列下方，每列填寫一位聯絡人。請勿更改或刪除標題儲存格。',
  ],
  [
    'Columns marked * are required: Email, First Name and Family Name.',
    '標有 * 的欄位為必填：電郵、名字及姓氏。',
  ],
  [
    'A row whose Email matches an existing contact of this organisation unit updates that contact; other rows create new contacts.',
    '電郵與本機構單位現有聯絡人相同的列會更新該聯絡人；其他列會新增聯絡人。',
  ],
  ['Separate several secondary emails with a semicolon (;).', '多個其他電郵請以分號（;）分隔。'],
  [
    'Department, country codes and Master Record offer drop-down lists; phone parts may contain digits, spaces and hyphens only.',
    '部門、國家代碼及主記錄設有下拉選單；電話欄位只可包含數字、空格及連字號。',
  ],
  [
    'Save as Excel Workbook (.xlsx), at most 20 MB. You will see a preview with any errors before anything is saved.',
    '請儲存為 Excel 活頁簿（.xlsx），檔案不可超過 20 MB。儲存前會先顯示預覽及錯誤。',
  ],
];

/** The template workbook of spec 7 `ContactImport/Download` for one OU (decision 028). */
export async function buildImportTemplate(lists: TemplateLists): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Contact Directory';

  const sheet = workbook.addWorksheet('Contacts', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = importColumns.map((c) => ({
    header: importColumnHeader(c, 'en'),
    key: c.key,
    width: Math.max(14, c.header.length + 4),
    style: { numFmt: TEXT_FORMAT },
  }));
  sheet.getRow(1).font = { bold: true };

  // veryHidden, under the name the parser knows: the import does not warn of its own lists.
  const listSheet = workbook.addWorksheet(TEMPLATE_LISTS_SHEET, { state: 'veryHidden' });
  const listColumn = (letter: string, title: string, values: string[]) => {
    listSheet.getCell(`${letter}1`).value = title;
    values.forEach((v, i) => (listSheet.getCell(`${letter}${i + 2}`).value = v));
    return `${TEMPLATE_LISTS_SHEET}!$${letter}$2:$${letter}$${Math.max(2, values.length + 1)}`;
  };
  const departments = listColumn('A', 'Departments', lists.departments);
  const countries = listColumn('B', 'Countries', lists.countries);
  const yesNo = listColumn('C', 'Yes/No', ['Yes', 'No']);

  const lastRow = IMPORT_MAX_ROWS + 1;
  const letterOf = (key: string) => String.fromCharCode(65 + importColumns.findIndex((c) => c.key === key));
  const dropDown = (key: string, formula: string, allowOther: boolean) =>
    (sheet as unknown as RangeValidations).dataValidations.add(
      `${letterOf(key)}2:${letterOf(key)}${lastRow}`,
      {
        type: 'list',
        allowBlank: true,
        formulae: [formula],
        showErrorMessage: !allowOther,
        errorStyle: 'warning',
      },
    );
  if (lists.departments.length) dropDown('department', departments, false);
  dropDown('phoneCountryCode', countries, true);
  dropDown('mobileCountryCode', countries, true);
  dropDown('isMasterRecord', yesNo, false);

  const help = workbook.addWorksheet('Instructions');
  help.columns = [
    { header: 'English', key: 'en', width: 90 },
    { header: '中文', key: 'zh', width: 70 },
  ];
  help.addRow([`Organisation unit: ${lists.ouName}`, `機構單位：${lists.ouName}`]);
  for (const [en, zh] of INSTRUCTIONS) help.addRow([en, zh]);
  help.addRow([]);
  help.addRow(['Columns', '欄位']);
  for (const c of importColumns) help.addRow([importColumnHeader(c, 'en'), importColumnHeader(c, 'zh-HK')]);
  help.getRow(1).font = { bold: true };
  help.getColumn(1).alignment = { wrapText: true, vertical: 'top' };
  help.getColumn(2).alignment = { wrapText: true, vertical: 'top' };

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
