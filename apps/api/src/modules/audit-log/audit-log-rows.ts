import {
  auditActionLabel,
  auditEntityLabel,
  nameIn,
  readableSide,
  type AuditLogEntry,
  type AuditReferences,
  type FileLanguage,
} from '@cd/contracts';
import type { AuditLog, Prisma, PrismaClient } from '@cd/db';
import { changedFields } from '../../lib/audit-diff.js';
import { auditReferences } from '../../lib/audit-references.js';
import type { ExportCell } from '../../lib/xlsx-stream.js';

/**
 * Headers by file language (decision 077). Action, entity, OU and the changed fields read as the screen
 * words them in that language (decision 108); the codes stay beside them for filtering in Excel.
 */
export const AUDIT_EXPORT_HEADERS: Record<FileLanguage, readonly string[]> = {
  en: [
    'Date/Time (UTC)',
    'Actor',
    'Action',
    'Action Code',
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
    '操作代碼',
    '記錄類型',
    '記錄編號',
    '組織單位代碼',
    '組織單位名稱',
    '變更前',
    '變更後',
    '請求編號',
  ],
};

/** Excel refuses longer cells; a record's text beyond this is cut with a marker. */
const MAX_CELL = 32_000;
const cell = (text: string) => (text.length > MAX_CELL ? `${text.slice(0, MAX_CELL)}… (cut)` : text);

export type OuNames = Map<number, { code: string; name: string; nameZh: string | null }>;

export async function ouNames(prisma: PrismaClient, ids: Iterable<number | null>): Promise<OuNames> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const ous = await prisma.organizationUnit.findMany({
    where: { id: { in: wanted } },
    select: { id: true, code: true, name: true, nameZh: true },
  });
  return new Map(ous.map((o) => [o.id, { code: o.code, name: o.name, nameZh: o.nameZh }]));
}

/** `ouName` is the English name; the screen words it in the user's language from the page's references. */
export const toAuditLogEntry = (row: AuditLog, references: AuditReferences): AuditLogEntry => ({
  auditID: row.id.toString(),
  at: row.at.toISOString(),
  actorEmail: row.actorEmail,
  action: row.action,
  entityType: row.entityType,
  entityID: row.entityId,
  ouID: row.ouId,
  ouName: row.ouId === null ? null : (references.ous[String(row.ouId)]?.name ?? null),
  before: row.before,
  after: row.after,
  changes: changedFields(row.before, row.after),
  requestID: row.requestId,
});

const BATCH = 5000;

/** The selected records oldest first, in keyset batches (memory holds one batch), worded in `lang`. */
export async function* auditExportRows(
  prisma: PrismaClient,
  where: Prisma.AuditLogWhereInput,
  lang: FileLanguage,
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
    const changes = batch.map((r) => changedFields(r.before, r.after));
    const references = await auditReferences(prisma, changes.flat());
    for (const [i, r] of batch.entries()) {
      const ou = r.ouId === null ? undefined : names.get(r.ouId);
      const side = (which: 'before' | 'after') =>
        r[which] === null ? null : cell(readableSide(changes[i]!, which, lang, references));
      yield [
        r.at.toISOString(),
        r.actorEmail,
        auditActionLabel(r.action, lang),
        r.action,
        auditEntityLabel(r.entityType, lang),
        r.entityId,
        ou?.code,
        ou && nameIn(ou, lang),
        side('before'),
        side('after'),
        r.requestId,
      ];
    }
    if (batch.length < BATCH) return;
    after = batch[batch.length - 1]!.id;
  }
}
