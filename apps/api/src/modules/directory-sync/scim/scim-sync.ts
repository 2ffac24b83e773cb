import { AuditEntity } from '@cd/contracts';
import type { Prisma, SyncConnection, SyncIdentity } from '@cd/db';
import { recordAudit, type AuditActor } from '../../../lib/audit.js';
import { revokeLeaverAccess } from '../../contact-maintenance/grants.service.js';
import { contactInclude, contactSnapshot } from '../../contact-maintenance/contact-writer.js';
import { ouMappingsOf } from '../connections.js';
import { ENTERPRISE_USER } from './scim-documents.js';
import { invalidValue, ScimError } from './scim-errors.js';
import { contactFieldsOf, type StoredUser } from './scim-user.js';

type Tx = Prisma.TransactionClient;
type Counter = 'createdCount' | 'updatedCount' | 'deactivatedCount' | 'deletedCount';

/** Every change a connection makes is audited with the connection as its actor (no user id). */
export const syncActor = (
  connection: Pick<SyncConnection, 'id' | 'name'>,
  requestId: string,
): AuditActor => ({
  actorId: null,
  actorEmail: `Directory sync: ${connection.name} (#${connection.id})`,
  requestId,
});

export interface SyncContext {
  connection: SyncConnection;
  actor: AuditActor;
}

/** The OU a user belongs in: its attribute's value through the mappings, else the default, else a refusal. */
async function ouFor(tx: Tx, connection: SyncConnection, user: StoredUser): Promise<number> {
  const attribute = connection.ouAttribute as 'department' | 'division' | 'organization' | 'costCenter';
  const value = user[ENTERPRISE_USER]?.[attribute];
  const mapped = value
    ? ouMappingsOf(connection).find((m) => m.value.toLowerCase() === value.toLowerCase())?.ouID
    : undefined;
  const ouId = mapped ?? connection.defaultOuId;
  if (ouId === null || ouId === undefined) {
    throw invalidValue(
      value
        ? `No organisation unit is mapped for ${attribute} "${value}", and the connection has no default organisation unit.`
        : `The user has no ${attribute} (${ENTERPRISE_USER}), and the connection has no default organisation unit.`,
    );
  }
  const exists = await tx.organizationUnit.count({ where: { id: ouId } });
  if (!connection.ouIds.includes(ouId) || exists === 0) {
    throw invalidValue(
      `Organisation unit ${ouId} is no longer one of this connection's; ask an administrator to fix the mapping.`,
    );
  }
  return ouId;
}

async function columnsFor(tx: Tx, connection: SyncConnection, user: StoredUser) {
  const { department, ...fields } = contactFieldsOf(user);
  const ouId = await ouFor(tx, connection, user);
  const match = department
    ? await tx.department.findFirst({
        where: {
          ouId,
          OR: [
            { name: { equals: department, mode: 'insensitive' } },
            { code: { equals: department, mode: 'insensitive' } },
          ],
        },
        select: { id: true },
      })
    : null;
  return { ...fields, ouId, departmentId: match?.id ?? null };
}

const changedBetween = (a: Prisma.InputJsonObject, b: Prisma.InputJsonObject) =>
  JSON.stringify(a) !== JSON.stringify(b);

/**
 * Writes the user's contact: its linked contact, else a contact of the connection's OUs with the same email
 * and no SCIM identity yet (matched by externalId first, by email second), else a new one. Returns the
 * contact id and whether a contact was created or changed.
 */
