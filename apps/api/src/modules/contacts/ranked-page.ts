import { SEARCH_COUNT_CAP, type ContactSearchItem } from '@cd/contracts';
import { Prisma, queryRows, type PrismaClient } from '@cd/db';
import { contactScope, narrowScope, or, readMatches } from './search-sql.js';

/**
 * One ranking tier of a contact search. A token tier (`tokens`) is read from the covering index of
 * contact_search_token (decision 099); any other tier is a condition on `contact c` read through its GIN
 * or trigram index (decision 060).
 */
export type Tier = TokenTier | ConditionTier | ReadTier;

/** Matches a contact holding every token of at least one alternative; ordered by sort name, then id. */
export interface TokenTier {
  tokens: string[][];
}

export interface ConditionTier {
  /**
   * The tier's condition, or a function that works it out only when the tier is reached (the fuzzy tier
   * looks its words up first); null: the tier matches nobody.
   */
  match: Prisma.Sql | (() => Promise<Prisma.Sql | null>);
  /** Consulted only while the tiers before it found fewer than this many people. */
  onlyBelow?: number;
}

/** What a ReadTier is told: where its part of the page lies and what the tiers before it found. */
export interface TierRead {
  ouIds: number[] | null;
  /** The scope is narrow enough for its OU index to drive the read (search-sql.ts, narrowScope). */
  narrow: boolean;
  /** Rows the tiers before it found. */
  found: number;
  /** Most rows it may count: what is left of the cap, + 1. */
  limit: number;
  /** Its part of the page, relative to the tier. */
  offset: number;
  take: number;
  /** The page, absolute positions (a read tier that also reads the tier after it places that one). */
  pageStart: number;
  pageEnd: number;
  /** The page's ids from the tiers before it, for a read tier that returns the page's rows. */
  pageIds: number[];
  /** The alternatives of the token tiers before it, whose rows it must exclude. */
  earlierTokens: string[][];
  /**
   * Every id the tiers before it matched (a tier read while they found few, e.g. the typo tier, excludes
   * them by id: cheaper than testing their tokens on each candidate).
   */
  earlierIds: () => Promise<number[]>;
}

/**
 * A tier that reads its own rows, through a database function whose statements are planned once per
 * connection (the contains and typo tiers, decision 099 item 16), rather than a condition the pager builds a
 * statement around. It excludes the earlier tiers' rows itself. Null: the tier matches nobody.
 */
export interface ReadTier {
  /**
   * `items`: the rows of the whole page so far (`pageIds` and its own), saving their round trip. `complete`
   * false: `n` is a lower bound, the tier having stopped once its first part filled the page with one to
   * spare (the typo tier's corrected whole names, decision 099 item 9); the page holding the count's last
   * row is never so filled, so it reads on.
   */
  read: (at: TierRead) => Promise<{
    n: number;
    ids: number[];
    all?: number[];
    items?: ContactSearchItem[];
    complete?: boolean;
  } | null>;
  onlyBelow?: number;
}

export interface RankedIds {
  ids: number[];
  total: number;
  totalIsExact: boolean;
  /** Rows of the page a read tier returned with its ids (some or all of `ids`). */
  items?: ContactSearchItem[];
}

const BY_NAME = Prisma.sql`c.sort_name, c.id`;
const CAP = SEARCH_COUNT_CAP;

const isTokenTier = (tier: Tier): tier is TokenTier => 'tokens' in tier;
const isReadTier = (tier: Tier): tier is ReadTier => 'read' in tier;

/** The token tiers a search starts with, up to its first condition or read tier. */
function leadingTokenTiers(tiers: Tier[]): TokenTier[] {
  const leading: TokenTier[] = [];
  for (const tier of tiers) {
    if (!isTokenTier(tier)) break;
    leading.push(tier);
  }
  return leading;
}

/**
 * Whether contact_search_token holds this token: the database's cd_listed_token (migration
 * search_bulk_and_name_habits), which this must match. Phones and email addresses match a handful of
 * contacts each and are read through the GIN index of contact.search_tokens instead.
 */
