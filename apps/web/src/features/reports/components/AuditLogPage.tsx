import { AUDIT_LOG_MAX_RANGE_DAYS } from '@cd/contracts';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/layouts/PageLayout';
import { useErrorMessage } from '../../../lib/error-message';
import { useAuditLogPage } from '../api/audit-log-api';
import { effectiveRange, rangeProblem, toAuditLogFilter, type AuditLogSearch } from '../audit-log-search';
import { AuditLogExports } from './AuditLogExports';
import { AuditLogFilterForm } from './AuditLogFilterForm';
import { AuditLogTable } from './AuditLogTable';

/**
 * `/Reports/AuditLogByDate` (FN-0007): filters, one server page of records and the user's export jobs.
 * The URL holds every filter and the page, so a link shows the same records to whoever may see them.
 */
export function AuditLogPage({
  search,
  onSearchChange,
}: {
  search: AuditLogSearch;
  onSearchChange(next: AuditLogSearch): void;
}) {
  const { t } = useTranslation('reports');
  const errorText = useErrorMessage();
  const { from, to } = effectiveRange(search);
  const problem = rangeProblem(from, to);
  const rangeIsValid = problem === null;
  // Recomputed only when the URL changes, so "the last 7 days" does not move under a mounted page.
  const filter = useMemo(() => toAuditLogFilter(search), [search]);
  const page = Number(search.page ?? 1);
  const records = useAuditLogPage(filter, page, rangeIsValid);
  // A new search key resets the form's draft to the URL (back/forward, the reset button, a pasted link).
  const formKey = JSON.stringify({ ...search, page: undefined });

  return (
    <PageLayout title={t('auditLog.title')}>
      <Stack spacing={2}>
        <Typography>{t('auditLog.intro')}</Typography>
        <AuditLogFilterForm key={formKey} search={search} onApply={(next) => onSearchChange(next)} />
        {problem && (
          <Alert severity="warning">
            {t(`auditLog.filters.${problem}`, { days: AUDIT_LOG_MAX_RANGE_DAYS })}
          </Alert>
        )}
        {records.isError && <Alert severity="error">{errorText(records.error)}</Alert>}
        {records.isFetching && rangeIsValid && <LinearProgress aria-label={t('auditLog.table.loading')} />}
        {records.data && (
          <AuditLogTable
            items={records.data.items}
            total={records.data.total}
            page={page}
            references={records.data.references}
            onPageChange={(next) => onSearchChange({ ...search, page: next > 1 ? String(next) : undefined })}
          />
        )}
        <AuditLogExports filter={filter} canStart={rangeIsValid} />
      </Stack>
    </PageLayout>
  );
}
