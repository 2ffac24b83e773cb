import { AUDIT_ACTION_PATTERN } from '@cd/contracts';

/**
 * The actions the API records (apps/api: recordAudit callers), offered as suggestions in the action
 * filter and named in the user's language in the table; an action not listed here is shown as recorded.
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
] as const;

export const isActionName = (value: string) => AUDIT_ACTION_PATTERN.test(value);