export const listedToken = (token: string) => !token.startsWith('#') && !/[@.]/.test(token);
const readsKey = (alt: string[]) => alt.length === 1 && listedToken(alt[0]!);

/** A token tier as a condition on `contact c`, for the condition tiers after it to exclude its rows. */
const tokenCondition = (tier: TokenTier) =>
  or(tier.tokens.map((alt) => Prisma.sql`c.search_tokens @> ${alt}::text[]`));

/**
 * One page of contacts ranked tier by tier (decisions 020, 060, 099). Every tier excludes the rows of the
 * tiers before it. The leading token tiers are one statement, no transaction: each counts its rows to what
 * is left of SEARCH_COUNT_CAP (+1, to know there are more) and yields its part of the page in the
 * documented order (sort name, then id) over all of its matches, both straight from the covering index;
 * a tier whose turn never comes (the cap or the page already reached) is never read. Condition tiers
 * (contains, fuzzy, advanced) follow one statement each, only while the count is below the cap.
 * `ouIds` is the visibility filter (null: every OU): part of every tier, so a contact outside it is never
 * returned or counted.
 */
export async function rankedPage(
  prisma: PrismaClient,
  ouIds: number[] | null,
  tiers: Tier[],
  page: { page: number; pageSize: number },
  /**
   * The leading token tiers' page and count when the caller's own statement read them already (`complete`
   * as cd_words_page's, when that is what read them).
   */
  leadingRead?: { ids: number[]; found: number; complete?: boolean },
): Promise<RankedIds> {
  const pageStart = (page.page - 1) * page.pageSize;
  const pageEnd = Math.min(pageStart + page.pageSize, CAP);
  const leading = leadingTokenTiers(tiers);
  const rest = tiers.slice(leading.length);
  const scope = await contactScope(prisma, ouIds);
  const ids: number[] = [];
  let found = 0;
  let complete = true;
  const words = wordsTiers(leading);
  if (leadingRead) {
    ids.push(...leadingRead.ids);
    found = leadingRead.found;
    complete = leadingRead.complete ?? true;
  } else if (words) {
    const first = await wordsPage(prisma, ouIds, words, pageStart, pageEnd);
    ids.push(...first.ids);
    found = first.found;
    complete = first.complete;
  } else if (leading.length > 0) {
    const first =
      leading.every((tier) => tier.tokens.length === 1 && readsKey(tier.tokens[0]!)) && leading.length <= 3
        ? await oneTokenTiersPage(
            prisma,
            ouIds,
            leading.map((tier) => tier.tokens[0]![0]!),
            pageStart,
            pageEnd,
          )
        : await tokenTiersPage(prisma, ouIds, scope, leading, pageStart, pageEnd);
    ids.push(...first.ids);
    found = first.found;
  }
  // The token tiers filled the page with one to spare: the tiers after them only add rows after this page,
  // so they are not read (the contains tier's trigram bitmap is most of a multi-word search's cost). The
  // count is then what the token tiers found, at least (decision 099); the page after the count's last one
  // is never past it, so paging to the last page the count offers reads the later tiers and the exact count.
  if ((!complete || (leading.length > 0 && rest.length > 0 && found > pageEnd)) && found <= CAP) {
    return { ids, total: found, totalIsExact: false };
  }
  const earlier: Prisma.Sql[] = leading.map(tokenCondition);
  const earlierTokens = leading.flatMap((tier) => tier.tokens);
  // Every id the tiers before a read tier matched: the leading tiers' (from this page when it holds them
  // all, else read again: they found few when a later tier asks), then each read tier's own.
  let leadingIds: number[] | null = pageStart === 0 && found <= ids.length ? [...ids] : null;
  const leadingFound = found;
  let readIds: number[] | null = [];
  const earlierIds = async () => {
    if (!readIds) throw new Error('a read tier before this one did not return every id it matched');
    leadingIds ??=
      leadingFound === 0
        ? []
        : (await rankedPage(prisma, ouIds, leading, { page: 1, pageSize: leadingFound })).ids;
    return [...leadingIds, ...readIds];
  };
  let readSince = false;
  let items: ContactSearchItem[] | undefined;
  for (const tier of rest) {
    if (found > CAP) break;
    if (isTokenTier(tier)) throw new Error('token tiers come before condition tiers');
    if (tier.onlyBelow !== undefined && found >= tier.onlyBelow) break;
    const limit = CAP + 1 - found;
    // The part of the page this tier would fill if it holds enough rows (positions relative to the tier).
    const offset = Math.max(0, pageStart - found);
    const take = Math.max(0, pageEnd - Math.max(pageStart, found));
    if (isReadTier(tier)) {
      readSince = true;
      const narrow = await narrowScope(prisma, ouIds);
      const read = await tier.read({
        ouIds,
        narrow,
        found,
        limit,
        offset,
        take,
        pageStart,
        pageEnd,
        pageIds: [...ids],
        earlierTokens,
        earlierIds,
      });
      if (!read) continue;
      ids.push(...read.ids);
      if (read.items) items = read.items;
      found += read.n;
      if (read.complete === false) complete = false;
      readIds = readIds && read.all ? [...readIds, ...read.all] : null;
      continue;
    }
    if (readSince) throw new Error('statement tiers come before read tiers');
    const condition: ConditionTier = tier;
    const match = typeof condition.match === 'function' ? await condition.match() : condition.match;
    if (match === null) continue;
    const where = earlier.length
      ? Prisma.sql`${scope} AND ${match} AND NOT ${or(earlier)}`
      : Prisma.sql`${scope} AND ${match}`;
    const [row] = await readMatches<{ n: number; ids: number[] }[]>(
      prisma,
      Prisma.sql`WITH m AS MATERIALIZED (SELECT c.id, c.sort_name
                   FROM contact c WHERE ${where} LIMIT ${limit})
                 SELECT (SELECT count(*)::int FROM m) AS n,
                        ARRAY(SELECT id FROM m AS c ORDER BY ${BY_NAME}
                               LIMIT ${take} OFFSET ${offset}) AS ids`,
    );
    ids.push(...(row?.ids ?? []));
    found += row?.n ?? 0;
    earlier.push(match);
  }
  return {
    ids,
    total: Math.min(found, CAP),
    totalIsExact: found <= CAP && complete,
    ...(items ? { items } : {}),
  };
}

