import {
  importCommitResponse,
  importPreviewResponse,
  importProgressResponse,
  importRunsResponse,
  IMPORT_FILE_FIELD,
  fileLanguageOf,
  type ImportCommitRequest,
} from '@cd/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const BASE = '/api/ContactImport';

export const downloadTemplate = (ouID: string) => apiClient.download(`${BASE}/Download`, { query: { ouID } });

export function uploadWorkbook(ouID: string, file: File, uploadID: string) {
  const body = new FormData();
  body.append(IMPORT_FILE_FIELD, file, file.name);
  return apiClient.post(`${BASE}/ImportContacts`, body, {
    query: { ouID, uploadID },
    schema: importPreviewResponse,
  });
}

export const getProgress = (query: { uploadID: string } | { importRunID: number }) =>
  apiClient.get(`${BASE}/ImportProgress`, { query, schema: importProgressResponse });

export const commitImport = (request: ImportCommitRequest) =>
  apiClient.post(`${BASE}/CommitImport`, request, { schema: importCommitResponse });

export const discardImport = (importRunID: number) =>
  apiClient.post(`${BASE}/DiscardImport`, { importRunID }, { schema: importCommitResponse });

/** The report in the UI's language (contracts: importErrorReportQuery, decision 077). */
export const downloadErrorReport = (importRunID: number, uiLanguage: string) =>
  apiClient.download(`${BASE}/ErrorReport`, {
    query: { importRunID, lang: fileLanguageOf(uiLanguage) },
  });

export const IMPORT_RUNS_PAGE_SIZE = 10;

export const importRunsQueryOptions = (ouID: string, page: number) =>
  queryOptions({
    queryKey: ['contact-import', 'runs', ouID, page],
    queryFn: ({ signal }) =>
      apiClient.get(`${BASE}/ImportRuns`, {
        query: { ouID, page, pageSize: IMPORT_RUNS_PAGE_SIZE },
        schema: importRunsResponse,
        signal,
      }),
  });

export const useImportRuns = (ouID: string, page: number, enabled: boolean) =>
  useQuery({ ...importRunsQueryOptions(ouID, page), enabled, placeholderData: keepPreviousData });
