import { IMPORT_PROCESSED_MESSAGE, type ImportCommitResult, type ImportIssue } from '@cd/contracts';
import {
  BULK_LOAD_FROM,
  isDatabaseUnavailable,
  Prisma,
  mergeSearchIndexPendingLists,
  prismaBulkQuery,
  rebuildSearchIndexes,
  suspendSearchIndexes,
  type ImportRun,
  type PrismaClient,
} from '@cd/db';
import {
  auditRowsFrom,
  recordAudit,
  recordAudits,
  type AuditActor,
  type AuditEntry,
} from '../../lib/audit.js';
import { AppError, refuse } from '../../lib/errors.js';
import { existingContactsByEmail, existingContactsOfRun } from './existing-contacts.js';
import { importRunCounts, importRunStatus } from './import-run-mapper.js';
import type { ContactImportValues } from './parser/contact-row.js';
import { planImport, type PlannedRow } from './parser/plan.js';
import {
  computeSearchColumnsBeside,
  dropSearchColumnsOf,
  SEARCH_COLUMNS_GIVEN,
} from './search-columns-beside.js';

// One stored chunk a statement. Bigger statements cost the token table's key less per row, but on a quiet
// machine 5,000 and 10,000 took the server's peak RSS over the 512 MB goal (519 and 562 MiB against 511)
// for 13% off the commit (decision 099, bulk writes).
const BATCH = 1000;
const COMMIT_TIMEOUT_MS = 15 * 60_000;

type Tx = Prisma.TransactionClient;

const contactColumns = (v: ContactImportValues) => ({
  email: v.email,
  firstName: v.firstName,
  middleName: v.middleName,
  familyName: v.familyName,
  displayName: v.displayName,
  localName: v.localName,
  chineseName: v.chineseName,
  title: v.title,
  departmentId: v.departmentId,
  phoneCountryCode: v.phoneCountryCode,
  phoneAreaCode: v.phoneAreaCode,
  phoneNumber: v.phoneNumber,
  phoneExtension: v.phoneExtension,
  mobileCountryCode: v.mobileCountryCode,
  mobileNumber: v.mobileNumber,
  fax: v.fax,
  workingLocation: v.workingLocation,
  isMasterRecord: v.isMasterRecord,
});

const asJson = (v: ContactImportValues) => ({ ...v }) as unknown as Prisma.InputJsonValue;

export interface CommitInput {
  runId: number;
  invalidRows: 'block' | 'skip';
  actor: AuditActor;
  /** Tests only: a smaller floor for the bulk path than BULK_LOAD_FROM. */
  bulkFrom?: number;
}