/**
 * Token tiers of one token each (a one-word search: its full name, the word, its prefix), by the database
 * function cd_token_page: the same reads as tokenTiersPage, but its statements are planned once per
 * connection. Measured on 102,034 contacts: 0.45 ms of PostgreSQL and 0.46 ms of Node CPU per call, against
 * 2.9 and 2.4 ms for the general statement, most of which was planning and building it.
 */
async function oneTokenTiersPage(
  prisma: PrismaClient,
  ouIds: number[] | null,
  tokens: string[],
  pageStart: number,
  pageEnd: number,
): Promise<{ ids: number[]; found: number }> {
  const [row] = await queryRows<{ ids: number[]; matched: number }>(
    prisma,
    Prisma.sql`
    SELECT ids, matched FROM cd_token_page(${tokens}::text[], ${ouIds}::int[], ${pageStart}::int,
                                           ${pageEnd}::int, ${CAP}::int)`,
  );
  return { ids: row?.ids ?? [], found: row?.matched ?? 0 };
}

/**
 * The tiers of a search of several words, or of an email or phone number (basicSearchTiers): its full name;
 * every word, or one of `extra` (the whole text as an address, its digits as a phone); every prefix.
 */
interface WordsTiers {
  full: string;
  words: string[];
  extra: string[];
  /** Null when every word is its own prefix (Chinese). */
  prefixes: string[] | null;
}

