import {
  auditLogJobResponse,
  auditLogJobsResponse,
  auditLogPageResponse,
  fileLanguageOf,
  type AuditLogFilter,
  type AuditLogJob,
} from '@cd/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const AUDIT_LOG_PAGE_SIZE = 25;
/** How often a queued or running export is asked for its status. */
export const JOB_POLL_MS = 1000;

export const auditLogPageQueryOptions = (filter: AuditLogFilter, page: number) =>
  queryOptions({
    queryKey: ['reports', 'audit-log', filter, page],
    queryFn: ({ signal }) =>
      apiClient.call('Report.AuditLogByDate', {
        body: { ...filter, page, pageSize: AUDIT_LOG_PAGE_SIZE },
        schema: auditLogPageResponse,
        signal,
      }),
  });

export const useAuditLogPage = (filter: AuditLogFilter, page: number, enabled: boolean) =>
  useQuery({ ...auditLogPageQueryOptions(filter, page), enabled, placeholderData: keepPreviousData });

const JOBS_KEY = ['reports', 'audit-log-jobs'] as const;

export const auditLogJobsQueryOptions = () =>
  queryOptions({
    queryKey: JOBS_KEY,
    queryFn: ({ signal }) =>
      apiClient.call('Report.AuditLogReportJobs', { schema: auditLogJobsResponse, signal }),
  });

export const useAuditLogJobs = () => useQuery(auditLogJobsQueryOptions());

export const isActive = (job: AuditLogJob) => job.status === 'queued' || job.status === 'running';

/** One job's status, asked again every second while it is queued or running (starts from the list's copy). */
export const useJobStatus = (job: AuditLogJob) =>
  useQuery({
    queryKey: [...JOBS_KEY, job.jobID],
    queryFn: ({ signal }) =>
      apiClient.call('Report.CheckAuditLogReportStatus', {
        query: { jobID: job.jobID },
        schema: auditLogJobResponse,
        signal,
      }),
    initialData: job,
    refetchInterval: (query) => (query.state.data && isActive(query.state.data) ? JOB_POLL_MS : false),
  });

/** Starts an export of the filter; the file is written in the UI's language at the start (decision 077). */
export function useStartAuditLogExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ filter, uiLanguage }: { filter: AuditLogFilter; uiLanguage: string }) =>
      apiClient.call('Report.ExportAuditLog', {
        body: { ...filter, lang: fileLanguageOf(uiLanguage) },
        schema: auditLogJobResponse,
      }),
    onSuccess: (job) => queryClient.setQueryData<AuditLogJob[]>(JOBS_KEY, (list) => [job, ...(list ?? [])]),
  });
}

/** Cancels a queued or running export; the job's own status query takes the answer. */
export function useCancelAuditLogExport(jobID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.call('Report.CancelExportAuditLog', { body: { jobID }, schema: auditLogJobResponse }),
    onSuccess: (next) => queryClient.setQueryData([...JOBS_KEY, jobID], next),
  });
}

export const useDownloadAuditLogExport = (jobID: string) =>
  useMutation({ mutationFn: () => apiClient.file('Report.DownloadAuditLogReport', { query: { jobID } }) });

export { JOBS_KEY as AUDIT_LOG_JOBS_KEY };
