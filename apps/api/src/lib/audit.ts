import type { Prisma } from '@cd/db';
import type { FastifyRequest } from 'fastify';

/** A client or an interactive transaction: audit rows land in the transaction of the change they record. */
type AuditWriter = Pick<Prisma.TransactionClient, 'auditLog'>;

/** What changed: `before` is null for a creation, `after` null for a deletion. */
export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string | number | bigint | null;
  ouId?: number | null;
  before?: Prisma.InputJsonValue | null;
  after?: Prisma.InputJsonValue | null;
}

/** Who acted: taken from the request's authenticated session (null actor for system work such as jobs). */
export interface AuditActor {
  actorId: string | null;
  actorEmail: string | null;
  requestId: string | null;
}

export function auditActor(request: FastifyRequest): AuditActor {
  return {
    actorId: request.auth?.user.id ?? null,
    actorEmail: request.auth?.user.email ?? null,
    requestId: request.id,
  };
}

/**
 * The one way every change is recorded (ARCHITECTURE 5): call it with the transaction client that makes
 * the change, so the record and the change commit or roll back together.
 */
export function recordAudit(db: AuditWriter, actor: AuditActor, entry: AuditEntry) {
  return db.auditLog.create({ data: auditRow(actor, entry) });
}

/** Many records in one statement (bulk changes such as an import commit), same rules as recordAudit. */
export function recordAudits(db: AuditWriter, actor: AuditActor, entries: AuditEntry[]) {
  return db.auditLog.createMany({ data: entries.map((entry) => auditRow(actor, entry)) });
}

function auditRow(actor: AuditActor, entry: AuditEntry) {
  return {
    actorId: actor.actorId,
    actorEmail: actor.actorEmail,
    requestId: actor.requestId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    ouId: entry.ouId ?? null,
    before: entry.before ?? undefined,
    after: entry.after ?? undefined,
  };
}