const importLock = (tx: Tx, ouId: number) =>
  tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('contact-import'), ${ouId})`;

/**
 * Marks the run as being committed. Called only while holding the OU's import lock, which every commit
 * holds from before its claim to its end: a run found COMMITTING here has no live commit behind it (its
 * database went away, or its process died, before it could say so) and is claimed again.
 */
async function claim(prisma: PrismaClient, runId: number, invalidRows: 'block' | 'skip') {
  const run = await prisma.importRun.findUniqueOrThrow({ where: { id: runId } });
  const abandoned = run.stage === 'COMMITTING' && !(run.expiresAt && run.expiresAt.getTime() < Date.now());
  const status = abandoned ? 'previewReady' : importRunStatus(run);
  if (status !== 'previewReady') {
    const why = {
      expired: 'IMPORT_EXPIRED',
      committed: 'IMPORT_ALREADY_COMMITTED',
      previewing: 'IMPORT_STILL_CHECKING',
    } as const;
    throw status in why
      ? refuse(why[status as keyof typeof why])
      : refuse('IMPORT_NOT_COMMITTABLE', { status });
  }
  if (invalidRows === 'block' && run.invalidCount > 0) {
    throw refuse('IMPORT_INVALID_ROWS_BLOCK', { count: run.invalidCount });
  }
  // Over the pool, not the transaction: progress pollers must see the claim while the commit runs.
  const claimed = await prisma.importRun.updateMany({
    where: { id: runId, stage: run.stage },
    data: { stage: 'COMMITTING', status: 'RUNNING', processedRows: 0 },
  });
  if (claimed.count !== 1) throw refuse('IMPORT_NOT_COMMITTABLE', { status: 'discarded' });
  return run;
}

/** Puts a claimed run back to its preview after the database went away, so the same commit can be sent again. */
async function release(prisma: PrismaClient, run: ImportRun) {
  await prisma.importRun
    .updateMany({
      where: { id: run.id, stage: 'COMMITTING' },
      data: { stage: 'PREVIEW_READY', status: 'SUCCEEDED', processedRows: run.totalRows },
    })
    .catch(() => undefined); // still unreachable: the next commit finds it COMMITTING and claims it again
}

/**
 * Applies a preview's valid rows in one transaction: all of them or none (decision 028). Rows are
 * matched again inside the transaction, so the counts are those of the directory as it is now and a
 * second commit of the same file changes nothing. Progress goes to the run row over another connection.
 */
export async function commitImport(
  prisma: PrismaClient,
  input: CommitInput,
): Promise<{ result: ImportCommitResult; message: string }> {
  const { ouId } = await prisma.importRun.findUniqueOrThrow({ where: { id: input.runId } });
  let run: ImportRun | undefined;
  let beside: ReturnType<typeof computeSearchColumnsBeside> | undefined;
  let done = 0;
  const progress = () =>
    void prisma.importRun
      .update({ where: { id: input.runId }, data: { processedRows: done } })
      .catch(() => undefined);

  try {
    const finished = await prisma.$transaction(
      async (tx) => {
        // One commit per OU at a time, so two commits cannot both create the same email; taken before the
        // claim, so that a second click on Commit waits here and then finds the run committed.
        await importLock(tx, ouId);
        const claimed = await claim(prisma, input.runId, input.invalidRows);
        run = claimed;
        const counts = { created: 0, updated: 0, unchanged: 0, invalid: claimed.invalidCount };
        const bulk = await startBulk(tx, claimed, input.bulkFrom ?? BULK_LOAD_FROM);
        const lateIssues: ImportIssue[] = [];
        const chunks = await tx.importRunChunk.findMany({
          where: { runId: claimed.id, kind: 'ROWS' },
          orderBy: { seq: 'asc' },
          select: { seq: true },
        });
        if (chunks.length > 1) {
          beside = computeSearchColumnsBeside(
            prisma,
            claimed.id,
            chunks.map((c) => c.seq),
          );
          await tx.$executeRawUnsafe(SEARCH_COLUMNS_GIVEN);
        }
        // Each chunk is read and parsed while the previous one's statements run: Node's share of the commit,
        // about a quarter of it, then overlaps PostgreSQL's (decision 112).
        let next = chunks[0] && readStoredRows(prisma, claimed.id, chunks[0].seq);
        for (const [index, { seq }] of chunks.entries()) {
          beside?.reach(seq);
          const rows = await next!;
          const following = chunks[index + 1];
          next = following && readStoredRows(prisma, claimed.id, following.seq);
          for (let i = 0; i < rows.length; i += BATCH) {
            const batch = rows
              .slice(i, i + BATCH)
              .map((r) => ({ row: r.row, values: r.values, issues: [] as [] }));
            const existing =
              bulk?.existing ??
              (await existingContactsByEmail(
                tx,
                batch.map((r) => r.values.email),
              ));
            const plan = planImport(batch, existing, claimed.ouId);
            lateIssues.push(...plan.issues);
            await bulk?.beforeUpdates(plan.planned);
            await applyBatch(tx, claimed, seq, plan.planned, input.actor, counts);
            done += batch.length;
            progress();
          }
        }
        if (lateIssues.length > 0) {
          if (input.invalidRows === 'block') {
            const first = lateIssues[0]!;
            throw refuse('IMPORT_DIRECTORY_CHANGED', { row: first.row, reason: first.message });
          }
          counts.invalid += new Set(lateIssues.map((i) => i.row)).size;
        }
        await bulk?.finish();
        await recordAudit(tx, input.actor, {
          action: 'CONTACT_IMPORT',
          entityType: 'ImportRun',
          entityId: claimed.id,
          ouId: claimed.ouId,
          after: {
            fileName: claimed.fileName,
            sha256: claimed.sha256,
            invalidRows: input.invalidRows,
            ...counts,
          },
        });
        await tx.importRunChunk.deleteMany({ where: { runId: claimed.id } });
        return tx.importRun.update({
          where: { id: claimed.id },
          data: {
            stage: 'COMMITTED',
            status: 'SUCCEEDED',
            processedRows: done,
            createdCount: counts.created,
            updatedCount: counts.updated,
            unchangedCount: counts.unchanged,
            invalidCount: counts.invalid,
            committedBy: input.actor.actorEmail,
            committedAt: new Date(),
            finishedAt: new Date(),
            message: IMPORT_PROCESSED_MESSAGE,
          },
        });
      },
      { timeout: COMMIT_TIMEOUT_MS, maxWait: 30_000 },
    );
    await endBeside(prisma, input.runId, beside);
    // The row path leaves up to 4 MB of its entries in the GIN pending lists, which every search reads
    // linearly until the sweep merges them; merged now. Best effort: the commit has succeeded either way.
    await mergeSearchIndexPendingLists(prismaBulkQuery(prisma)).catch(() => undefined);
    return {
      result: {
        importRunID: finished.id,
        status: importRunStatus(finished),
        counts: importRunCounts(finished),
      },
      message: IMPORT_PROCESSED_MESSAGE,
    };
  } catch (err) {
    await endBeside(prisma, input.runId, beside);
    if (!run) throw err; // refused before the claim: the run is as it was
    if (isDatabaseUnavailable(err)) {
      // The transaction is rolled back with the connection: nothing was applied; 503, and it may be sent again.
      await release(prisma, run);
      throw err;
    }
    // The rolled-back rows' GIN entries stay in the pending lists, which every search reads linearly until
    // the sweep merges them (at 1M contacts, 3-4 ms a search more: decision 099, "Plans kept per connection").
    await mergeSearchIndexPendingLists(prismaBulkQuery(prisma)).catch(() => undefined);
    const refusal = err instanceof AppError ? err : refuse('IMPORT_COMMIT_FAILED');
    const { message, serverMessage: coded } = refusal;
    await prisma.importRun.update({
      where: { id: run.id },
      data: {
        stage: 'FAILED',
        status: 'FAILED',
        message,
        messageCode: coded?.messageCode,
        messageParams: coded?.params,
        finishedAt: new Date(),
      },
    });
    throw refusal;
  }
}

/**
 * A stored chunk's rows, read over the pool: the chunks are the preview's, committed before the commit began
 * and unchanged until it ends. As text, parsed here: Prisma's Json output walks every value again.
 */
function readStoredRows(prisma: PrismaClient, runId: number, seq: number) {
  const rows = prisma.$queryRaw<{ data: string }[]>`
    SELECT data::text AS data FROM import_run_chunk WHERE run_id = ${runId} AND kind = 'ROWS' AND seq = ${seq}`.then(
    ([chunk]) => JSON.parse(chunk!.data) as { row: number; values: ContactImportValues }[],
  );
  // Read ahead: a commit that fails before awaiting it must not leave an unhandled rejection behind.
  rows.catch(() => undefined);
  return rows;
}

/** Stops the computation beside the commit and drops its rows. Best effort: a sweep drops any left over. */
async function endBeside(
  prisma: PrismaClient,
  runId: number,
  beside: ReturnType<typeof computeSearchColumnsBeside> | undefined,
) {
  if (!beside) return;
  await beside.stop();
  await dropSearchColumnsOf(prisma, runId).catch(() => undefined);
}

/**
 * The bulk path (decision 112) for a big import into a small directory: drops the search indexes inside the
 * commit's transaction and builds them after the rows, or null for the row path. Updated contacts are
 * remembered with the name words they held, for the token rows and word list the suspended triggers skip.
 * The contacts the run's rows match are read once, after the drop: its lock keeps every other writer out
 * until the commit ends, so no batch can find another (and the email index is gone until then).
 */
async function startBulk(tx: Tx, run: ImportRun, bulkFrom: number) {
  const creates = run.createdCount;
  if (creates < bulkFrom) return null;
  // The count below reads contact and the drop then needs it alone: two bulk commits (of two OUs) doing both
  // at once would each wait for the other's read. One bulk candidate at a time, until its transaction ends.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('contact-import-bulk'))`;
  const [{ n }] = await tx.$queryRaw<[{ n: number }]>`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM contact LIMIT ${creates + 1}) AS c`;
  if (n > creates) return null;
  const query = prismaBulkQuery(tx);
  const suspended = await suspendSearchIndexes(query);
  const existing = await existingContactsOfRun(tx, run.id);
  const updatedIds: number[] = [];
  const formerWords = new Set<string>();
  return {
    existing,
    async beforeUpdates(planned: PlannedRow[]) {
      const ids = planned.filter((p) => p.action === 'update').map((p) => p.contactId!);
      if (ids.length === 0) return;
      updatedIds.push(...ids);
      const words = await tx.$queryRaw<{ w: string }[]>`
        SELECT DISTINCT w FROM contact c, unnest(cd_token_name_words(c.search_tokens)) AS w
         WHERE c.id = ANY (${ids}::int[])`;
      for (const { w } of words) formerWords.add(w);
    },
    finish: () => rebuildSearchIndexes(query, suspended, { updatedIds, formerWords: [...formerWords] }),
  };
}

