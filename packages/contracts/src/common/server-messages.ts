import type { MessageParams } from './message-params.js';

/**
 * Stable codes of the server's messages a person reads, each with the placeholders its text takes
 * (decisions 053, 097). The API raises a refusal by its code (`refuse(code, params)`); its English
 * `message` is rendered from `server-message-texts-en.ts`, and the web shows `errors:server.<code>` in the
 * user's language. Add a code here and give it an en and a zh-HK text with exactly these placeholders
 * (a contracts test checks all three agree).
 */
export const serverMessageParams = {
  // One row of an import preview (row and column are the issue's own fields).
  IMPORT_CELL_EXCEL_ERROR: ['value'],
  IMPORT_TOO_LONG: ['column', 'max'],
  IMPORT_REQUIRED: ['column'],
  IMPORT_INVALID_EMAIL: ['value'],
  IMPORT_DIGITS_ONLY: ['column', 'value'],
  IMPORT_DIGIT_COUNT: ['column', 'count', 'value'],
  IMPORT_DIGIT_RANGE: ['column', 'min', 'max', 'value'],
  IMPORT_UNKNOWN_COUNTRY_CODE: ['value'],
  IMPORT_SECONDARY_IS_PRIMARY: ['value'],
  IMPORT_UNKNOWN_DEPARTMENT: ['department', 'ouName'],
  IMPORT_MASTER_YES_NO: ['value'],
  IMPORT_DUPLICATE_IN_FILE: ['email', 'rows'],
  IMPORT_SHARED_EMAIL: ['email'],
  IMPORT_OTHER_OU: ['email', 'ouName'],
  // Preview warnings: the file was read, with something left out.
  IMPORT_WARNING_HIDDEN_SHEETS: ['sheet'],
  IMPORT_WARNING_IGNORED_COLUMNS: ['ignored'],
  // A refused upload.
  IMPORT_NOT_PROCESSED: [],
  IMPORT_FILE_TOO_LARGE: ['size'],
  WORKBOOK_NOT_XLSX: [],
  WORKBOOK_LEGACY_XLS: [],
  WORKBOOK_MACROS: [],
  WORKBOOK_CORRUPT: [],
  WORKBOOK_TOO_LARGE_UNPACKED: [],
  WORKBOOK_COMPRESSION_RATIO: [],
  WORKBOOK_TOO_MANY_ENTRIES: ['count', 'max'],
  WORKBOOK_XML_ENTITIES: [],
  WORKBOOK_TOO_MANY_ROWS: ['max'],
  WORKBOOK_TOO_MANY_COLUMNS: ['row', 'column', 'max'],
  WORKBOOK_CELL_TOO_LONG: ['row', 'column', 'length', 'max'],
  WORKBOOK_TOO_SLOW: [],
  WORKBOOK_NO_SHEET: [],
  WORKBOOK_NO_HEADER: [],
  WORKBOOK_MISSING_COLUMNS: ['row', 'columns'],
  WORKBOOK_DUPLICATE_COLUMN: ['row', 'column'],
  // An import that cannot be committed or discarded (409).
  IMPORT_EXPIRED: [],
  IMPORT_ALREADY_COMMITTED: [],
  IMPORT_BEING_COMMITTED: [],
  IMPORT_STILL_CHECKING: [],
  IMPORT_INVALID_ROWS_BLOCK: ['count'],
  IMPORT_NOT_DISCARDABLE: [],
  IMPORT_REPORT_NOT_AVAILABLE: [],
  // Administration: stale saves, delete refusals, duplicates.
  STALE_VERSION: [],
  DELETE_REFUSED_CONTACT_NEW: [],
  DELETE_REFUSED_CONTACT_ONLY_CONTACT: [],
  DELETE_REFUSED_OU_NEW: [],
  DELETE_REFUSED_OU_HAS_CONTACTS: [],
  DELETE_REFUSED_OU_HAS_SUBSIDIARIES: [],
  DELETE_REFUSED_DEPARTMENT_HAS_CONTACTS: ['count'],
  // Fields of the administration forms.
  OU_CODE_IN_USE: ['code'],
  OU_UNKNOWN_COUNTRY: ['code'],
  OU_NO_TOP_LEVEL: [],
  OU_MOVE_UNDER_ITSELF: [],
  // A move needs FN-0001 on the new parent and over everything that moves (issue 15 item 2).
  OU_MOVE_PARENT_NOT_MAINTAINED: [],
  OU_MOVE_SUBTREE_NOT_MAINTAINED: ['count', 'total'],
  DEPARTMENT_CODE_IN_USE: ['code'],
  DEPARTMENT_STAYS_IN_OU: [],
  CONTACT_DEPARTMENT_OTHER_OU: [],
  // One master contact per email; grants follow only the master (decision 086).
  CONTACT_MASTER_EMAIL_TAKEN: ['email', 'name', 'ouName'],
  CONTACT_MASTER_EMAIL_IN_USE: ['email'],
  GRANTS_MOVE_NOT_MASTER: [],
  GRANTS_MERGE_SIGNED_IN: ['email'],
  GRANTS_MERGE_CONFIRM: ['email'],
  // Trusted domains, each naming the domain as typed.
  TRUSTED_DOMAIN_WILDCARD: ['domain'],
  TRUSTED_DOMAIN_INVALID: ['domain'],
  TRUSTED_DOMAIN_PUBLIC_SUFFIX: ['domain'],
  TRUSTED_DOMAIN_FREE_MAIL: ['domain'],
  TRUSTED_DOMAIN_DUPLICATE: ['domain'],
  // System parameter values, one per field.
  SYSTEM_PARAMETER_NUMBER: [],
  SYSTEM_PARAMETER_MIN: ['min'],
  SYSTEM_PARAMETER_MAX: ['max'],
  SYSTEM_PARAMETER_BOOLEAN: [],
  SYSTEM_PARAMETER_EMAIL: [],
  SYSTEM_PARAMETER_URL: [],
  SYSTEM_PARAMETER_TEXT: [],
  SYSTEM_PARAMETER_UNKNOWN: ['key'],
  SYSTEM_PARAMETER_CHOICE: ['choices'],
  // Any text a request carries (decision 088): the field is named from the path.
  TEXT_CHARACTER_NOT_ALLOWED: ['field'],
  // Audit log exports that cannot be cancelled or downloaded.
  AUDIT_EXPORT_ALREADY_CANCELLED: [],
  AUDIT_EXPORT_ALREADY_FINISHED: [],
  AUDIT_EXPORT_NOT_READY: [],
  AUDIT_EXPORT_NO_FILE: [],
  AUDIT_EXPORT_EXPIRED: [],
  AUDIT_EXPORT_SCOPE_REVOKED: [],
  // Provisioning connections (FN-0008) and the contacts they keep (issue 18).
  SYNC_OU_NOT_MAINTAINED: [],
  SYNC_OU_OUTSIDE_CONNECTION: [],
  SYNC_MAPPING_DUPLICATE: ['value'],
  SYNC_CONNECTION_REVOKED: [],
  CONTACT_FIELD_SYNCED: ['field'],
  // The database is down, restarting or failing over (503): worth trying again shortly.
  SERVICE_TEMPORARILY_UNAVAILABLE: [],
  // A field of a request its schema refused (decision 097): the path names the field.
  FIELD_REQUIRED: [],
  FIELD_TOO_SHORT: ['min'],
  FIELD_TOO_LONG: ['max'],
  FIELD_TOO_SMALL: ['min'],
  FIELD_TOO_LARGE: ['max'],
  FIELD_INVALID: [],
  // Contract rules of a form field (decision 106): the browser checks them before the server does.
  FIELD_EMAIL: [],
  FIELD_DIGITS_ONLY: [],
  FIELD_PHONE_CHARACTERS: [],
  FIELD_NAME_SYMBOL: [],
  FIELD_EMAIL_TWICE: [],
  // Requests refused before or beside any business rule.
  INTERNAL_ERROR: [],
  ENDPOINT_NOT_FOUND: ['method', 'path'],
  REQUEST_URL_INVALID: [],
  REQUEST_HEADERS_TOO_LARGE: [],
  REQUEST_TOO_SLOW: [],
  REQUEST_UNREADABLE: [],
  REQUEST_TOO_LARGE: [],
  REQUEST_MEDIA_TYPE: [],
  TOO_MANY_REQUESTS: [],
  REQUEST_CHARACTER_NOT_ALLOWED: [],
  REQUEST_PART_CHARACTER_NOT_ALLOWED: ['part'],
  RECORD_NOT_FOUND: ['record'],
  // Signing in and access.
  SIGN_IN_REQUIRED: [],
  SESSION_ENDED: [],
  CSRF_HEADER_MISSING: ['header'],
  NOT_PERMITTED: [],
  NEEDS_FUNCTION_CODE: ['code'],
  NEEDS_ONE_OF_FUNCTION_CODES: ['codes'],
  NEEDS_ROLE: ['roles'],
  NO_FUNCTION_CODE: ['code'],
  NO_FUNCTION_CODE_ON_OU: ['code'],
  OU_ACCESS_DENIED: [],
  OWN_SETTINGS_ONLY: [],
  FAVOURITES_FULL: ['max'],
  IDENTITY_EMAIL_UNVERIFIED: [],
  IDENTITY_NO_VERIFIED_EMAIL: [],
  IDENTITY_EMAIL_OTHER_ACCOUNT: [],
  LEGACY_PAYLOAD_UNREADABLE: [],
  LEGACY_PAYLOAD_NOT_IDENTITY: [],
  LEGACY_PAYLOAD_TIME_INVALID: [],
  LEGACY_PAYLOAD_EXPIRED: [],
  // Search, contacts and permissions.
  SEARCH_TOO_SLOW: [],
  SEARCH_NO_CRITERIA: [],
  CONTACT_MOVE_OUT_OF_OU: [],
  GRANTS_KEEP_NEEDS_PERMISSION_EDIT: [],
  CONTACT_NO_EMAIL_FOR_PERMISSIONS: [],
  GRANT_NOT_HELD: ['code'],
  GRANT_NOT_HELD_WITH_SUBSIDIARIES: ['code'],
  // Uploads, imports and background jobs.
  UPLOAD_NOT_MULTIPART: ['field'],
  UPLOAD_NO_FILE: ['field'],
  UPLOAD_ONE_FILE: ['field'],
  UPLOAD_UNREADABLE: [],
  IMPORT_UPLOAD_ID_USED: [],
  IMPORT_NOT_COMMITTABLE: ['status'],
  IMPORT_COMMIT_FAILED: [],
  IMPORT_DIRECTORY_CHANGED: ['row', 'reason'],
  JOBS_NOT_RUNNING: [],
  HEALTH_NOT_READY: ['summary'],
  // The external identity provider did not answer at sign-in (503): not the database.
  IDENTITY_PROVIDER_UNAVAILABLE: ['issuer'],
  SIGN_IN_REFUSED_BY_PROVIDER: [],
  SIGN_IN_OTHER_BROWSER: [],
  SIGN_IN_LINK_USED: [],
  SIGN_IN_NOT_VERIFIED: [],
} as const satisfies Record<string, readonly string[]>;

export type ServerMessageCode = keyof typeof serverMessageParams;
export const serverMessageCodes = Object.keys(serverMessageParams) as ServerMessageCode[];

/** A code this build knows (an older client may receive codes a newer API added). */
export const isServerMessageCode = (code: string | undefined): code is ServerMessageCode =>
  code !== undefined && Object.hasOwn(serverMessageParams, code);

/** A code and the values of its placeholders, as carried next to an English message. */
export interface ServerMessage {
  messageCode: ServerMessageCode;
  params?: MessageParams;
}

/** A text with its `{{name}}` placeholders filled in; a placeholder without a value stays as written. */
export const fillPlaceholders = (text: string, params: MessageParams = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );

/** Builds a ServerMessage whose params the compiler checks against the code's placeholders. */
export const serverMessage = <C extends ServerMessageCode>(
  messageCode: C,
  ...[params]: (typeof serverMessageParams)[C] extends readonly []
    ? []
    : [Record<(typeof serverMessageParams)[C][number], string | number>]
): ServerMessage => (params ? { messageCode, params } : { messageCode });
