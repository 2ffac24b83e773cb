// Values only, no zod: the web's first screen imports these, and a module that also built schemas would
// bring zod with it (web decision 070). Re-exported from contact-import.ts.

/**
 * The template's columns in order: `key` is the stable field name, headers are what the sheet shows
 * (the parser also accepts the Chinese header, any case and extra spaces). Multi-valued cells separate
 * values with ';'. Phone and mobile country codes are dialling codes ('852', '+852' or '+852 Hong Kong').
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
