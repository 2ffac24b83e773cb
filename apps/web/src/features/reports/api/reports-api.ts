import { fileLanguageOf } from '@cd/contracts';
import { useMutation } from '@tanstack/react-query';
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
const downloadOuReport = (report: OuReport, ouID: string, includeSubsidiaries: boolean, uiLanguage: string) =>
  apiClient.file(endpointOf[report], {
    query: { ouID, includeSubsidiaries, lang: fileLanguageOf(uiLanguage) },
  });

/** Downloads one report of an OU; the screen saves the file and tells the user. */
export const useDownloadOuReport = (report: OuReport) =>
  useMutation({
    mutationFn: (input: { ouID: string; includeSubsidiaries: boolean; uiLanguage: string }) =>
      downloadOuReport(report, input.ouID, input.includeSubsidiaries, input.uiLanguage),
  });
