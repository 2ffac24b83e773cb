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
export const auditHistoryResponse = envelope(page(auditHistoryItem));
