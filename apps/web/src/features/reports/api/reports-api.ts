import { fileLanguageOf } from '@cd/contracts';
import { apiClient } from '../../../lib/api-client';

export type OuReport = 'contacts' | 'permissions';

const endpointOf = {
  contacts: 'Contacts.ExportContacts',
  permissions: 'Report.ExportPermissionAssignmentReport',
} as const satisfies Record<OuReport, string>;

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
  apiClient.file(endpointOf[report], {
    query: { ouID, includeSubsidiaries, lang: fileLanguageOf(uiLanguage) },
  });
