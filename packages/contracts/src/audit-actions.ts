// Values only, no zod (web decision 070), and not in audit-log-limits.ts: the first screen imports that
// module for its pattern, and a module the first screen imports ships whole (web decision 035).

/**
 * Every action the API records (lib/audit.ts takes only these); the audit screen suggests them in its
 * filter and names them in the user's language (reports.json auditLog.actions).
 */
export const AUDIT_ACTIONS = [
  'CONTACT_CREATE',
  'CONTACT_UPDATE',
  'CONTACT_DELETE',
  'CONTACT_IMPORT',
  'DEPARTMENT_CREATE',
  'DEPARTMENT_UPDATE',
  'DEPARTMENT_DELETE',
  'OU_CREATE',
  'OU_UPDATE',
  'OU_DELETE',
  'OU_MOVE',
  'PERMISSION_CHANGE',
  'PERMISSION_MOVE',
  'PERMISSION_REVOKE',
  'TRUSTED_DOMAIN_SAVE',
  'SYSTEM_PARAMETER_UPDATE',
  'USER_SETTINGS_UPDATE',
  'SIGN_IN',
  'SIGN_OUT',
  'SESSION_REVOKED',
  'SYNC_CONNECTION_CREATE',
  'SYNC_CONNECTION_SAVE',
  'SYNC_TOKEN_ROTATE',
  'SYNC_CONNECTION_REVOKE',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
