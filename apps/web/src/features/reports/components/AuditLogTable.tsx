import {
  auditActionLabel,
  auditEntityLabel,
  fileLanguageOf,
  nameIn,
  type AuditLogEntry,
  type AuditReferences,
} from '@cd/contracts';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FieldChanges } from '../../../components/FieldChanges';
import { PagedTable } from '../../../components/PagedTable';
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
  references,
  onPageChange,
}: {
  items: AuditLogEntry[];
  references: AuditReferences;
  total: number;
  page: number;
  onPageChange(page: number): void;
}) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language as Language;
  const words = fileLanguageOf(language);
  const ouName = (item: AuditLogEntry) => {
    const ou = item.ouID === null ? undefined : references.ous[String(item.ouID)];
    return ou ? nameIn(ou, words) : (item.ouName ?? '—');
  };
  return (
    <PagedTable
      headingId="audit-records-heading"
      heading={t('auditLog.table.heading')}
      columns={[
        t('auditLog.table.when'),
        t('auditLog.table.actor'),
        t('auditLog.table.action'),
        t('auditLog.table.entity'),
        t('auditLog.table.ou'),
        t('auditLog.table.changes'),
      ]}
      page={{ items, total }}
      pageNumber={page}
      pageSize={AUDIT_LOG_PAGE_SIZE}
      onPageChange={onPageChange}
      rowKey={(item) => item.auditID}
      renderCells={(item) => (
        <>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <time dateTime={item.at}>{formatDateTime(item.at, language)}</time>
          </TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>
            {item.actorEmail ?? t('auditLog.table.system')}
          </TableCell>
          <TableCell title={item.action}>{auditActionLabel(item.action, words)}</TableCell>
          <TableCell>
            {auditEntityLabel(item.entityType, words)}
            {item.entityID ? ` ${item.entityID}` : ''}
          </TableCell>
          <TableCell>{ouName(item)}</TableCell>
          <TableCell sx={{ maxWidth: 420 }}>
            <FieldChanges changes={item.changes} limit={CHANGES_SHOWN} references={references} />
          </TableCell>
        </>
      )}
      rowsLabel={({ from, to, count }) => t('auditLog.table.rows', { from, to, count })}
      emptyText={t('auditLog.table.none')}
      notice={
        <Typography variant="body2" sx={{ mb: 1 }} data-testid="audit-total">
          {t('auditLog.table.total', { count: total, formatted: formatNumber(total, language) })}
        </Typography>
      }
      testId="audit-records"
    />
  );
}
