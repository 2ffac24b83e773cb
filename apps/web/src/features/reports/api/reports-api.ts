import { fileLanguageOf } from '@cd/contracts';
import { apiClient } from '../../../lib/api-client';

export type OuReport = 'contacts' | 'permissions';

const paths: Record<OuReport, string> = {
  contacts: '/api/Contacts/ExportContacts',
  permissions: '/api/Report/ExportPermissionAssignmentReport',
};

/**
 * Both reports are a POST of the OU (contracts: contactExportQuery / permissionReportQuery) answered by an
 * .xlsx whose headers and labels are in the UI's language (decision 077).
 */
export const downloadOuReport = (
  report: OuReport,
  ouID: string,
  includeSubsidiaries: boolean,
  uiLanguage: string,
) =>
  apiClient.download(paths[report], {
    method: 'POST',
    query: { ouID, includeSubsidiaries: String(includeSubsidiaries), lang: fileLanguageOf(uiLanguage) },
  });
