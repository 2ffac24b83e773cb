import { z } from 'zod';
import { envelope } from './common/envelope.js';
import { requiredText, version } from './common/forms.js';
import { idParam } from './common/ids.js';

/**
 * Provisioning connections for directory synchronisation by SCIM 2.0 (FN-0008). One connection per
 * identity provider: a bearer token (shown once, stored hashed), the OUs it may write, and how a SCIM
 * user's attribute picks its OU. The SCIM protocol itself lives at `/scim/v2`, outside `/api`.
 */

/** The SCIM user attribute whose value chooses the contact's OU through the connection's mappings. */
export const SCIM_OU_ATTRIBUTES = ['department', 'division', 'organization', 'costCenter'] as const;
export const scimOuAttribute = z.enum(SCIM_OU_ATTRIBUTES);
export type ScimOuAttribute = z.infer<typeof scimOuAttribute>;

/** Contact fields a sync writes; per field the administrator chooses what a manual edit meets. */
export const SYNCED_FIELDS = [
  'firstName',
  'familyName',
  'displayName',
  'email',
  'title',
  'phoneNumber',
  'mobileNumber',
  'department',
] as const;
export const syncedField = z.enum(SYNCED_FIELDS);
export type SyncedField = z.infer<typeof syncedField>;

/** REFUSE: a manual edit of a synced contact's field is refused. OVERWRITE: it is allowed, and the next sync overwrites it. */
export const SYNCED_FIELD_POLICIES = ['REFUSE', 'OVERWRITE'] as const;
export const syncedFieldPolicy = z.enum(SYNCED_FIELD_POLICIES);
export type SyncedFieldPolicy = z.infer<typeof syncedFieldPolicy>;

export const fieldPolicies = z.partialRecord(syncedField, syncedFieldPolicy);

export const ouMapping = z.object({
  /** The attribute's value as the identity provider sends it, matched case-insensitively. */
  value: requiredText('Value', 200),
  ouID: idParam('ouID'),
});
export type OuMapping = z.infer<typeof ouMapping>;
/** A saved mapping as answers carry it: plain values (the request schema's transforms cannot encode). */
const savedOuMapping = z.object({ value: z.string(), ouID: z.number().int() });

export const syncError = z.object({
  at: z.string(),
  status: z.number().int(),
  /** The SCIM error's `detail`, as sent to the identity provider. */
  detail: z.string(),
});

export const syncConnection = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The OUs this connection may write; every mapping and the default OU lie inside them. */
  ouIDs: z.array(z.number().int()),
  ouAttribute: scimOuAttribute,
  ouMappings: z.array(savedOuMapping),
  /** Where a user goes when no mapping matches; null refuses such a user with a SCIM error. */
  defaultOuID: z.number().int().nullable(),
  fieldPolicies,
  /** The first characters of the token, so an administrator can tell tokens apart; never the token. */
  tokenPrefix: z.string(),
  createdAt: z.string(),
  tokenRotatedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  counts: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    deactivated: z.number().int(),
    deleted: z.number().int(),
  }),
  /** The most recent refused requests, newest first (at most 20). */
  lastErrors: z.array(syncError),
  version: z.number().int(),
});
export type SyncConnection = z.infer<typeof syncConnection>;

/** `GET /api/DirectorySync/GetConnections`: the connections whose OUs the caller holds FN-0008 on. */
export const syncConnectionsResponse = envelope(z.array(syncConnection));

/** `POST /api/DirectorySync/SaveConnection`: create (no id) or edit a connection. */
export const saveSyncConnectionRequest = z.object({
  id: idParam('id').optional(),
  name: requiredText('Name', 100),
  ouIDs: z.array(idParam('ouID')).min(1, 'Choose at least one organisation unit').max(500),
  ouAttribute: scimOuAttribute,
  ouMappings: z.array(ouMapping).max(500),
  defaultOuID: idParam('defaultOuID').nullable(),
  fieldPolicies,
  /** Required when editing (optimistic locking), absent when creating. */
  version: version.optional(),
});
export type SaveSyncConnectionRequest = z.infer<typeof saveSyncConnectionRequest>;

/** The token appears in this answer only: on create and on rotate. */
export const syncConnectionWithToken = z.object({
  connection: syncConnection,
  token: z.string().optional(),
});
export const saveSyncConnectionResponse = envelope(syncConnectionWithToken);

/** `POST /api/DirectorySync/RotateToken` and `POST /api/DirectorySync/RevokeConnection`. */
export const syncConnectionActionRequest = z.object({ id: idParam('id'), version });
export const syncConnectionActionResponse = envelope(syncConnectionWithToken);
