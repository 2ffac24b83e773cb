import type { AuditLogFilter, AuditLogJob } from '@cd/contracts';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNotices } from '../../../components/notices';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { saveFile } from '../../../lib/save-file';
import type { Language } from '../../../locales';
import {
  AUDIT_LOG_JOBS_KEY,
  isActive,
  useAuditLogJobs,
  useCancelAuditLogExport,
  useDownloadAuditLogExport,
  useJobStatus,
  useStartAuditLogExport,
} from '../api/audit-log-api';

/** Start an export of the shown filter and follow the user's own export jobs (decision 031). */
export function AuditLogExports({ filter, canStart }: { filter: AuditLogFilter; canStart: boolean }) {
  const { t, i18n } = useTranslation('reports');
  const errorText = useErrorMessage();
  const { enqueueSnackbar } = useNotices();
  const jobs = useAuditLogJobs();
  const start = useStartAuditLogExport();
  const startExport = () =>
    start.mutate(
      { filter, uiLanguage: i18n.language },
      {
        onSuccess: () => enqueueSnackbar(t('auditLog.exports.started'), { variant: 'info' }),
        onError: (error) => enqueueSnackbar(errorText(error), { variant: 'error' }),
      },
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="audit-exports-heading" sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="h6" component="h2" id="audit-exports-heading">
          {t('auditLog.exports.heading')}
        </Typography>
        <Button variant="contained" onClick={startExport} disabled={!canStart || start.isPending}>
          {start.isPending ? t('auditLog.exports.starting') : t('auditLog.exports.start')}
        </Button>
      </Stack>
      {jobs.isError && <Typography color="error">{errorText(jobs.error)}</Typography>}
      {jobs.data && jobs.data.length === 0 && <Typography>{t('auditLog.exports.none')}</Typography>}
      {jobs.data && jobs.data.length > 0 && (
        <Table size="small" aria-labelledby="audit-exports-heading" data-testid="audit-exports">
          <TableHead>
            <TableRow>
              <TableCell>{t('auditLog.exports.created')}</TableCell>
              <TableCell>{t('auditLog.exports.range')}</TableCell>
              <TableCell>{t('auditLog.exports.status')}</TableCell>
              <TableCell>{t('auditLog.exports.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.data.map((job) => (
              <ExportJobRow key={job.jobID} job={job} />
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

/** The last day of a [from, to) range, as the user picked it. */
const lastDay = (to: string) => new Date(new Date(to).getTime() - 1);

function ExportJobRow({ job: listed }: { job: AuditLogJob }) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language as Language;
  const errorText = useErrorMessage();
  const { enqueueSnackbar } = useNotices();
  const queryClient = useQueryClient();
  const status = useJobStatus(listed);
  const job = status.data;
  const [confirming, setConfirming] = useState(false);

  // A job that ends while watched refreshes the list, so its copy there is current too.
  const wasActive = useRef(isActive(job));
  useEffect(() => {
    if (wasActive.current && !isActive(job))
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOG_JOBS_KEY, exact: true });
    wasActive.current = isActive(job);
  }, [job, queryClient]);

  const cancel = useCancelAuditLogExport(job.jobID);
  const cancelJob = () =>
    cancel.mutate(undefined, {
      onSuccess: () => enqueueSnackbar(t('auditLog.exports.cancelled'), { variant: 'info' }),
      onError: (error) => {
        enqueueSnackbar(errorText(error), { variant: 'error' });
        void status.refetch();
      },
    });
  const download = useDownloadAuditLogExport(job.jobID);
  const downloadFile = () =>
    download.mutate(undefined, {
      onSuccess: ({ blob, filename }) => {
        saveFile(blob, filename ?? job.fileName ?? `${t('auditLog.title')}.xlsx`);
        enqueueSnackbar(t('auditLog.exports.downloaded'), { variant: 'success' });
      },
      onError: (error) => enqueueSnackbar(errorText(error), { variant: 'error' }),
    });

  const range =
    job.filter.from && job.filter.to
      ? t('auditLog.exports.rangeValue', {
          from: formatDate(job.filter.from, language),
          to: formatDate(lastDay(job.filter.to), language),
        })
      : '—';
  const statusName = t(`auditLog.exports.statusNames.${job.status}`);

  return (
    <TableRow data-testid="audit-export-job" data-status={job.status}>
      <TableCell>{formatDateTime(job.createdDate, language)}</TableCell>
      <TableCell>{range}</TableCell>
      <TableCell sx={{ minWidth: 220 }}>
        <Typography variant="body2" data-testid="audit-export-status">
          {statusName}
        </Typography>
        {job.status === 'running' && (
          <>
            <LinearProgress
              variant={job.percent === null ? 'indeterminate' : 'determinate'}
              value={job.percent ?? undefined}
              aria-label={statusName}
              sx={{ my: 0.5 }}
            />
            <Typography variant="caption">
              {job.totalRows === null || job.percent === null
                ? t('auditLog.exports.progressUnknown', {
                    processed: formatNumber(job.processedRows, language),
                  })
                : t('auditLog.exports.progress', {
                    processed: formatNumber(job.processedRows, language),
                    total: formatNumber(job.totalRows, language),
                    percent: job.percent,
                  })}
            </Typography>
          </>
        )}
        {job.status === 'failed' && (
          // The server's reason is English text for the logs; the user reads the same advice in their language.
          <Typography variant="caption" color="error">
            {t('auditLog.exports.failed')}
          </Typography>
        )}
        {job.status === 'done' && (
          <Typography variant="caption" color="text.secondary">
            {job.downloadUrl && job.expiresAt
              ? t('auditLog.exports.expires', { date: formatDateTime(job.expiresAt, language) })
              : !job.downloadUrl
                ? t('auditLog.exports.expired')
                : null}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {isActive(job) && (
          <Button size="small" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
            {t('auditLog.exports.cancel')}
          </Button>
        )}
        {job.status === 'done' && job.downloadUrl && (
          <Button size="small" variant="outlined" onClick={downloadFile} disabled={download.isPending}>
            {t('auditLog.exports.download')}
          </Button>
        )}
        <ConfirmDialog
          open={confirming}
          question={t('auditLog.exports.cancelQuestion')}
          confirmLabel={t('auditLog.exports.cancel')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            cancelJob();
          }}
        />
      </TableCell>
    </TableRow>
  );
}
