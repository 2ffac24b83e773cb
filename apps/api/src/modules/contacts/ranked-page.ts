import { SEARCH_COUNT_CAP } from '@cd/contracts';
import { Prisma, type PrismaClient } from '@cd/db';
import { cappedCount, or, readMatches } from './search-sql.js';

/** One ranking tier of a contact search: what it matches, and its order. */
export interface Tier {
  match: Prisma.Sql;
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
 * One page of contacts ranked tier by tier (decision 020). Every tier excludes the rows of the tiers
 * before it, is counted up to what is left of SEARCH_COUNT_CAP, and only those counted rows are ranked
 * (by name, or by similarity for the fuzzy tier), so no query ever ranks every match of a common term.
 * A tier larger than the cap shows a stable subset (the first rows its index yields), sorted; the answer
 * then says "more than SEARCH_COUNT_CAP" and the caller narrows the search. `scope` is the visibility filter: it is part of every
 * count and page, so a contact outside it is never returned or counted.
 */
export async function rankedPage(
  prisma: PrismaClient,
  scope: Prisma.Sql,
  tiers: Tier[],
  page: { page: number; pageSize: number },
): Promise<RankedIds> {
  const counted: { where: Prisma.Sql; orderBy: Prisma.Sql; count: number }[] = [];
  let found = 0;
  const earlier: Prisma.Sql[] = [];
  for (const tier of tiers) {
    if (found > SEARCH_COUNT_CAP) break;
    if (tier.onlyBelow !== undefined && found >= tier.onlyBelow) break;
    const where = earlier.length
      ? Prisma.sql`${scope} AND ${tier.match} AND NOT ${or(earlier)}`
      : Prisma.sql`${scope} AND ${tier.match}`;
    const limit = Math.min(SEARCH_COUNT_CAP + 1 - found, tier.maxRows ?? Infinity);
    const count = await cappedCount(prisma, where, limit);
    counted.push({ where, orderBy: tier.orderBy ?? BY_NAME, count });
    found += count;
    earlier.push(tier.match);
  }

  const total = Math.min(found, SEARCH_COUNT_CAP);
  const ids: number[] = [];
  let offset = (page.page - 1) * page.pageSize;
  let wanted = Math.max(0, Math.min(page.pageSize, total - offset));
  for (const tier of counted) {
    if (wanted === 0) break;
    if (offset >= tier.count) {
      offset -= tier.count;
      continue;
    }
    const take = Math.min(wanted, tier.count - offset);
    // The tier's counted rows (at most what was left of the cap, in index order) are read through its
    // bitmap and ranked; never every row of a common term, never a walk along sort_name.
    const rows = await readMatches<{ id: number }[]>(
      prisma,
      Prisma.sql`WITH m AS MATERIALIZED (SELECT c.id, c.sort_name, c.search_text FROM contact c
                   WHERE ${tier.where} LIMIT ${tier.count})
                 SELECT id FROM m AS c ORDER BY ${tier.orderBy} LIMIT ${take} OFFSET ${offset}`,
    );
    ids.push(...rows.map((r) => r.id));
    wanted -= take;
    offset = 0;
  }
  return { ids, total, totalIsExact: found <= SEARCH_COUNT_CAP };
}