export async function writeContact(
  tx: Tx,
  { connection, actor }: SyncContext,
  user: StoredUser,
  contactId: number | null,
): Promise<{ contactId: number; created: boolean; changed: boolean }> {
  const columns = await columnsFor(tx, connection, user);
  const by = actor.actorEmail!;
  let existing =
    contactId === null
      ? null
      : await tx.contact.findUnique({ where: { id: contactId }, include: contactInclude });
  if (!existing && columns.email) {
    existing = await tx.contact.findFirst({
      where: {
        email: { equals: columns.email, mode: 'insensitive' },
        ouId: { in: connection.ouIds },
        syncIdentity: null,
      },
      include: contactInclude,
      orderBy: [{ isMasterRecord: 'desc' }, { id: 'asc' }],
    });
  }
  if (existing) {
    const current = existing as unknown as Record<string, unknown>;
    const same = Object.entries(columns).every(([k, v]) => current[k] === v) && existing.source === 'USER';
    // An unchanged user leaves the contact's version alone, so nobody's open edit form goes stale.
    if (same) return { contactId: existing.id, created: false, changed: false };
    await tx.contact.update({
      where: { id: existing.id },
      data: { ...columns, source: 'USER', modifiedBy: by, version: { increment: 1 } },
    });
    const after = await tx.contact.findUniqueOrThrow({ where: { id: existing.id }, include: contactInclude });
    const [before, now] = [contactSnapshot(existing), contactSnapshot(after)];
    const changed = changedBetween(before, now) || existing.source !== 'USER';
    if (changed) {
      await recordAudit(tx, actor, {
        action: 'CONTACT_UPDATE',
        entityType: AuditEntity.Contact,
        entityId: existing.id,
        ouId: after.ouId,
        before,
        after: now,
      });
    }
    return { contactId: existing.id, created: false, changed };
  }
  const master = columns.email
    ? (await tx.contact.count({
        where: { email: { equals: columns.email, mode: 'insensitive' }, isMasterRecord: true },
      })) === 0
    : false;
  const created = await tx.contact.create({
    data: { ...columns, source: 'USER', isMasterRecord: master, createdBy: by, modifiedBy: by },
    include: contactInclude,
  });
  await recordAudit(tx, actor, {
    action: 'CONTACT_CREATE',
    entityType: AuditEntity.Contact,
    entityId: created.id,
    ouId: created.ouId,
    before: null,
    after: contactSnapshot(created),
  });
  return { contactId: created.id, created: true, changed: true };
}

/** The person leaves the directory: the contact goes, and with the last contact of the email every grant. */
export async function removeContact(tx: Tx, { actor }: SyncContext, contactId: number) {
  const before = await tx.contact.findUnique({ where: { id: contactId }, include: contactInclude });
  if (!before) return;
  await tx.contact.delete({ where: { id: contactId } });
  await recordAudit(tx, actor, {
    action: 'CONTACT_DELETE',
    entityType: AuditEntity.Contact,
    entityId: contactId,
    ouId: before.ouId,
    before: contactSnapshot(before),
    after: null,
  });
  if (before.email) {
    await revokeLeaverAccess(tx, actor, { email: before.email, contactId, ouId: before.ouId });
  }
}

export async function count(tx: Tx, connectionId: number, counter: Counter | null) {
  await tx.syncConnection.update({
    where: { id: connectionId },
    data: { lastSyncAt: new Date(), ...(counter ? { [counter]: { increment: 1 } } : {}) },
  });
}

/** userName and externalId are unique per connection (userName case-insensitively): 409 uniqueness. */
export async function refuseTaken(tx: Tx, connectionId: number, user: StoredUser, self?: string) {
  const other = await tx.syncIdentity.findFirst({
    where: {
      connectionId,
      ...(self ? { id: { not: self } } : {}),
      OR: [
        { userName: { equals: user.userName, mode: 'insensitive' } },
        ...(user.externalId ? [{ externalId: user.externalId }] : []),
      ],
    },
    select: { userName: true },
  });
  if (other) {
    const what =
      other.userName.toLowerCase() === user.userName.toLowerCase()
        ? `userName ${user.userName}`
        : `externalId ${user.externalId}`;
    throw new ScimError(409, `A user with ${what} already exists.`, 'uniqueness');
  }
}

/**
 * One state change of an identity (create, PUT, PATCH): its contact follows its `active` flag. Active to
 * inactive removes the contact (a leaver); inactive to active writes it again from the kept attributes.
 */
export async function applyUser(
  tx: Tx,
  ctx: SyncContext,
  identity: SyncIdentity | null,
  user: StoredUser,
): Promise<SyncIdentity> {
  let contactId = identity?.contactId ?? null;
  let counter: Counter | null = null;
  if (user.active) {
    const written = await writeContact(tx, ctx, user, contactId);
    contactId = written.contactId;
    counter = written.created ? 'createdCount' : written.changed ? 'updatedCount' : null;
  } else {
    if (contactId !== null) {
      await removeContact(tx, ctx, contactId);
      counter = 'deactivatedCount';
    }
    contactId = null;
  }
  const data = {
    userName: user.userName,
    externalId: user.externalId ?? null,
    active: user.active,
    contactId,
    resource: user as unknown as Prisma.InputJsonObject,
  };
  const saved = identity
    ? await tx.syncIdentity.update({
        where: { id: identity.id },
        data: { ...data, version: { increment: 1 } },
      })
    : await tx.syncIdentity.create({ data: { ...data, connectionId: ctx.connection.id } });
  await count(tx, ctx.connection.id, counter);
  return saved;
}

export async function deleteUser(tx: Tx, ctx: SyncContext, identity: SyncIdentity) {
  if (identity.contactId !== null) await removeContact(tx, ctx, identity.contactId);
  await tx.syncIdentity.delete({ where: { id: identity.id } });
  await count(tx, ctx.connection.id, 'deletedCount');
}
