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

// Planner settings for reading matches through the GIN / trigram bitmaps. With LIMIT and ORDER BY the
// planner likes to walk the sort_name index and filter, right for a dense term and catastrophic for one
// whose matches sort late ('peter chan': most of 1M rows visited, 40 s): measured at 1M, decision 020.
const BITMAP_ONLY = Prisma.sql`SELECT set_config('enable_indexscan', 'off', true),
  set_config('enable_indexonlyscan', 'off', true), set_config('enable_seqscan', 'off', true)`;

/** Runs `query` in a transaction whose planner reads contacts through bitmaps only (SET LOCAL). */
export async function readMatches<T>(prisma: PrismaClient, query: Prisma.Sql): Promise<T> {
  const [, rows] = await prisma.$transaction([prisma.$queryRaw(BITMAP_ONLY), prisma.$queryRaw<T>(query)]);
  return rows as T;
}

/**
 * Counts rows of `contact c` matching `where`, stopping at `limit`: an exact count of a common surname
 * costs a scan of every match, a capped one never more than `limit` rows (decision 020).
 */
export async function cappedCount(prisma: PrismaClient, where: Prisma.Sql, limit: number): Promise<number> {
  const [row] = await readMatches<{ n: number }[]>(
    prisma,
    Prisma.sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM contact c WHERE ${where} LIMIT ${limit}) AS m`,
  );
  return row?.n ?? 0;
}