/**
 * Whether the leading tiers of `tiers` are exactly the name tiers cd_first_page read for several words
 * (first-page.ts): the full name, every word, and `prefixes` (null: no prefix tier).
 */
export function sameWordsTiers(tiers: Tier[], words: string[], prefixes: string[] | null): boolean {
  const read = wordsTiers(leadingTokenTiers(tiers));
  const same = (a: string[] | null, b: string[] | null) => (a ?? []).join('\x1f') === (b ?? []).join('\x1f');
  return (
    !!read &&
    read.full === `=${words.join(' ')}` &&
    same(read.words, words) &&
    read.extra.length === 0 &&
    (read.prefixes === null) === (prefixes === null) &&
    same(read.prefixes, prefixes)
  );
}

/**
 * The leading tiers as WordsTiers when they have exactly that shape (one word alone is cd_token_page's,
 * first-page.ts), the full name a listed token.
 */
function wordsTiers(tiers: TokenTier[]): WordsTiers | null {
  const [first, second, third] = tiers;
  if (tiers.length < 2 || tiers.length > 3 || !first || !second) return null;
  const full = first.tokens.length === 1 && first.tokens[0]!.length === 1 ? first.tokens[0]![0]! : null;
  if (!full || !full.startsWith('=') || !listedToken(full)) return null;
  const [words, ...others] = second.tokens;
  if (!words || others.some((alt) => alt.length !== 1)) return null;
  if (words.length < 2 && others.length === 0) return null;
  const prefixes = third ? (third.tokens.length === 1 ? third.tokens[0]! : null) : null;
  if (third && prefixes?.length !== words.length) return null;
  return { full, words, extra: others.map((alt) => alt[0]!), prefixes };
}

/**
 * Entries of one word's key range that cd_words_page reads for its every-word or every-prefix tier before
 * it gives up on the walk (the words then rarely go together) and intersects the GIN posting lists instead
 * (decision 099 item 17): about 0.3 µs an entry merged, where the GIN intersection of two common words
 * costs 13 ms or more however few contacts hold both.
 * Also cd_words_page's default, for cd_first_page's call (migration search_words_walk): keep them equal.
 */
export const WORDS_WALK_BOUND = 1000;

/**
 * The tiers of several words, an email or a phone number by the database function cd_words_page (migrations
 * search_words_page, search_words_walk): planned once per connection, where the general statement planned
 * in 1–6 ms. Its every-word and every-prefix tiers walk a word's key range in result order up to
 * WORDS_WALK_BOUND entries. It stops counting at the tier, or within the tier, that fills the page with one
 * to spare (`complete` false): the count is then a lower bound.
 */
async function wordsPage(
  prisma: PrismaClient,
  ouIds: number[] | null,
  { full, words, extra, prefixes }: WordsTiers,
  pageStart: number,
  pageEnd: number,
): Promise<{ ids: number[]; found: number; complete: boolean }> {
  const [row] = await queryRows<{ ids: number[]; matched: number; complete: boolean }>(
    prisma,
    Prisma.sql`
    SELECT ids, matched, complete FROM cd_words_page(${full}, ${words}::text[], ${extra}::text[],
      ${prefixes}::text[], ${ouIds}::int[], ${pageStart}::int, ${pageEnd}::int, ${CAP}::int,
      ${WORDS_WALK_BOUND}::int)`,
  );
  return { ids: row?.ids ?? [], found: row?.matched ?? 0, complete: row?.complete ?? true };
}

/**
 * The token tiers in one statement (decision 099). A one-token alternative is an index-only range of
 * contact_search_token's primary key (token, sort_key, contact_id, ou_id): already in result order, the
 * visibility checked on the index entry, so the first page and a count to the cap read a few index pages
 * whatever the token's frequency. An alternative of several tokens (all the words of 'peter chan') is the
 * intersection of the contact GIN index's posting lists, usually small, materialised and sorted whole, so
 * its order is total too. An earlier tier's rows are excluded by probing the same primary key.
 */
