// Values only, no zod: the web's first screen imports these, and a module that also built schemas would
// bring zod with it (web decision 070). Re-exported from audit-log.ts.

/** The longest range one query or export may cover. */
export const AUDIT_LOG_MAX_RANGE_DAYS = 366;

/** What an action name looks like (CONTACT_UPDATE, SIGN_IN); the web checks the same before asking. */
export const AUDIT_ACTION_PATTERN = /^[A-Z][A-Z0-9_]{0,63}$/;
