import type { Prisma, PrismaClient } from '@cd/db';

/** The flag under which the columns trigger keeps the columns an INSERT passes (migration search_columns_beside_import). */
export const SEARCH_COLUMNS_GIVEN = "SET LOCAL cd.search_columns_given = 'on'";

/**
 * The order in which the computation beside takes a commit's chunks: forward from a third of the way in,
 * then back from there toward the start. The commit inserts from the first chunk on, computing the columns
 * itself (the trigger) until it reaches chunks computed here, which it then inserts at about a third of the
 * cost; a chunk is computed here at about three quarters of what the trigger takes in the commit. Starting a
 * third of the way in, both end near the same time: measured on 100,000 rows, against working back from the
 * last chunk, which met the commit near the middle and then left the commit to insert the second half alone.
 * What the commit reaches first it computes itself, so a guess that is off costs time, never columns.
 */
export function besideOrder(seqs: number[]): number[] {
  const ascending = [...seqs].sort((a, b) => a - b);
  const start = Math.floor(ascending.length / 3);
  return [...ascending.slice(start), ...ascending.slice(0, start).reverse()];
}

/**
 * Computes the search columns of a run's stored rows into import_search_columns on a connection of its own
 * (decision 112, "Search columns computed beside the commit"), in besideOrder, while the commit inserts
 * from the first chunk: the columns trigger's work, about a quarter of a big commit's, then runs on the
 * machine's other core. The commit says which chunk it has reached; a chunk it reached first is left to the
 * trigger, so the two never do a chunk twice (but for one they share, at most). Anything that goes wrong
 * here costs only time: a row without columns gets them from the trigger.
 */
export function computeSearchColumnsBeside(prisma: PrismaClient, runId: number, seqs: number[]) {
  let reached = -1;
  let stopped = false;
  const done = (async () => {
    for (const seq of besideOrder(seqs)) {
      if (stopped) return;
      if (seq <= reached) continue;
      await prisma.$executeRaw`
        INSERT INTO import_search_columns (run_id, row_number, search_tokens, search_text, sort_name)
        SELECT k.run_id, (r.value ->> 'row')::int, s.search_tokens, s.search_text, s.sort_name
          FROM import_run_chunk k, jsonb_array_elements(k.data) AS r,
               LATERAL (SELECT r.value -> 'values' AS v) AS x,
               cd_contact_search_columns(x.v ->> 'displayName', x.v ->> 'firstName', x.v ->> 'middleName',
                 x.v ->> 'familyName', x.v ->> 'localName', x.v ->> 'chineseName', x.v ->> 'title',
                 x.v ->> 'email', x.v ->> 'phoneCountryCode', x.v ->> 'phoneAreaCode', x.v ->> 'phoneNumber',
                 x.v ->> 'phoneExtension', x.v ->> 'mobileCountryCode', x.v ->> 'mobileNumber', '{}', '{}') AS s
         WHERE k.run_id = ${runId} AND k.kind = 'ROWS' AND k.seq = ${seq}
        ON CONFLICT DO NOTHING`;
    }
  })().catch(() => undefined);
  return {
    /** Settles once the last statement has ended: every chunk done, or stopped. */
    finished: done,
    /** The commit is about to insert the rows of chunk `seq`. */
    reach(seq: number) {
      reached = Math.max(reached, seq);
    },
    /** Waits for the statement in hand, if any, and starts no other. */
    async stop() {
      stopped = true;
      await done;
    },
  };
}

/** Drops what was computed for a run once its commit has ended (the sweep drops what a dead process left). */
export function dropSearchColumnsOf(db: Pick<Prisma.TransactionClient, '$executeRaw'>, runId: number) {
  return db.$executeRaw`DELETE FROM import_search_columns WHERE run_id = ${runId}`;
}
