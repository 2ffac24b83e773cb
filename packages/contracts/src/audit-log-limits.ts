// Values only, no zod: the web's first screen imports these, and a module that also built schemas would
// bring zod with it (web decision 070). Re-exported from audit-log.ts.

/** The longest range one query or export may cover. */
export const AUDIT_LOG_MAX_RANGE_DAYS = 366;

/** What an action name looks like (CONTACT_UPDATE, SIGN_IN); the web checks the same before asking. */
export const AUDIT_ACTION_PATTERN = /^[A-Z][A-Z0-9_]{0,63}$/;

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

/**
 * Sign-ins and their ends: most of the log, and about sessions rather than the directory, so the audit log
 * leaves them out unless asked (`includeSignIns`) or filtered by one of them (decision 108).
 */
export const AUDIT_SIGN_IN_ACTIONS = [
  'SIGN_IN',
  'SIGN_OUT',
  'SESSION_REVOKED',
] as const satisfies readonly AuditAction[];
