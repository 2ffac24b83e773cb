import { z } from 'zod';
import { booleanParam } from './common/files.js';
import { idParam } from './common/ids.js';

/**
 * `POST /api/Contacts/ExportContacts?ouID=[&includeSubsidiaries=true]` (FN-0005 on the OU; header
 * `x-cd-csrf: 1`, no body) → a streamed .xlsx 'Contacts_{OU name}_{yyyy-MM-dd}.xlsx' (RFC 6266 `filename*`).
 * One row per contact; `contactExportColumns` in order. Any cell that would start with = + - @ tab or CR is
 * written as a text cell so a spreadsheet never evaluates it (phone numbers such as '+852 2123 4567' stay
 * as readable text).
 */
export const contactExportQuery = z.object({
  ouID: idParam('ouID'),
  includeSubsidiaries: booleanParam('includeSubsidiaries').default(false),
});
export type ContactExportQuery = z.input<typeof contactExportQuery>;

export const contactExportColumns = [
  'Contact ID',
  'Display Name',
  'First Name',
  'Middle Name',
  'Family Name',
  'Local Name',
  'Chinese Name',
  'Job Title',
  'OU Code',
  'OU Name',
  'Department',
  'Email',
  'Secondary Emails',
  'Phone',
  'Secondary Phones',
  'Mobile',
  'Secondary Mobiles',
  'Fax',
  'Working Location',
  'Master Record',
  'Source',
  'Created By',
  'Created Date',
  'Modified By',
  'Modified Date',
] as const;

/**
 * `POST /api/Report/ExportPermissionAssignmentReport?ouID=[&includeSubsidiaries=true]` (FN-0006 on the OU)
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
] as const;

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
