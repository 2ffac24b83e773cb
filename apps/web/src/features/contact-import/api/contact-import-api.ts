import {
  importCommitResponse,
  importPreviewResponse,
  importProgressResponse,
  importRunsResponse,
  IMPORT_FILE_FIELD,
  fileLanguageOf,
  type ImportCommitRequest,
} from '@cd/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const downloadTemplate = (ouID: string) =>
  apiClient.file('ContactImport.Download', { query: { ouID } });

export function uploadWorkbook(ouID: string, file: File, uploadID: string) {
  const body = new FormData();
  body.append(IMPORT_FILE_FIELD, file, file.name);
  return apiClient.call('ContactImport.ImportContacts', {
    body,
    query: { ouID, uploadID },
    schema: importPreviewResponse,
  });
}

export const getProgress = (query: { uploadID: string } | { importRunID: number }) =>
  apiClient.call('ContactImport.ImportProgress', { query, schema: importProgressResponse });

export const commitImport = (request: ImportCommitRequest) =>
  apiClient.call('ContactImport.CommitImport', { body: request, schema: importCommitResponse });

export const discardImport = (importRunID: number) =>
  apiClient.call('ContactImport.DiscardImport', { body: { importRunID }, schema: importCommitResponse });

/** The report in the UI's language (contracts: importErrorReportQuery, decision 077). */
export const downloadErrorReport = (importRunID: number, uiLanguage: string) =>
  apiClient.file('ContactImport.ErrorReport', {
    query: { importRunID, lang: fileLanguageOf(uiLanguage) },
  });

export const IMPORT_RUNS_PAGE_SIZE = 10;

export const importRunsQueryOptions = (ouID: string, page: number) =>
  queryOptions({
    queryKey: ['contact-import', 'runs', ouID, page],
    queryFn: ({ signal }) =>
      apiClient.call('ContactImport.ImportRuns', {
        query: { ouID, page, pageSize: IMPORT_RUNS_PAGE_SIZE },
        schema: importRunsResponse,
        signal,
      }),
  });

export const useImportRuns = (ouID: string, page: number, enabled: boolean) =>
  useQuery({ ...importRunsQueryOptions(ouID, page), enabled, placeholderData: keepPreviousData });

const runsKey = ['contact-import', 'runs'] as const;

/** The OU's template workbook, to be saved by the caller. */
export const useDownloadTemplate = () =>
  useMutation({ mutationFn: (ouID: string) => downloadTemplate(ouID) });

/** Uploads a workbook for its preview; the past imports reload whatever the answer (a refusal is a run too). */
export function useUploadWorkbook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ouID, file, uploadID }: { ouID: string; file: File; uploadID: string }) =>
      uploadWorkbook(ouID, file, uploadID),
    onSettled: () => queryClient.invalidateQueries({ queryKey: runsKey }),
  });
}

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportCommitRequest) => commitImport(request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: runsKey }),
  });
}

export function useDiscardImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importRunID: number) => discardImport(importRunID),
    onSettled: () => queryClient.invalidateQueries({ queryKey: runsKey }),
  });
}

export const useDownloadErrorReport = () =>
  useMutation({
    mutationFn: ({ importRunID, uiLanguage }: { importRunID: number; uiLanguage: string }) =>
      downloadErrorReport(importRunID, uiLanguage),
  });
