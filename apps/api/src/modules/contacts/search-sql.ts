import { Prisma } from '@cd/db';

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
 * Counts rows of `contact c` matching `where`, stopping at `limit`: an exact count of a common surname
 * costs a scan of every match, a capped one never more than `limit` rows (decision 020).
 */
export async function cappedCount(
  prisma: { $queryRaw<T>(query: Prisma.Sql): Promise<T> },
  where: Prisma.Sql,
  limit: number,
): Promise<number> {
  const [row] = await prisma.$queryRaw<{ n: number }[]>(
    Prisma.sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM contact c WHERE ${where} LIMIT ${limit}) AS m`,
  );
  return row?.n ?? 0;
}