async function applyBatch(
  tx: Tx,
  run: ImportRun,
  seq: number,
  planned: PlannedRow[],
  actor: AuditActor,
  counts: { created: number; updated: number; unchanged: number },
) {
  const { id: runId, ouId } = run;
  const by = actor.actorEmail ?? 'import';
  const audits: AuditEntry[] = [];
  const creates = planned.filter((p) => p.action === 'create');
  if (creates.length) {
    const idByEmail = await insertContacts(tx, run, seq, actor, creates);
    const secondaryEmails = creates.flatMap((p) =>
      p.values.secondaryEmails.map((email, index) => ({
        contactId: idByEmail.get(p.values.email)!,
        email,
        position: index + 1,
      })),
    );
    if (secondaryEmails.length > 0) await tx.contactEmail.createMany({ data: secondaryEmails });
    counts.created += creates.length;
  }
  for (const p of planned) {
    if (p.action === 'unchanged') counts.unchanged++;
    if (p.action !== 'update') continue;
    const before = await tx.contact.findUniqueOrThrow({
      where: { id: p.contactId! },
      include: { secondaryEmails: { orderBy: { position: 'asc' } } },
    });
    await tx.contact.update({
      where: { id: p.contactId! },
      data: { ...contactColumns(p.values), modifiedBy: by, version: { increment: 1 } },
    });
    const oldSecondary = before.secondaryEmails.map((e) => e.email);
    if (oldSecondary.join('\n') !== p.values.secondaryEmails.join('\n')) {
      await tx.contactEmail.deleteMany({ where: { contactId: p.contactId! } });
      await tx.contactEmail.createMany({
        data: p.values.secondaryEmails.map((email, index) => ({
          contactId: p.contactId!,
          email,
          position: index + 1,
        })),
      });
    }
    const { secondaryEmails: _old, searchText: _s, ...beforeColumns } = before;
    audits.push({
      action: 'CONTACT_UPDATE',
      entityType: 'Contact',
      entityId: p.contactId,
      ouId,
      before: JSON.parse(
        JSON.stringify({ ...beforeColumns, secondaryEmails: oldSecondary }),
      ) as Prisma.InputJsonValue,
      after: { ...asJsonObject(p.values), importRunID: runId },
    });
    counts.updated++;
  }
  if (audits.length) await recordAudits(tx, actor, audits);
}

