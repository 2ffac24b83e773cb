import type { ServerMessageCode } from './server-messages.js';

/** The English text of every coded server message (decision 053, 077); the API's `message` reads the same. */
export const serverMessageTextsEn: Record<ServerMessageCode, string> = {
  IMPORT_CELL_EXCEL_ERROR: 'The cell holds the Excel error {{value}}.',
  IMPORT_TOO_LONG: '{{column}} is longer than {{max}} characters.',
  IMPORT_REQUIRED: '{{column}} is required.',
  IMPORT_INVALID_EMAIL: "'{{value}}' is not a valid email address.",
  IMPORT_DIGITS_ONLY: "{{column}} must contain digits only ('{{value}}').",
  IMPORT_DIGIT_COUNT: "{{column}} must have {{count}} digits ('{{value}}').",
  IMPORT_DIGIT_RANGE: "{{column}} must have {{min}} to {{max}} digits ('{{value}}').",
  IMPORT_UNKNOWN_COUNTRY_CODE: "'{{value}}' is not a known country code.",
  IMPORT_SECONDARY_IS_PRIMARY: "'{{value}}' is already the primary email.",
  IMPORT_UNKNOWN_DEPARTMENT: "Department '{{department}}' does not exist in {{ouName}}.",
  IMPORT_MASTER_YES_NO: "Master Record must be Yes or No ('{{value}}').",
  IMPORT_DUPLICATE_IN_FILE: 'The email {{email}} appears more than once in the file (rows {{rows}}).',
  IMPORT_SHARED_EMAIL: 'More than one contact in the directory has the email {{email}}; edit them by hand.',
  IMPORT_OTHER_OU: 'A contact with the email {{email}} belongs to another organisation unit ({{ouName}}).',
  IMPORT_WARNING_HIDDEN_SHEETS: "Hidden worksheets were not read; rows were read from '{{sheet}}'.",
  IMPORT_WARNING_IGNORED_COLUMNS: 'Columns not in the template were ignored: {{ignored}}.',
  IMPORT_NOT_PROCESSED: 'The file could not be processed.',
  IMPORT_FILE_TOO_LARGE: 'File is too large. Maximum allowed size is {{size}} MB.',
  WORKBOOK_NOT_XLSX: 'Only Excel files are allowed.',
  WORKBOOK_MACROS: 'Only Excel files are allowed.',
  WORKBOOK_CORRUPT: 'The file is damaged and cannot be read as an Excel workbook.',
  WORKBOOK_TOO_LARGE_UNPACKED: 'The workbook is too large once unpacked; split it into smaller files.',
  WORKBOOK_COMPRESSION_RATIO: 'The workbook is compressed as a zip bomb is; it cannot be imported.',
  WORKBOOK_TOO_MANY_ENTRIES: 'The workbook holds {{count}} parts; at most {{max}} are allowed.',
  WORKBOOK_XML_ENTITIES:
    'The workbook declares its own XML entities, which Excel never writes; it cannot be imported.',
  WORKBOOK_TOO_MANY_ROWS: 'The worksheet has more than {{max}} rows; it cannot be imported.',
  WORKBOOK_TOO_MANY_COLUMNS:
    'Row {{row}}, column {{column}}: the worksheet has values beyond the last allowed column; at most {{max}} columns are allowed.',
  WORKBOOK_CELL_TOO_LONG:
    'Row {{row}}, column {{column}}: the cell holds {{length}} characters; at most {{max}} are allowed.',
  WORKBOOK_TOO_SLOW: 'The workbook takes too long to read; split it into smaller files.',
  WORKBOOK_NO_SHEET: 'The workbook has no visible worksheet to import.',
  WORKBOOK_NO_HEADER: "The worksheet does not start with the template's header row.",
  WORKBOOK_MISSING_COLUMNS: 'The header row (row {{row}}) lacks the required column(s): {{columns}}.',
  WORKBOOK_DUPLICATE_COLUMN: "Row {{row}}: the column '{{column}}' appears twice.",
  IMPORT_EXPIRED: 'This preview has expired; upload the file again.',
  IMPORT_ALREADY_COMMITTED: 'This import has already been committed.',
  IMPORT_BEING_COMMITTED: 'This import is being committed.',
  IMPORT_STILL_CHECKING: 'This upload is still being checked.',
  IMPORT_INVALID_ROWS_BLOCK:
    '{{count}} row(s) are invalid. Correct the file and upload it again, or choose to skip invalid rows.',
  IMPORT_NOT_DISCARDABLE: 'Only a preview waiting for its commit can be discarded.',
  IMPORT_REPORT_NOT_AVAILABLE: 'The error report is available while the preview waits for its commit.',
  STALE_VERSION:
    'Someone else changed this record after you opened it. Reload it to see their changes, then save again.',
  DELETE_REFUSED_CONTACT_NEW: "You can't delete this contact. It has not been saved yet.",
  DELETE_REFUSED_CONTACT_ONLY_CONTACT:
    "You can't delete this contact. It is the only contact in the central directory of its organisation.",
  DELETE_REFUSED_OU_NEW: "You can't delete this OU. It has not been saved yet.",
  DELETE_REFUSED_OU_HAS_CONTACTS: "You can't delete this OU. It still has contacts.",
  DELETE_REFUSED_OU_HAS_SUBSIDIARIES: "You can't delete this OU. It still has subsidiary OUs.",
  DELETE_REFUSED_DEPARTMENT_HAS_CONTACTS:
    "You can't delete this department. It still has {{count}} contact(s).",
  OU_CODE_IN_USE: 'OU code {{code}} is already in use.',
  OU_UNKNOWN_COUNTRY: 'There is no country {{code}}.',
  OU_NO_TOP_LEVEL: 'An OU cannot become a top-level OU.',
  OU_MOVE_UNDER_ITSELF: 'An OU cannot move under itself or one of its subsidiaries.',
  OU_MOVE_PARENT_NOT_MAINTAINED:
    'You cannot move an OU under an OU you do not maintain (FN-0001 on the new parent is needed).',
  OU_MOVE_SUBTREE_NOT_MAINTAINED:
    'You cannot move this OU: you do not maintain (FN-0001) {{count}} of the {{total}} OUs that would move with it.',
  DEPARTMENT_CODE_IN_USE: 'Department code {{code}} is already used in this OU.',
  DEPARTMENT_STAYS_IN_OU: 'A department stays in its OU.',
  CONTACT_DEPARTMENT_OTHER_OU: 'The department belongs to another OU.',
  CONTACT_MASTER_EMAIL_TAKEN:
    '{{name}} ({{ouName}}) is already the master contact for {{email}}; only one contact per email can be the master.',
  CONTACT_MASTER_EMAIL_IN_USE: '{{email}} is already in use by another master contact.',
  GRANTS_MOVE_NOT_MASTER:
    'Only the master contact’s email change can keep the user’s permissions; this contact is not the master record.',
  GRANTS_MERGE_SIGNED_IN:
    '{{email}} belongs to a user who has already signed in; only a system administrator can move permissions to that user.',
  GRANTS_MERGE_CONFIRM:
    '{{email}} belongs to a user who has already signed in. Confirm that the permissions should be merged into that user’s.',
  TRUSTED_DOMAIN_WILDCARD: '{{domain}}: wildcards are not allowed; list each domain itself',
  TRUSTED_DOMAIN_INVALID: '{{domain}} is not a valid domain name',
  TRUSTED_DOMAIN_PUBLIC_SUFFIX: '{{domain}} is a public suffix: trusting it would admit everyone under it',
  TRUSTED_DOMAIN_FREE_MAIL:
    '{{domain}} is a public email provider: trusting it would admit anyone with an address there',
  TRUSTED_DOMAIN_DUPLICATE: '{{domain}} is listed twice',
  SYNC_OU_NOT_MAINTAINED:
    'You can only give a connection organisation units on which you hold directory synchronisation (FN-0008).',
  SYNC_OU_OUTSIDE_CONNECTION: 'This organisation unit is not one of the connection’s organisation units.',
  SYNC_CONNECTION_REVOKED: 'This connection has been revoked; create a new one.',
  CONTACT_FIELD_SYNCED:
    '{{field}} comes from the identity provider for this contact; change it there (directory synchronisation).',
  SYSTEM_PARAMETER_NUMBER: 'Enter a number',
  SYSTEM_PARAMETER_MIN: 'Value is too low (min: {{min}})',
  SYSTEM_PARAMETER_MAX: 'Value is too high (max: {{max}})',
  SYSTEM_PARAMETER_BOOLEAN: 'Choose yes or no',
  SYSTEM_PARAMETER_EMAIL: 'Enter a valid email address, such as name@example.com',
  SYSTEM_PARAMETER_URL: 'Enter a web address starting with http:// or https://',
  SYSTEM_PARAMETER_TEXT: 'This field is mandatory',
  SYSTEM_PARAMETER_UNKNOWN: 'There is no system parameter {{key}}',
  SYSTEM_PARAMETER_CHOICE: 'Choose one of {{choices}}',
  TEXT_CHARACTER_NOT_ALLOWED: '{{field}} contains a character that is not allowed.',
  AUDIT_EXPORT_ALREADY_CANCELLED: 'This export has already been cancelled.',
  AUDIT_EXPORT_ALREADY_FINISHED: 'This export has already finished.',
  AUDIT_EXPORT_NOT_READY: 'The export is still being prepared; there is no file to download yet.',
  AUDIT_EXPORT_NO_FILE: 'The export did not finish; there is no file to download.',
  AUDIT_EXPORT_EXPIRED: 'This export has expired; start it again.',
  AUDIT_EXPORT_SCOPE_REVOKED: 'You no longer have access to every organisation unit this export covers.',
  SERVICE_TEMPORARILY_UNAVAILABLE: 'The service is temporarily unavailable. Please try again in a moment.',
  IDENTITY_PROVIDER_UNAVAILABLE:
    'The identity provider {{issuer}} cannot be reached, so sign-in is not possible now. Please try again in a moment.',
};
