import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  FunctionCode,
  serverMessage,
  type OuMapping,
  type SaveSyncConnectionRequest,
  type SyncConnection,
  type SyncedField,
  type SyncedFieldPolicy,
} from '@cd/contracts';
import type { Prisma, SyncConnection as ConnectionRow } from '@cd/db';
import { AppError } from '../../lib/errors.js';
import { fieldIssue, refuseFields } from '../../lib/errors.js';
import type { Authorization } from '../auth/authorization.js';

type Db = Prisma.TransactionClient;

/** Tells a leaked token's origin at a glance (secret scanners match such prefixes). */
const TOKEN_MARK = 'cdscim_';
const PREFIX_LENGTH = TOKEN_MARK.length + 6;
const MAX_ERRORS = 20;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/** A fresh bearer token: 32 random bytes, so SHA-256 without salt or stretching is enough to store it. */
export function newToken() {
  const token = TOKEN_MARK + randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token), tokenPrefix: token.slice(0, PREFIX_LENGTH) };
}

/** Constant-time comparison of a presented token's hash with a stored one. */
export const sameHash = (a: Uint8Array, b: Uint8Array) => a.length === b.length && timingSafeEqual(a, b);

export const ouMappingsOf = (row: Pick<ConnectionRow, 'ouMappings'>) => row.ouMappings as OuMapping[];
export const fieldPoliciesOf = (row: Pick<ConnectionRow, 'fieldPolicies'>) =>
  row.fieldPolicies as Partial<Record<SyncedField, SyncedFieldPolicy>>;

export function toSyncConnection(row: ConnectionRow): SyncConnection {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    id: row.id,
    name: row.name,
    ouIDs: row.ouIds,
    ouAttribute: row.ouAttribute as SyncConnection['ouAttribute'],
    ouMappings: ouMappingsOf(row),
    defaultOuID: row.defaultOuId,
    fieldPolicies: fieldPoliciesOf(row),
    tokenPrefix: row.tokenPrefix,
    createdAt: row.createdAt.toISOString(),
    tokenRotatedAt: iso(row.tokenRotatedAt),
    revokedAt: iso(row.revokedAt),
    lastSyncAt: iso(row.lastSyncAt),
    counts: {
      created: row.createdCount,
      updated: row.updatedCount,
      deactivated: row.deactivatedCount,
      deleted: row.deletedCount,
    },
    lastErrors: row.lastErrors as SyncConnection['lastErrors'],
    version: row.version,
  };
}

/** What an audit record keeps of a connection: its settings, never its token hash. */
export const connectionSnapshot = (row: ConnectionRow) => ({
  name: row.name,
  ouIDs: row.ouIds,
  ouAttribute: row.ouAttribute,
  ouMappings: ouMappingsOf(row),
  defaultOuID: row.defaultOuId,
  fieldPolicies: fieldPoliciesOf(row),
  tokenPrefix: row.tokenPrefix,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** True when the caller holds FN-0008 on every one of the OUs (a connection is as wide as its widest OU). */
export async function holdsAll(db: Db, authz: Authorization, ouIds: readonly number[]) {
  const ous = await db.organizationUnit.findMany({
    where: { id: { in: [...ouIds] } },
    select: { id: true, path: true },
  });
  return ous.length === new Set(ouIds).size && ous.every((ou) => authz.can(FunctionCode.DirectorySync, ou));
}

/**
 * The settings of a save, checked: the caller holds FN-0008 on every OU of the connection (403 otherwise),
 * and the default OU and every mapping lie inside those OUs (400 naming the field).
 */
export async function checkSettings(db: Db, authz: Authorization, body: SaveSyncConnectionRequest) {
  const ouIds = [...new Set(body.ouIDs)];
  if (!(await holdsAll(db, authz, ouIds))) {
    throw new AppError(
      'FORBIDDEN',
      'You can only give a connection organisation units on which you hold directory synchronisation (FN-0008).',
      undefined,
      serverMessage('SYNC_OU_NOT_MAINTAINED'),
    );
  }
  const outside = (path: string) => refuseFields([fieldIssue(path, 'SYNC_OU_OUTSIDE_CONNECTION')]);
  if (body.defaultOuID !== null && !ouIds.includes(body.defaultOuID)) throw outside('body.defaultOuID');
  body.ouMappings.forEach((m, i) => {
    if (!ouIds.includes(m.ouID)) throw outside(`body.ouMappings.${i}.ouID`);
  });
  const seen = new Set<string>();
  body.ouMappings.forEach((m, i) => {
    const key = m.value.toLowerCase();
    if (seen.has(key))
      throw refuseFields([
        fieldIssue(`body.ouMappings.${i}.value`, 'SYNC_MAPPING_DUPLICATE', { value: m.value }),
      ]);
    seen.add(key);
  });
  return {
    name: body.name,
    ouIds,
    ouAttribute: body.ouAttribute,
    ouMappings: body.ouMappings.map((m) => ({ value: m.value, ouID: m.ouID })),
    defaultOuId: body.defaultOuID,
    fieldPolicies: body.fieldPolicies,
  };
}

export const revokedRefusal = () =>
  new AppError(
    'CONFLICT',
    'This connection has been revoked; create a new one.',
    undefined,
    serverMessage('SYNC_CONNECTION_REVOKED'),
  );

/** Notes a refused SCIM request on its connection, newest first, keeping the last MAX_ERRORS. */
export async function noteError(db: Db, connectionId: number, status: number, detail: string) {
  const entry = JSON.stringify([{ at: new Date().toISOString(), status, detail: detail.slice(0, 500) }]);
  await db.$executeRaw`
    UPDATE sync_connection
       SET last_errors = (SELECT COALESCE(jsonb_agg(e), '[]'::jsonb) FROM (
             SELECT e FROM jsonb_array_elements(${entry}::jsonb || last_errors) AS e LIMIT ${MAX_ERRORS}) x)
     WHERE id = ${connectionId}`;
}
