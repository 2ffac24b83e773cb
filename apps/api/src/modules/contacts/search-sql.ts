import { Prisma, queryRows, queryRowsWithSettings, type PrismaClient } from '@cd/db';
import { refuse } from '../../lib/errors.js';

/** `column = ANY(ids)`, or nothing when every OU is visible (ids null). */
export function inOus(column: Prisma.Sql, ids: number[] | null): Prisma.Sql {
  return ids === null ? Prisma.sql`TRUE` : Prisma.sql`${column} = ANY(${ids}::int[])`;
}

/** A scope holding more than this share of all contacts is checked on the rows found, not by its index. */
const BROAD_SCOPE_SHARE = 0.2;
const SHARES_FRESH_MS = 60_000;
let ouShares: { at: number; share: Map<number, number> } | null = null;

/** Share of contacts in each OU, from the planner's statistics of contact.ou_id (cached a minute). */
async function contactShareOf(prisma: PrismaClient, ids: number[]): Promise<number> {
  if (!ouShares || Date.now() - ouShares.at > SHARES_FRESH_MS) {
    const rows = await queryRows<{ vals: number[] | null; freqs: number[] | null }>(
      prisma,
      Prisma.sql`
      SELECT most_common_vals::text::int[] AS vals, most_common_freqs::float8[] AS freqs FROM pg_stats
       WHERE schemaname = current_schema() AND tablename = 'contact' AND attname = 'ou_id'`,
    );
    const { vals, freqs } = rows[0] ?? { vals: null, freqs: null };
    ouShares = { at: Date.now(), share: new Map((vals ?? []).map((v, i) => [v, freqs?.[i] ?? 0])) };
  }
  const share = ouShares.share;
  return ids.reduce((sum, id) => sum + (share.get(id) ?? 0), 0);
}

/**
 * The caller's visibility filter on `contact c` (decision 060). A narrow scope (one department's OU) is
 * the best driver of a search, so it stays index-driven; a broad one (most of the directory, e.g. every
 * OU of Hong Kong) would cost a bitmap of hundreds of thousands of rows for nothing, so it is checked on
 * the rows the search's own index yields (`+ 0` keeps the planner off the ou_id indexes).
 */
export async function contactScope(prisma: PrismaClient, ids: number[] | null): Promise<Prisma.Sql> {
  if (ids === null) return Prisma.sql`TRUE`;
  return (await narrowScope(prisma, ids))
    ? Prisma.sql`c.ou_id = ANY(${ids}::int[])`
    : Prisma.sql`c.ou_id + 0 = ANY(${ids}::int[])`;
}

/** Whether a scope is narrow enough for its OU index to drive a search (contactScope); false for every OU. */
export async function narrowScope(prisma: PrismaClient, ids: number[] | null): Promise<boolean> {
  return ids !== null && (await contactShareOf(prisma, ids)) <= BROAD_SCOPE_SHARE;
}

/** LIKE pattern for "contains", with the pattern characters of the input taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A Chinese character: such text has no letters to fold, prefix or correct. */
export const HAN = /\p{Script=Han}/u;

/** Whether a fragment holds a whole trigram, so that a trigram index can narrow a LIKE of it. */
export const holdsTrigram = (fragment: string) => fragment.length >= 3;

/**
 * The contains tier's LIKE pattern over `search_text`, or null when its trigram index could not narrow
 * it: under three characters a LIKE holds no whole trigram and the index reads all of itself (2.35 s for
 * two Chinese characters at 1M contacts), and Chinese has no trigrams at all under a C ctype
 * (`cjkTrigrams`). A Chinese name's substrings are tokens, so the token tiers still find those.
 */
export function containsLike(needle: string, cjkTrigrams: boolean): string | null {
  if (!holdsTrigram(needle) || (HAN.test(needle) && !cjkTrigrams)) return null;
  return containsPattern(needle);
}

export const and = (parts: Prisma.Sql[]) => (parts.length ? Prisma.join(parts, ' AND ') : Prisma.sql`TRUE`);
export const or = (parts: Prisma.Sql[]) =>
  parts.length ? Prisma.sql`(${Prisma.join(parts, ' OR ')})` : Prisma.sql`FALSE`;

/**
 * Longest a search statement may run (ms). Every search is index-driven on a bounded candidate set
 * (decision 060); this is the last resort should one still run long (a machine far busier than planned):
 * PostgreSQL cancels it before Prisma's own 5 s transaction limit would turn it into a 500, and the user
 * gets a 503 asking to narrow the search.
 */
export const SEARCH_STATEMENT_TIMEOUT_MS = 3000;

// Planner settings for reading matches through the GIN / trigram bitmaps. With LIMIT and ORDER BY the
// planner likes to walk the sort_name index and filter, right for a dense term and catastrophic for one
// whose matches sort late ('peter chan': most of 1M rows visited, 40 s): measured at 1M, decision 020.
// Constant text (no parameters), so it shares BEGIN's round trip (queryRowsWithSettings).
const bitmapOnly = (timeoutMs: number) => `SET LOCAL enable_indexscan = off;
  SET LOCAL enable_indexonlyscan = off; SET LOCAL enable_seqscan = off;
  SET LOCAL statement_timeout = ${Math.trunc(timeoutMs)}`;

/**
 * PostgreSQL's query_canceled (statement_timeout), however the driver adapter wraps it, or Prisma's own
 * transaction limit (P2028), reachable when a saturated machine delays the statements around the query.
 */
function isOutOfTime(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === 'P2028') return true;
    const meta = (e as { meta?: { code?: unknown; driverAdapterError?: unknown } }).meta;
    if ((e as { code?: unknown }).code === '57014' || meta?.code === '57014') return true;
    if (/statement timeout/i.test(String((e as { message?: unknown }).message ?? ''))) return true;
    if (meta?.driverAdapterError) e = { cause: meta.driverAdapterError };
  }
  return false;
}

/**
 * Runs `query` in a transaction whose planner reads contacts through bitmaps only (SET LOCAL), within
 * `timeoutMs`; a statement that runs out of time is a 503 in the error envelope, never a 500.
 */
export async function readMatches<T>(
  prisma: PrismaClient,
  query: Prisma.Sql,
  timeoutMs = SEARCH_STATEMENT_TIMEOUT_MS,
): Promise<T> {
  try {
    return (await queryRowsWithSettings(prisma, bitmapOnly(timeoutMs), query)) as T;
  } catch (error) {
    if (isOutOfTime(error)) {
      throw refuse('SEARCH_TOO_SLOW');
    }
    throw error;
  }
}