async function tokenTiersPage(
  prisma: PrismaClient,
  ouIds: number[] | null,
  contactScopeSql: Prisma.Sql,
  tiers: TokenTier[],
  pageStart: number,
  pageEnd: number,
): Promise<{ ids: number[]; found: number }> {
  const tokenScope = ouIds === null ? Prisma.sql`TRUE` : Prisma.sql`a.ou_id = ANY(${ouIds}::int[])`;
  const ctes: Prisma.Sql[] = [];
  const counts: Prisma.Sql[] = [];
  const pages: Prisma.Sql[] = [];
  const earlier: string[][] = [];
  tiers.forEach((tier, i) => {
    const excluded = (sortKey: Prisma.Sql, id: Prisma.Sql) =>
      earlier.length === 0
        ? Prisma.sql`FALSE`
        : or(
            earlier.map((alt) =>
              readsKey(alt)
                ? Prisma.sql`EXISTS (SELECT 1 FROM contact_search_token e WHERE e.token = ${alt[0]}
                               AND e.sort_key = ${sortKey} AND e.contact_id = ${id})`
                : Prisma.sql`EXISTS (SELECT 1 FROM contact e WHERE e.id = ${id}
                               AND e.search_tokens @> ${alt}::text[])`,
            ),
          );
    const sources = tier.tokens.map((alt, j) => {
      if (readsKey(alt)) {
        return Prisma.sql`SELECT a.sort_key, a.contact_id FROM contact_search_token a
          WHERE a.token = ${alt[0]} AND ${tokenScope}
            AND NOT ${excluded(Prisma.sql`a.sort_key`, Prisma.sql`a.contact_id`)}`;
      }
      // Materialised without ORDER BY or LIMIT, so the planner intersects the GIN posting lists instead
      // of walking a sort-order index and filtering (decision 020: 40 s for 'peter chan' at 1M).
      const name = Prisma.raw(`g${i}_${j}`);
      ctes.push(Prisma.sql`${name} AS MATERIALIZED (SELECT c.sort_name AS sort_key, c.id AS contact_id
        FROM contact c WHERE c.search_tokens @> ${alt}::text[] AND ${contactScopeSql}
         AND NOT ${excluded(Prisma.sql`c.sort_name`, Prisma.sql`c.id`)})`);
      return Prisma.sql`SELECT sort_key, contact_id FROM ${name}`;
    });
    const source = sources.length === 1 ? sources[0]! : Prisma.join(sources, ' UNION ');
    const before = counts.length === 0 ? Prisma.sql`0` : Prisma.sql`(${Prisma.join(counts, ' + ')})`;
    const n = Prisma.raw(`n${i}`);
    ctes.push(Prisma.sql`${n} AS MATERIALIZED (SELECT count(*)::int AS n FROM (
      SELECT 1 FROM (${source}) s WHERE ${before} <= ${CAP} LIMIT greatest(0, ${CAP + 1} - ${before})) x)`);
    pages.push(Prisma.sql`(SELECT ${i}::int AS tier, s.sort_key, s.contact_id FROM (${source}) s
      WHERE ${before} < ${pageEnd} ORDER BY s.sort_key, s.contact_id
      LIMIT greatest(0, ${pageEnd} - ${before}))`);
    counts.push(Prisma.sql`(SELECT n FROM ${n})`);
    earlier.push(...tier.tokens);
  });
  const [row] = await queryRows<{ ids: number[]; found: number }>(
    prisma,
    Prisma.sql`
    WITH ${Prisma.join(ctes, ', ')}
    SELECT ARRAY(SELECT p.contact_id FROM (${Prisma.join(pages, ' UNION ALL ')}) p
                  ORDER BY p.tier, p.sort_key, p.contact_id
                  LIMIT ${Math.max(0, pageEnd - pageStart)} OFFSET ${pageStart}) AS ids,
           (${Prisma.join(counts, ' + ')})::int AS found`,
  );
  return { ids: row?.ids ?? [], found: row?.found ?? 0 };
}
