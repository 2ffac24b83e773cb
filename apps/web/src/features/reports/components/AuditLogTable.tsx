import type { AuditLogEntry } from '@cd/contracts';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FieldChanges } from '../../../components/FieldChanges';
import { formatDateTime, formatNumber } from '../../../lib/format';
import type { Language } from '../../../locales';
import { AUDIT_LOG_PAGE_SIZE } from '../api/audit-log-api';

/** Changes shown per record before "and N more" (the export has them all). */
const CHANGES_SHOWN = 3;

/** One server page of audit records, newest first; the page number lives in the URL. */
export function AuditLogTable({
  items,
  total,
  page,
  onPageChange,
}: {
  items: AuditLogEntry[];
  total: number;
  page: number;
  onPageChange(page: number): void;
}) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language as Language;
  const named = (group: 'actions' | 'entities', value: string) =>
    t(`auditLog.${group}.${value}`, { defaultValue: value });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="audit-records-heading" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id="audit-records-heading">
        {t('auditLog.table.heading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="audit-total">
        {t('auditLog.table.total', { count: total, formatted: formatNumber(total, language) })}
      </Typography>
      {total === 0 ? (
        <Typography>{t('auditLog.table.none')}</Typography>
      ) : (
        <>
          <Table size="small" aria-labelledby="audit-records-heading" data-testid="audit-records">
            <TableHead>
              <TableRow>
                <TableCell>{t('auditLog.table.when')}</TableCell>
                <TableCell>{t('auditLog.table.actor')}</TableCell>
                <TableCell>{t('auditLog.table.action')}</TableCell>
                <TableCell>{t('auditLog.table.entity')}</TableCell>
                <TableCell>{t('auditLog.table.ou')}</TableCell>
                <TableCell>{t('auditLog.table.changes')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.auditID}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={item.at}>{formatDateTime(item.at, language)}</time>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {item.actorEmail ?? t('auditLog.table.system')}
                  </TableCell>
                  <TableCell title={item.action}>{named('actions', item.action)}</TableCell>
                  <TableCell>
                    {named('entities', item.entityType)}
                    {item.entityID ? ` ${item.entityID}` : ''}
                  </TableCell>
                  <TableCell>{item.ouName ?? '—'}</TableCell>
                  <TableCell sx={{ maxWidth: 420 }}>
                    <FieldChanges changes={item.changes} limit={CHANGES_SHOWN} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={total}
            page={page - 1}
            rowsPerPage={AUDIT_LOG_PAGE_SIZE}
            rowsPerPageOptions={[AUDIT_LOG_PAGE_SIZE]}
            onPageChange={(_event, next) => onPageChange(next + 1)}
            labelDisplayedRows={({ from, to, count }) => t('auditLog.table.rows', { from, to, count })}
          />
        </>
      )}
    </Paper>
  );
}
