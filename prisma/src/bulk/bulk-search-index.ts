/**
 * A big load into contact builds the search structures after its rows rather than entry by entry during
 * them (decisions 099 "Bulk writes" and 112): the indexes of contact (all but its key and unique ones), the
 * token table's key, its rows and the word list. Shared by the 1M generator and the import commit; both call
 * it inside their own transaction, so a failed load rolls the DDL back with the rows and leaves every index
 * and trigger as it was.
 *
 * The locks taken here (ACCESS EXCLUSIVE on contact and contact_search_token) keep every other writer and
 * search of contact waiting until the caller's transaction ends.
 */

import pg from 'pg';
import type { Prisma } from '../generated/prisma/client.js';

/**
 * Rows a load must add before it takes this path, for the generator and the import commit alike: below it,
 * blocking every search for the whole load saves too little (decision 112: 0.4 s of a 3.7 s commit at
 * 10,000 rows; a fifth or more from 50,000).
 */
export const BULK_LOAD_FROM = 50_000;

/** Runs one statement in the caller's transaction and returns its rows (pg's client.query, Prisma's $queryRawUnsafe). */
export type BulkQuery = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

/** The BulkQuery of a Prisma client or of one of its transactions. */
export const prismaBulkQuery =
  (client: Pick<Prisma.TransactionClient, '$queryRawUnsafe'>): BulkQuery =>
  (sql, params = []) =>
    client.$queryRawUnsafe(sql, ...params);

/** contact's GIN indexes: pg_index `i`, their pg_class row `c`. */
const CONTACT_GIN_INDEXES = `pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
      WHERE i.indrelid = 'contact'::regclass AND a.amname = 'gin'`;

/**
 * The indexes of contact a load drops and builds again: its GIN indexes and its B-trees, but not its key
 * (the load's updates find their contacts by id) nor a unique index (it keeps refusing a second master
 * record of an email while the rows go in). 100,000 rows into a copy of contact with its six other B-trees
 * took 1.9 s, against 0.4 s without them and 0.4 s to build all six afterwards (decision 112).
 */
const CONTACT_LOAD_INDEXES = `pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = 'contact'::regclass AND NOT i.indisunique AND NOT i.indisprimary`;

export interface SuspendedSearchIndexes {
  /** The largest contact id before the load: the load's rows are those above it. */
  mark: number;
  /** CREATE INDEX statements of the indexes dropped. */
  indexes: string[];
}

// The token table's statement triggers would sort every row's tokens into a key that is not there; the
// word-pruning row trigger would scan contact without its GIN index for each word a renamed contact loses.
// The rebuild below does all three set-based.
const SUSPENDED_TRIGGERS = [
  'contact_search_token_insert',
  'contact_search_token_update',
  'contact_search_words_prune_update',
] as const;

export async function suspendSearchIndexes(query: BulkQuery): Promise<SuspendedSearchIndexes> {
  const dropped = await query<{ name: string; definition: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition FROM ${CONTACT_LOAD_INDEXES}
      ORDER BY c.relname`,
  );
  for (const { name } of dropped) await query(`DROP INDEX ${pg.escapeIdentifier(name)}`);
  await query('ALTER TABLE contact_search_token DROP CONSTRAINT contact_search_token_pkey');
  for (const trigger of SUSPENDED_TRIGGERS) await query(`ALTER TABLE contact DISABLE TRIGGER ${trigger}`);
  // After the DROP INDEX: its lock lets no other writer in, so no row above the mark is anyone else's.
  const [last] = await query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM contact');
  return { mark: last!.id, indexes: dropped.map((d) => d.definition) };
}

export interface RebuildOptions {
  /** Contacts at or below the mark the load updated: their token rows are written again. */
  updatedIds?: number[];
  /** Name words those contacts held before the update: dropped from the word list if no contact holds them now. */
  formerWords?: string[];
}

/**
 * What the suspended triggers would have written (migrations search_token_department, search_words), for
 * the rows above the mark and the updated ones, then the key and contact's indexes in one pass each.
 */
export async function rebuildSearchIndexes(
  query: BulkQuery,
  { mark, indexes }: SuspendedSearchIndexes,
  { updatedIds = [], formerWords = [] }: RebuildOptions = {},
): Promise<void> {
  for (const trigger of SUSPENDED_TRIGGERS) await query(`ALTER TABLE contact ENABLE TRIGGER ${trigger}`);
  if (updatedIds.length > 0) {
    await query('DELETE FROM contact_search_token WHERE contact_id = ANY ($1::int[])', [updatedIds]);
  }
  const loaded = 'c.id > $1 OR c.id = ANY ($2::int[])';
  await query(
    `INSERT INTO contact_search_token (token, sort_key, contact_id, ou_id, department_id)
     SELECT t, c.sort_name, c.id, c.ou_id, coalesce(c.department_id, 0)
       FROM contact c, unnest(c.search_tokens) AS t
      WHERE (${loaded}) AND cd_listed_token(t)`,
    [mark, updatedIds],
  );
  // cd_token_name_words of each row, for all rows in one pass (a call per row took twice as long). The
  // word list's own statement trigger writes the new words' deletions (search_word_deletion).
  await query(
    `INSERT INTO search_word (word)
     SELECT DISTINCT t FROM contact c, unnest(c.search_tokens) AS t
      WHERE (${loaded}) AND length(t) >= 3 AND left(t, 1) NOT IN ('>', '=', '#')
        AND '>' || t = ANY (c.search_tokens)
     ON CONFLICT DO NOTHING`,
    [mark, updatedIds],
  );
  await query("SET LOCAL maintenance_work_mem = '256MB'");
  await query(`ALTER TABLE contact_search_token ADD CONSTRAINT contact_search_token_pkey
                 PRIMARY KEY (token, sort_key, contact_id, ou_id, department_id)`);
  for (const definition of indexes) await query(definition);
  if (formerWords.length > 0) {
    // contact_search_words_prune's rule, once for all updated rows, with the GIN index back.
    await query(
      `DELETE FROM search_word s
        WHERE s.word = ANY ($1::text[])
          AND NOT EXISTS (SELECT 1 FROM contact c WHERE c.search_tokens @> ARRAY[s.word, '>' || s.word])`,
      [formerWords],
    );
  }
}

/**
 * Merges the GIN pending lists of contact's indexes into their main structure and returns the pages merged.
 * Rows written with `fastupdate` (PostgreSQL's default) wait in a pending list that every search of that
 * index reads linearly until the list passes gin_pending_list_limit (4 MB) or a vacuum merges it; at 1M
 * contacts autovacuum comes after hundreds of thousands of changes. Measured at 1M: the entries of 2,430
 * contacts (a rolled-back load, 221 pages) made an email search's GIN read 8.5 times slower (0.5 → 4.4 ms a
 * call); merging them took 58 ms, and a call with nothing pending 0.8 ms (decision 099 item 19).
 */
export async function mergeSearchIndexPendingLists(query: BulkQuery): Promise<number> {
  const [row] = await query<{ pages: number }>(
    `SELECT coalesce(sum(gin_clean_pending_list(i.indexrelid)), 0)::int AS pages FROM ${CONTACT_GIN_INDEXES}`,
  );
  return row?.pages ?? 0;
}