const asJsonObject = (v: ContactImportValues) => asJson(v) as Prisma.InputJsonObject;

/**
 * Creates a batch of contacts, and their audit records, in one statement that reads their values from the
 * stored chunk: Node sends only the rows' numbers, not their values once for the contacts and once more for
 * the records (decision 112). The search columns computed beside the commit are taken where they are there
 * already (NULL, and the trigger computes them, where not). Returns their ids by email.
 */
async function insertContacts(
  tx: Tx,
  { id: runId, ouId }: ImportRun,
  seq: number,
  actor: AuditActor,
  rows: PlannedRow[],
) {
  const by = actor.actorEmail ?? 'import';
  const chosen = Prisma.sql`
    SELECT (e.value ->> 'row')::int AS row, e.value -> 'values' AS v
      FROM import_run_chunk k, jsonb_array_elements(k.data) AS e
     WHERE k.run_id = ${runId} AND k.kind = 'ROWS' AND k.seq = ${seq}
       AND (e.value ->> 'row')::int = ANY (${rows.map((p) => p.row)}::int[])`;
  const audits = auditRowsFrom(
    actor,
    { action: 'CONTACT_CREATE', entityType: 'Contact', ouId },
    Prisma.sql`SELECT m.id::text AS entity_id, NULL::jsonb AS before,
                      r.v || jsonb_build_object('importRunID', ${runId}::int) AS after
                 FROM made m JOIN r ON r.v ->> 'email' = m.email`,
    () => rows.map((p) => ({ ...asJsonObject(p.values), importRunID: runId })),
  );
  const made = await tx.$queryRaw<{ id: number; email: string }[]>`
    WITH r AS (${chosen}),
    made AS (
      INSERT INTO contact (ou_id, source, created_by, modified_by, email, first_name, middle_name, family_name,
                           display_name, local_name, chinese_name, title, department_id, phone_country_code,
                           phone_area_code, phone_number, phone_extension, mobile_country_code, mobile_number,
                           fax, working_location, is_master_record, search_tokens, search_text, sort_name)
      SELECT ${ouId}, 'IMPORT', ${by}, ${by}, x.email, x."firstName", x."middleName", x."familyName",
             x."displayName", x."localName", x."chineseName", x.title, x."departmentId", x."phoneCountryCode",
             x."phoneAreaCode", x."phoneNumber", x."phoneExtension", x."mobileCountryCode", x."mobileNumber",
             x.fax, x."workingLocation", x."isMasterRecord", s.search_tokens, s.search_text, s.sort_name
        FROM r
       CROSS JOIN LATERAL jsonb_to_record(r.v) AS x(
          email text, "firstName" text, "middleName" text, "familyName" text, "displayName" text,
          "localName" text, "chineseName" text, title text, "departmentId" int, "phoneCountryCode" text,
          "phoneAreaCode" text, "phoneNumber" text, "phoneExtension" text, "mobileCountryCode" text,
          "mobileNumber" text, fax text, "workingLocation" text, "isMasterRecord" boolean)
        LEFT JOIN import_search_columns s ON s.run_id = ${runId} AND s.row_number = r.row
      RETURNING id, email),
    audited AS (${audits})
    SELECT id, email FROM made`;
  return new Map(made.map((m) => [m.email, m.id]));
}
