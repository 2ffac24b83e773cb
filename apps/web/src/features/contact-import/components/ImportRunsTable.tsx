import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../locales';
import { formatDateTime } from '../../../lib/format';
import { useServerMessage } from '../../../lib/server-message';
import { IMPORT_RUNS_PAGE_SIZE, useImportRuns } from '../api/contact-import-api';

/** The OU's past import runs, newest first, one server page at a time. */
export function ImportRunsTable({ ouID }: { ouID: string }) {
  const { t, i18n } = useTranslation('contactImport');
  const [page, setPage] = useState(1);
  const runs = useImportRuns(ouID, page, true);
  const serverText = useServerMessage();
  const language = i18n.language as Language;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="import-runs-heading" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id="import-runs-heading">
        {t('runs.heading')}
      </Typography>
      {runs.data && runs.data.total === 0 && <Typography variant="body2">{t('runs.none')}</Typography>}
      {runs.data && runs.data.total > 0 && (
        <>
          <Table size="small" aria-labelledby="import-runs-heading" data-testid="import-runs">
            <TableHead>
              <TableRow>
                <TableCell>{t('runs.when')}</TableCell>
                <TableCell>{t('runs.who')}</TableCell>
                <TableCell>{t('runs.file')}</TableCell>
                <TableCell>{t('runs.status')}</TableCell>
                <TableCell>{t('runs.counts')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {runs.data.items.map((run) => (
                <TableRow key={run.importRunID}>
                  <TableCell>{formatDateTime(run.createdDate, language)}</TableCell>
                  <TableCell>{run.createdBy}</TableCell>
                  <TableCell title={run.sha256 ?? undefined}>{run.fileName}</TableCell>
                  <TableCell>
                    {t(`status.${run.status}`)}
                    {/* Why it was refused; a committed run's stored text repeats the commit's own notice. */}
                    {(run.status === 'rejected' || run.status === 'failed') && run.message && (
                      <Typography variant="body2" color="text.secondary">
                        {serverText(run, run.message)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {t('runs.countsValue', {
                      created: run.counts.created,
                      updated: run.counts.updated,
                      unchanged: run.counts.unchanged,
                      invalid: run.counts.invalid,
                    })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={runs.data.total}
            page={page - 1}
            rowsPerPage={IMPORT_RUNS_PAGE_SIZE}
            rowsPerPageOptions={[IMPORT_RUNS_PAGE_SIZE]}
            onPageChange={(_event, next) => setPage(next + 1)}
            labelDisplayedRows={({ from, to, count }) => t('runs.pageOf', { from, to, count })}
          />
        </>
      )}
    </Paper>
  );
}
