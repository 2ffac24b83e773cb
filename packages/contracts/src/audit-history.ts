import { z } from 'zod';
import { envelope } from './common/envelope.js';
import { idParam } from './common/ids.js';
import { page, pageRequest } from './common/paging.js';

/** Entity types of audit records written by administration (`audit_log.entity_type`). */
export const AuditEntity = {
  Contact: 'Contact',
  OrganizationUnit: 'OrganizationUnit',
  Department: 'Department',
  TrustedDomain: 'TrustedDomain',
  PermissionGrant: 'PermissionGrant',
  SystemParameter: 'SystemParameter',
  SyncConnection: 'SyncConnection',
} as const;

/**
 * `GET /api/Audit/History?entityType=…&entityID=…&page=…&pageSize=…`: one object's audit records, newest
 * first. Contacts need FN-0003/FN-0003A on the contact's OU; OUs FN-0001 on the OU; departments FN-0002 on
 * their OU. Records of a deleted object stay readable to who could maintain its last OU.
 */
export const auditHistoryQuery = pageRequest.extend({
  entityType: z.enum([AuditEntity.Contact, AuditEntity.OrganizationUnit, AuditEntity.Department], {
    error: 'entityType must be Contact, OrganizationUnit or Department',
  }),
  entityID: idParam('entityID'),
});
export type AuditHistoryQuery = z.input<typeof auditHistoryQuery>;

/**
 * Every top-level field the API writes into an audit record's before/after, by entity type (ImportRun,
 * Session and User are written by the import, the sign-in and the settings save). The history screens
 * label each in both languages (a web test fails for a name without labels) and, under test, the API
 * refuses to write a field not listed here (lib/audit.ts), so a newly audited field fails the tests until
 * it is listed and labelled. A contact updated by an import records its stored columns (ouId, sortName, …).
 */
/** What the audit log keeps of a contact saved by its form: the form's fields, so history reads field by field. */
export const contactFormAuditedFields = [
  'firstName',
  'middleName',
  'familyName',
  'localName',
  'chineseName',
  'displayName',
  'title',
  'ouID',
  'departmentID',
  'email',
  'phone',
  'mobile',
  'fax',
  'workingLocation',
  'secondaryEmails',
  'secondaryPhones',
  'secondaryMobiles',
  'isMasterRecord',
] as const;

export const auditedFields = {
  [AuditEntity.Contact]: [
    ...contactFormAuditedFields,
    'importRunID',
    // An import's rows, as parsed and as stored.
    'department',
    'secondaryEmail',
    'phoneCountryCode',
    'phoneAreaCode',
    'phoneNumber',
    'phoneExtension',
    'mobileCountryCode',
    'mobileNumber',
    'id',
    'ouId',
    'departmentId',
    'sortName',
    'searchTokens',
    'source',
    'version',
    'createdAt',
    'createdBy',
    'modifiedAt',
    'modifiedBy',
  ],
  [AuditEntity.OrganizationUnit]: [
    'code',
    'name',
    'nameZh',
    'parentOUID',
    'parentOU',
    'workingLocation',
    'telexAndCable',
    'website',
    'countryCode',
    'departments',
  ],
  [AuditEntity.Department]: ['ouID', 'code', 'name', 'nameZh'],
  [AuditEntity.TrustedDomain]: ['trustedDomains'],
  [AuditEntity.PermissionGrant]: ['email', 'contactID', 'grants', 'subsidiaryGrants'],
  [AuditEntity.SystemParameter]: ['value'],
  [AuditEntity.SyncConnection]: [
    'name',
    'ouIDs',
    'ouAttribute',
    'ouMappings',
    'defaultOuID',
    'fieldPolicies',
    'tokenPrefix',
    'revokedAt',
  ],
  ImportRun: ['fileName', 'sha256', 'invalidRows', 'created', 'updated', 'unchanged', 'invalid'],
  Session: ['tenantID', 'groups', 'reason', 'by', 'via'],
  User: ['settings', 'shortcuts'],
} as const satisfies Record<string, readonly string[]>;

/** Every audited field name once, whatever its entity. */
export const auditedFieldNames: readonly string[] = [...new Set(Object.values(auditedFields).flat())];

/** One changed field; values are as stored (strings, numbers, booleans, lists), null when absent. */
export const fieldChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof fieldChange>;

export const auditHistoryItem = z.object({
  auditID: z.string(),
  at: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  changes: z.array(fieldChange),
});
export type AuditHistoryItem = z.infer<typeof auditHistoryItem>;

const auditName = z.object({ name: z.string(), nameZh: z.string().nullable() });
/**
 * The OUs and departments a page's records name by id (their changes, and the audit log's OU column), in
 * both languages, so the screen words them in the user's (contracts: audit-readable.ts, decision 108).
 */
export const auditReferences = z.object({
  ous: z.record(z.string(), auditName),
  departments: z.record(z.string(), auditName),
});

/** A page of audit records with the names they refer to. */
export const auditPage = <T extends z.ZodType>(item: T) => page(item).extend({ references: auditReferences });

export const auditHistoryResponse = envelope(auditPage(auditHistoryItem));
