import {
  auditActionLabel,
  auditHistoryResponse,
  fileLanguageOf,
  type AuditHistoryQuery,
} from '@cd/contracts';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import type { Language } from '../locales';
import { apiClient } from '../lib/api-client';
import { useErrorMessage } from '../lib/error-message';
import { FieldChanges } from './FieldChanges';
import { PagedTable } from './PagedTable';

const PAGE_SIZE = 10;

/** Spec's history of one object: its audit records, newest first, field: before → after, paged on the server. */
export function AuditHistory({ entityType, entityID }: Pick<AuditHistoryQuery, 'entityType' | 'entityID'>) {
  const { t, i18n } = useTranslation('maintenance');
  const errorMessage = useErrorMessage();
  const [page, setPage] = useState(1);
  const query = { entityType, entityID: String(entityID), page: String(page), pageSize: String(PAGE_SIZE) };
  const history = useQuery({
    queryKey: ['audit-history', entityType, String(entityID), page],
    queryFn: ({ signal }) => apiClient.call('Audit.History', { query, schema: auditHistoryResponse, signal }),
    placeholderData: keepPreviousData,
  });

  return (
    <PagedTable
      headingId="history-heading"
      heading={t('history.title')}
      columns={[t('history.when'), t('history.who'), t('history.action'), t('history.changes')]}
      page={history.data}
      pageNumber={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      rowKey={(item) => item.auditID}
      renderCells={(item) => (
        <>
          <TableCell>{formatDateTime(item.at, i18n.language as Language)}</TableCell>
          <TableCell>{item.actorEmail ?? '—'}</TableCell>
          <TableCell title={item.action}>
            {auditActionLabel(item.action, fileLanguageOf(i18n.language))}
          </TableCell>
          <TableCell>
            <FieldChanges changes={item.changes} references={history.data?.references} />
          </TableCell>
        </>
      )}
      rowsLabel={({ from, to, count }) => t('history.rows', { from, to, count })}
      emptyText={t('history.empty')}
      notice={history.isError && <Typography color="error">{errorMessage(history.error)}</Typography>}
      sx={{ mt: 3 }}
    />
  );
}
