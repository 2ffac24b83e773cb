import { SEARCH_COUNT_CAP } from '@cd/contracts';
import { Prisma, type PrismaClient } from '@cd/db';
import { or, readMatches } from './search-sql.js';

/** One ranking tier of a contact search: what it matches, and its order. */
export interface Tier {
  /**
   * The tier's condition, or a function that works it out only when the tier is reached (the fuzzy tier
   * looks its words up first); null: the tier matches nobody.
   */
  match: Prisma.Sql | (() => Promise<Prisma.Sql | null>);
  /** ORDER BY of the tier; its rows come after every row of the tiers before it. */
  orderBy?: Prisma.Sql;
  /** Consulted only while the tiers before it found fewer than this many people (the fuzzy fallback). */
  onlyBelow?: number;
  /** Most rows this tier may contribute: a bounded candidate set. */
  maxRows?: number;
}

export interface RankedIds {
  ids: number[];
  total: number;
  totalIsExact: boolean;
}

const BY_NAME = Prisma.sql`c.sort_name, c.id`;

/**
 * One page of contacts ranked tier by tier (decisions 020, 060). Every tier excludes the rows of the
 * tiers before it and reads at most what is left of SEARCH_COUNT_CAP (+1, to know there are more) through
 * its index bitmap; one statement per tier counts those rows and ranks them (by name, or by similarity for
 * the fuzzy tier) for the part of the page that falls in the tier. So no query ever ranks every match of a
 * common term, and a tier past the cap is never read. A tier larger than the cap shows a stable subset
 * (the first rows its index yields), sorted; the answer then says "more than SEARCH_COUNT_CAP" and the
 * caller narrows the search. `scope` is the visibility filter: it is part of every tier, so a contact
 * outside it is never returned or counted.
 */
export async function rankedPage(
  prisma: PrismaClient,
  scope: Prisma.Sql,
  tiers: Tier[],
  page: { page: number; pageSize: number },
): Promise<RankedIds> {
  const pageStart = (page.page - 1) * page.pageSize;
  const pageEnd = Math.min(pageStart + page.pageSize, SEARCH_COUNT_CAP);
  const ids: number[] = [];
  let found = 0;
  const earlier: Prisma.Sql[] = [];
  for (const tier of tiers) {
    if (found > SEARCH_COUNT_CAP) break;
    if (tier.onlyBelow !== undefined && found >= tier.onlyBelow) break;
    const match = typeof tier.match === 'function' ? await tier.match() : tier.match;
    if (match === null) continue;
    const where = earlier.length
      ? Prisma.sql`${scope} AND ${match} AND NOT ${or(earlier)}`
      : Prisma.sql`${scope} AND ${match}`;
    const limit = Math.min(SEARCH_COUNT_CAP + 1 - found, tier.maxRows ?? Infinity);
    // The part of the page this tier would fill if it holds enough rows (positions relative to the tier).
    const offset = Math.max(0, pageStart - found);
    const take = Math.max(0, pageEnd - Math.max(pageStart, found));
    const [row] = await readMatches<{ n: number; ids: number[] }[]>(
      prisma,
      Prisma.sql`WITH m AS MATERIALIZED (SELECT c.id, c.sort_name, c.search_text FROM contact c
                   WHERE ${where} LIMIT ${limit})
                 SELECT (SELECT count(*)::int FROM m) AS n,
                        ARRAY(SELECT id FROM m AS c ORDER BY ${tier.orderBy ?? BY_NAME}
                               LIMIT ${take} OFFSET ${offset}) AS ids`,
    );
    ids.push(...(row?.ids ?? []));
    found += row?.n ?? 0;
    earlier.push(match);
  }
  return { ids, total: Math.min(found, SEARCH_COUNT_CAP), totalIsExact: found <= SEARCH_COUNT_CAP };
}
