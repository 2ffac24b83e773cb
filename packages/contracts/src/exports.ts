import { z } from 'zod';
import { fileLanguage } from './common/file-language-schema.js';
import type { FileLanguage } from './common/file-language.js';
import { booleanParam } from './common/files.js';
import { idParam } from './common/ids.js';
import { contactSheetHeaders } from './import-columns.js';

/**
 * `POST /api/Contacts/ExportContacts?ouID=[&includeSubsidiaries=true][&lang=zh-HK]` (FN-0005 on the OU; header
 * `x-cd-csrf: 1`, no body) → a streamed .xlsx 'Contacts_{OU name}_{yyyy-MM-dd}.xlsx' (RFC 6266 `filename*`).
 * One row per contact; `contactExportColumns` in order (the import template's, then the export's own). Any cell that would start with = + - @ tab or CR is
 * written as a text cell so a spreadsheet never evaluates it (phone numbers such as '+852 2123 4567' stay
 * as readable text).
 */
export const contactExportQuery = z.object({
  ouID: idParam('ouID'),
  includeSubsidiaries: booleanParam('includeSubsidiaries').default(false),
  /** The language of the file's headers and labels (decision 077). */
  lang: fileLanguage,
});
export type ContactExportQuery = z.input<typeof contactExportQuery>;

/**
 * The export's columns are the import template's (`importColumns`, same order and headers, required ones
 * marked '*') followed by `exportOnlyColumns`: export → edit → import updates those contacts by email and
 * changes nothing else (decision 028).
 */
export const contactExportColumns: readonly string[] = contactSheetHeaders('en', true);

/**
 * `POST /api/Report/ExportPermissionAssignmentReport?ouID=[&includeSubsidiaries=true][&lang=zh-HK]` (FN-0006 on the OU)
 * → .xlsx 'Permission Assignment Report_{OU name}_{yyyy-MM-dd}.xlsx': one row per (holder, function code,
 * OU) for the OU (and its subtree when asked), with how it is held (`permissionSources`).
 */
export const permissionReportQuery = contactExportQuery;
export type PermissionReportQuery = z.input<typeof permissionReportQuery>;

/** How a holder comes by a code on an OU: a grant on the OU itself, inherited, or by email domain. */
export const permissionSources = [
  'Own',
  'Inherited from parent (with subsidiaries)',
  'Trusted domain',
  'System administrator (identity provider group)',
] as const;

/** The Function Code cell of a system administrator's row: they hold every code (decision 030). */
export const allFunctionCodesLabel: Record<FileLanguage, string> = { en: 'All', 'zh-HK': '全部' };

export const permissionReportColumns = [
  'OU Code',
  'OU Name',
  'Holder',
  'Holder Name',
  'Function Code',
  'Held Through',
  'Granted On OU',
  'Includes Subsidiaries',
  'Granted By',
  'Granted Date',
] as const;

/**
 * The files' headers and labels in each language (decision 077): English is the spec's and stays what it
 * was; zh-HK follows the screens' wording. Same order and count as the English (a test checks).
 */
export const contactExportHeaders: Record<FileLanguage, readonly string[]> = {
  en: contactExportColumns,
  'zh-HK': contactSheetHeaders('zh-HK', true),
};

export const permissionReportHeaders: Record<FileLanguage, readonly string[]> = {
  en: permissionReportColumns,
  'zh-HK': [
    '組織單位代碼',
    '組織單位名稱',
    '持有人',
    '持有人名稱',
    '功能代碼',
    '取得方式',
    '授權所在組織單位',
    '包括附屬單位',
    '授權者',
    '授權日期',
  ],
};

export const permissionSourceLabels: Record<FileLanguage, readonly string[]> = {
  en: permissionSources,
  'zh-HK': ['本身授權', '承襲自上層（包括附屬單位）', '信任網域', '系統管理員（身分提供者群組）'],
};

/** The sheet (tab) names of the exported files. */
export const exportSheetNames: Record<
  FileLanguage,
  { contacts: string; permissions: string; auditLog: string }
> = {
  en: { contacts: 'Contacts', permissions: 'Permissions', auditLog: 'Audit Log' },
  'zh-HK': { contacts: '聯絡人', permissions: '權限', auditLog: '審計日誌' },
};

export const yesNoLabels: Record<FileLanguage, { yes: string; no: string }> = {
  en: { yes: 'Yes', no: 'No' },
  'zh-HK': { yes: '是', no: '否' },
};

/** A contact's source in an export: English keeps the stored code, as before. */
export const contactSourceLabels: Record<FileLanguage, Record<string, string>> = {
  en: {},
  'zh-HK': { MANUAL: '人手輸入', IMPORT: '匯入', OUSYNC: '組織單位同步', USER: '使用者目錄' },
};
