import { auditHistoryResponse, type AuditHistoryQuery } from '@cd/contracts';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import type { Language } from '../locales';
import { apiClient } from '../lib/api-client';
import { useErrorMessage } from '../lib/error-message';
import { FieldChanges } from './FieldChanges';

export const AUDIT_HISTORY_PATH = '/api/Audit/History';
const PAGE_SIZE = 10;

/** Spec's history of one object: its audit records, newest first, field: before → after, paged on the server. */
export function AuditHistory({ entityType, entityID }: Pick<AuditHistoryQuery, 'entityType' | 'entityID'>) {
  const { t, i18n } = useTranslation('maintenance');
  const errorMessage = useErrorMessage();
  const [page, setPage] = useState(1);
  const query = { entityType, entityID: String(entityID), page: String(page), pageSize: String(PAGE_SIZE) };
  const history = useQuery({
    queryKey: ['audit-history', entityType, String(entityID), page],
    queryFn: ({ signal }) =>
      apiClient.get(AUDIT_HISTORY_PATH, { query, schema: auditHistoryResponse, signal }),
    placeholderData: keepPreviousData,
  });

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-labelledby="history-heading">
      <Typography variant="h6" component="h2" id="history-heading" sx={{ mb: 1 }}>
        {t('history.title')}
      </Typography>
      {history.isError && <Typography color="error">{errorMessage(history.error)}</Typography>}
      {history.data && history.data.total === 0 && <Typography>{t('history.empty')}</Typography>}
      {history.data && history.data.total > 0 && (
        <>
          <Table size="small" aria-labelledby="history-heading">
            <TableHead>
              <TableRow>
                <TableCell>{t('history.when')}</TableCell>
                <TableCell>{t('history.who')}</TableCell>
                <TableCell>{t('history.action')}</TableCell>
                <TableCell>{t('history.changes')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data.items.map((item) => (
                <TableRow key={item.auditID}>
                  <TableCell>{formatDateTime(item.at, i18n.language as Language)}</TableCell>
                  <TableCell>{item.actorEmail ?? '—'}</TableCell>
                  <TableCell>{item.action}</TableCell>
                  <TableCell>
                    <FieldChanges changes={item.changes} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={history.data.total}
            page={page - 1}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_, next) => setPage(next + 1)}
            labelDisplayedRows={({ from, to, count }) => t('history.rows', { from, to, count })}
          />
        </>
      )}
    </Paper>
  );
}
