import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/PagedTable';
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
    <PagedTable
      headingId="import-runs-heading"
      heading={t('runs.heading')}
      columns={[t('runs.when'), t('runs.who'), t('runs.file'), t('runs.status'), t('runs.counts')]}
      page={runs.data}
      pageNumber={page}
      pageSize={IMPORT_RUNS_PAGE_SIZE}
      onPageChange={setPage}
      rowKey={(run) => run.importRunID}
      renderCells={(run) => (
        <>
          <TableCell>{formatDateTime(run.createdDate, language)}</TableCell>
          <TableCell>{run.createdBy}</TableCell>
          <TableCell title={run.sha256 ?? undefined}>{run.fileName}</TableCell>
          <TableCell>
            {t(`status.${run.status}`)}
            {run.message && (
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
        </>
      )}
      rowsLabel={({ from, to, count }) => t('runs.pageOf', { from, to, count })}
      emptyText={t('runs.none')}
      testId="import-runs"
    />
  );
}
