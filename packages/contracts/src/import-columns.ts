// Values only, no zod: the web's first screen imports these, and a module that also built schemas would
// bring zod with it (web decision 070). Re-exported from contact-import.ts.
import type { FileLanguage } from './common/file-language.js';

/**
 * The contact sheet's columns, the one definition behind the import template, the import parser and the
 * contact export (decision 028): the export writes these columns first, in this order and under these
 * headers, so an exported sheet can be edited and imported again. `key` is the stable field name, headers
 * are what the sheet shows (the parser also accepts the Chinese header, any case and extra spaces).
 * Multi-valued cells separate values with ';'. Phone and mobile country codes are dialling codes ('852',
 * '+852' or '+852 Hong Kong').
 */
export const importColumns = [
  { key: 'email', header: 'Email', headerZh: '電郵', required: true },
  { key: 'firstName', header: 'First Name', headerZh: '名字', required: true },
  { key: 'middleName', header: 'Middle Name', headerZh: '中間名', required: false },
  { key: 'familyName', header: 'Family Name', headerZh: '姓氏', required: true },
  { key: 'displayName', header: 'Display Name', headerZh: '顯示名稱', required: false },
  { key: 'localName', header: 'Local Name', headerZh: '本地名稱', required: false },
  { key: 'chineseName', header: 'Chinese Name', headerZh: '中文姓名', required: false },
  { key: 'title', header: 'Job Title', headerZh: '職位', required: false },
  { key: 'department', header: 'Department', headerZh: '部門', required: false },
  { key: 'secondaryEmail', header: 'Secondary Emails', headerZh: '其他電郵', required: false },
  { key: 'phoneCountryCode', header: 'Phone Country Code', headerZh: '電話國家代碼', required: false },
  { key: 'phoneAreaCode', header: 'Phone Area Code', headerZh: '電話區號', required: false },
  { key: 'phoneNumber', header: 'Phone Number', headerZh: '電話號碼', required: false },
  { key: 'phoneExtension', header: 'Extension', headerZh: '內線', required: false },
  { key: 'mobileCountryCode', header: 'Mobile Country Code', headerZh: '手機國家代碼', required: false },
  { key: 'mobileNumber', header: 'Mobile Number', headerZh: '手機號碼', required: false },
  { key: 'fax', header: 'Fax', headerZh: '傳真', required: false },
  { key: 'workingLocation', header: 'Working Location', headerZh: '工作地點', required: false },
  { key: 'isMasterRecord', header: 'Master Record', headerZh: '主記錄', required: false },
] as const;
export type ImportColumnKey = (typeof importColumns)[number]['key'];

/**
 * What the contact export adds after the template's columns: facts the import cannot set (ids, the OU,
 * phones beyond the first, who changed what when). The parser knows these headers and passes over them
 * without a warning, so a round trip reads clean.
 */
export const exportOnlyColumns = [
  { key: 'contactId', header: 'Contact ID', headerZh: '聯絡人編號' },
  { key: 'ouCode', header: 'OU Code', headerZh: '組織單位代碼' },
  { key: 'ouName', header: 'OU Name', headerZh: '組織單位名稱' },
  { key: 'secondaryPhones', header: 'Secondary Phones', headerZh: '其他電話' },
  { key: 'secondaryMobiles', header: 'Secondary Mobiles', headerZh: '其他手提電話' },
  { key: 'source', header: 'Source', headerZh: '來源' },
  { key: 'createdBy', header: 'Created By', headerZh: '建立者' },
  { key: 'createdDate', header: 'Created Date', headerZh: '建立日期' },
  { key: 'modifiedBy', header: 'Modified By', headerZh: '修改者' },
  { key: 'modifiedDate', header: 'Modified Date', headerZh: '修改日期' },
] as const;
export type ExportOnlyColumnKey = (typeof exportOnlyColumns)[number]['key'];

/** A template column's header cell in a file's language, required ones marked ' *'. */
export const importColumnHeader = (column: (typeof importColumns)[number], language: FileLanguage) =>
  `${language === 'zh-HK' ? column.headerZh : column.header}${column.required ? ' *' : ''}`;

/** The header row of a contact sheet: the template's, or the export's (the template's, then its own). */
export function contactSheetHeaders(language: FileLanguage, withExportColumns: boolean): string[] {
  const own = importColumns.map((c) => importColumnHeader(c, language));
  if (!withExportColumns) return own;
  return [...own, ...exportOnlyColumns.map((c) => (language === 'zh-HK' ? c.headerZh : c.header))];
}

/**
 * The name of the template's hidden sheet of drop-down values. Excel can only make a sheet 'veryHidden'
 * from code, so a veryHidden sheet of this name is the template's own and the parser does not warn of it.
 */
export const TEMPLATE_LISTS_SHEET = 'Lists';
