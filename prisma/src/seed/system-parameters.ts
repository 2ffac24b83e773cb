/**
 * The system parameters the product reads, with the defaults the migrations seed them with
 * (migrations/*_admin_integrity defines their types, ranges and bilingual descriptions). Readers fall back
 * to these values when a row is missing, so a product never stops for want of a setting.
 */
export const SYSTEM_PARAMETERS = [
  { key: 'gcd.status.source', value: 'DATABASE' },
  { key: 'gcd.status.text', value: 'Online' },
  { key: 'import.maxFileSizeMb', value: '20' },
  { key: 'import.maxRows', value: '10000' },
  { key: 'import.previewExpiryHours', value: '24' },
  { key: 'export.retentionDays', value: '7' },
  { key: 'auditLog.retentionDays', value: '2555' },
  { key: 'notice.autoHideMs', value: '2000' },
  { key: 'support.email', value: 'it.servicedesk@example.com' },
  { key: 'company.websiteUrl', value: 'https://www.example.com/' },
] as const;

export type SystemParameterKey = (typeof SYSTEM_PARAMETERS)[number]['key'];
