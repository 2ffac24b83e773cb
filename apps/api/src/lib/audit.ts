import { auditedFieldNames, auditedFields, type AuditAction } from '@cd/contracts';
import { Prisma, type AuditLog, type PrismaClient } from '@cd/db';
import type { FastifyRequest } from 'fastify';

/** A client or an interactive transaction: audit rows land in the transaction of the change they record. */
type AuditWriter = Pick<Prisma.TransactionClient, 'auditLog'>;

/** What changed: `before` is null for a creation, `after` null for a deletion. */
export interface AuditEntry {
  action: AuditAction;
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

/**
 * Many records in one statement (bulk changes such as an import commit), same rules as recordAudit: the
 * rows travel as one JSON array, so a thousand records cost one round trip and no per-row query building.
 */
export async function recordAudits(db: Prisma.TransactionClient, actor: AuditActor, entries: AuditEntry[]) {
  if (entries.length === 0) return;
  const rows = entries.map((entry) => {
    const row = auditRow(actor, entry);
    return { ...row, before: row.before ?? null, after: row.after ?? null };
  });
  await db.$executeRaw`
    INSERT INTO audit_log (actor_id, actor_email, request_id, action, entity_type, entity_id, ou_id, before, after)
    SELECT r."actorId"::uuid, r."actorEmail", r."requestId", r.action, r."entityType", r."entityId", r."ouId", r.before, r.after
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(
        "actorId" text, "actorEmail" text, "requestId" text, action text, "entityType" text, "entityId" text,
        "ouId" int, before jsonb, after jsonb)`;
}

const listedFields: Record<string, readonly string[]> = auditedFields;

/**
 * Under test, a record with a field the contracts do not list (auditedFields) is a defect: the history
 * screens would show its raw name. Production writes it anyway: losing an audit record is worse.
 */
const checkingListedFields = () => process.env.NODE_ENV === 'test';

function checkListedFields(entry: AuditEntry) {
  if (!checkingListedFields()) return;
  const known = listedFields[entry.entityType] ?? auditedFieldNames;
  for (const snapshot of [entry.before, entry.after]) {
    if (!snapshot || typeof snapshot !== 'object' || Array.isArray(snapshot)) continue;
    const unknown = Object.keys(snapshot).filter((field) => !known.includes(field));
    if (unknown.length > 0) {
      throw new Error(
        `Audit field(s) ${unknown.join(', ')} of ${entry.entityType} are not in auditedFields (contracts/audit-history.ts): list and label them.`,
      );
    }
  }
}

/**
 * Records written by the statement that makes the changes (a CTE beside an INSERT … RETURNING), same rules
 * as recordAudits: `from` yields one row per record with the columns entity_id, before and after, and
 * `snapshots` gives the records' `after` values, checked as recordAudits checks its entries (only under test,
 * so production never builds them). Spares a bulk change sending each record's values a second time (an
 * import commit's creations: decision 112).
 */
export function auditRowsFrom(
  actor: AuditActor,
  entry: Pick<AuditEntry, 'action' | 'entityType' | 'ouId'>,
  from: Prisma.Sql,
  snapshots: () => Prisma.InputJsonValue[],
): Prisma.Sql {
  if (checkingListedFields()) {
    for (const after of snapshots()) checkListedFields({ ...entry, entityId: null, after });
  }
  return Prisma.sql`
    INSERT INTO audit_log (actor_id, actor_email, request_id, action, entity_type, entity_id, ou_id, before, after)
    SELECT ${actor.actorId}::uuid, ${actor.actorEmail}, ${actor.requestId}, ${entry.action}, ${entry.entityType},
           a.entity_id, ${entry.ouId ?? null}::int, a.before, a.after
      FROM (${from}) AS a`;
}

function auditRow(actor: AuditActor, entry: AuditEntry) {
  checkListedFields(entry);
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

/**
 * One page of audit records, newest first, and how many match: the history panel and the audit log read
 * records the same way.
 */
export async function auditRecordsPage(
  prisma: PrismaClient,
  where: Prisma.AuditLogWhereInput,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ total: number; rows: AuditLog[] }> {
  const [total, rows] = await Promise.all([
    prisma.auditLog.count({ where }),
    prisma.auditLog.findMany({
      where,
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
  ]);
  return { total, rows };
}
