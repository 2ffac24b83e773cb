// The reports feature's public surface: what the export and report routes compose.
export { OuReportPage } from './components/OuReportPage';
export { AuditLogPage } from './components/AuditLogPage';
export { auditLogJobsQueryOptions, auditLogPageQueryOptions } from './api/audit-log-api';
export { effectiveRange, rangeProblem, toAuditLogFilter, type AuditLogSearch } from './audit-log-search';
