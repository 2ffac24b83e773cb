import type { AuditLogEntry, FileLanguage } from '@cd/contracts';
import type { AuditLog, Prisma, PrismaClient } from '@cd/db';
import { changedFields } from '../../lib/audit-diff.js';
import type { ExportCell } from '../../lib/xlsx-stream.js';

/** Headers by file language (decision 077); the values stay as stored (action and entity names are codes). */
export const AUDIT_EXPORT_HEADERS: Record<FileLanguage, readonly string[]> = {
  en: [
    'Date/Time (UTC)',
    'Actor',
    'Action',
    'Entity Type',
    'Entity ID',
    'OU Code',
    'OU Name',
    'Before',
    'After',
    'Request ID',
  ],
  'zh-HK': [
    '日期及時間（UTC）',
    '操作者',
    '操作',
    '記錄類型',
    '記錄編號',
    '組織單位代碼',
    '組織單位名稱',
    '變更前',
    '變更後',
    '請求編號',
  ],
};

/** Excel refuses longer cells; a record's JSON beyond this is cut with a marker. */
const MAX_CELL = 32_000;
const json = (value: Prisma.JsonValue | null) => {
  if (value === null) return null;
  const text = JSON.stringify(value);
  return text.length > MAX_CELL ? `${text.slice(0, MAX_CELL)}… (cut)` : text;
};

export type OuNames = Map<number, { code: string; name: string }>;

export async function ouNames(prisma: PrismaClient, ids: Iterable<number | null>): Promise<OuNames> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const ous = await prisma.organizationUnit.findMany({
    where: { id: { in: wanted } },
    select: { id: true, code: true, name: true },
  });
  return new Map(ous.map((o) => [o.id, { code: o.code, name: o.name }]));
}

export const toAuditLogEntry = (row: AuditLog, names: OuNames): AuditLogEntry => ({
  auditID: row.id.toString(),
  at: row.at.toISOString(),
  actorEmail: row.actorEmail,
  action: row.action,
  entityType: row.entityType,
  entityID: row.entityId,
  ouID: row.ouId,
  ouName: row.ouId === null ? null : (names.get(row.ouId)?.name ?? null),
  before: row.before,
  after: row.after,
  changes: changedFields(row.before, row.after),
  requestID: row.requestId,
});

const BATCH = 5000;

/** The selected records oldest first, in keyset batches (memory holds one batch). */
export async function* auditExportRows(
  prisma: PrismaClient,
  where: Prisma.AuditLogWhereInput,
): AsyncGenerator<ExportCell[]> {
  let after: bigint | null = null;
  for (;;) {
    const batch: AuditLog[] = await prisma.auditLog.findMany({
      where: after === null ? where : { AND: [where, { id: { gt: after } }] },
      orderBy: { id: 'asc' },
      take: BATCH,
    });
    const names = await ouNames(
      prisma,
      batch.map((r) => r.ouId),
    );
    for (const r of batch) {
      const ou = r.ouId === null ? undefined : names.get(r.ouId);
      yield [
        r.at.toISOString(),
        r.actorEmail,
        r.action,
        r.entityType,
        r.entityId,
        ou?.code,
        ou?.name,
        json(r.before),
        json(r.after),
        r.requestId,
      ];
    }
    if (batch.length < BATCH) return;
    after = batch[batch.length - 1]!.id;
  }
}
