import { Prisma, type PrismaClient } from '@cd/db';

/** `column = ANY(ids)`, or nothing when every OU is visible (ids null). */
export function inOus(column: Prisma.Sql, ids: number[] | null): Prisma.Sql {
  return ids === null ? Prisma.sql`TRUE` : Prisma.sql`${column} = ANY(${ids}::int[])`;
}

/** LIKE pattern for "contains", with the pattern characters of the input taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const and = (parts: Prisma.Sql[]) => (parts.length ? Prisma.join(parts, ' AND ') : Prisma.sql`TRUE`);
export const or = (parts: Prisma.Sql[]) =>
  parts.length ? Prisma.sql`(${Prisma.join(parts, ' OR ')})` : Prisma.sql`FALSE`;

/**
 * How a query must read contacts. With LIMIT and ORDER BY the planner likes to walk the sort_name index
 * and filter, which is right for a common term and catastrophic for a rare one (every row visited: tens
 * of seconds at 1M). The tier's count is known before its page is read, so the plan is chosen here:
 * 'matches' reads the matches through the GIN / trigram bitmaps (rare terms, counts), 'ordered' walks
 * sort_name (a tier with more matches than the cap).
 */
export type ReadPlan = 'matches' | 'ordered';

const PLAN_SETTINGS: Record<ReadPlan, Prisma.Sql> = {
  matches: Prisma.sql`SELECT set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true),
                             set_config('enable_seqscan', 'off', true)`,
  ordered: Prisma.sql`SELECT set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true),
                             set_config('enable_sort', 'off', true)`,
};

/** Runs `query` in a transaction whose planner settings (SET LOCAL) follow `plan`. */
export async function withPlan<T>(prisma: PrismaClient, plan: ReadPlan, query: Prisma.Sql): Promise<T> {
  const [, rows] = await prisma.$transaction([
    prisma.$queryRaw(PLAN_SETTINGS[plan]),
    prisma.$queryRaw<T>(query),
  ]);
  return rows as T;
}

/**
 * Counts rows of `contact c` matching `where`, stopping at `limit`: an exact count of a common surname
 * costs a scan of every match, a capped one never more than `limit` rows (decision 020).
 */
export async function cappedCount(prisma: PrismaClient, where: Prisma.Sql, limit: number): Promise<number> {
  const [row] = await withPlan<{ n: number }[]>(
    prisma,
    'matches',
    Prisma.sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM contact c WHERE ${where} LIMIT ${limit}) AS m`,
  );
  return row?.n ?? 0;
}
