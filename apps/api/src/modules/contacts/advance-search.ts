import {
  filterNameInput,
  filterPhoneInput,
  SEARCH_COUNT_CAP,
  type ContactAdvanceSearchRequest,
} from '@cd/contracts';
import { Prisma, queryRows, type PrismaClient } from '@cd/db';
import { refuse } from '../../lib/errors.js';
import { listedToken, type RankedIds } from './ranked-page.js';
import { and, containsPattern, or } from './search-sql.js';

type Criteria = Omit<ContactAdvanceSearchRequest, 'page' | 'pageSize' | 'includeSubsidiaries' | 'ouID'>;

const HAN = /\p{Script=Han}/u;
const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/**
 * The advanced search's conditions, all of which must hold (AND). OU and country narrow the scope
 * instead (OuScope.ids). Names match word by word as an exact token or a name-word prefix, so the same
 * folding, Chinese and romanisation rules as the basic box apply; phones match by digits.
 * With a name, `drive` is the token walkedPage reads in result order: the longest of its words' tokens,
 * a prefix usually held by fewest contacts; `walkMatch` is what is left to check on each of its contacts.
 */
export async function advanceSearchCriteria(
  prisma: PrismaClient,
  criteria: Criteria,
  narrowsScope: boolean,
): Promise<{ match: Prisma.Sql; drive: string | null; walkMatch: Prisma.Sql }> {
  const name = filterNameInput(criteria.name ?? '').trim();
  const phone = filterPhoneInput(criteria.phone ?? '');
  const mobile = filterPhoneInput(criteria.mobile ?? '');
  const given =
    name !== '' ||
    phone !== '' ||
    mobile !== '' ||
    criteria.departmentID !== undefined ||
    [criteria.title, criteria.department, criteria.workingAddress, criteria.email].some((v) => !blank(v));
  if (!given && !narrowsScope) {
    throw refuse('SEARCH_NO_CRITERIA', {}, { field: 'body' });
  }

  const conditions: Prisma.Sql[] = [];
  let drive: string | null = null;
  let nameOnlyDrive = false;
  if (name) {
    const [row] = await queryRows<{ words: string[] }>(
      prisma,
      Prisma.sql`SELECT cd_query_words(${name}) AS words`,
    );
    const words = row?.words ?? [];
    if (words.length > 0) {
      const forms = words.map((w) => (HAN.test(w) ? w : `>${w}`));
      conditions.push(Prisma.sql`c.search_tokens @> ${forms}::text[]`);
      const longest = forms.reduce((a, b) => (b.length > a.length ? b : a));
      drive = listedToken(longest) ? longest : null;
      nameOnlyDrive = drive !== null && forms.length === 1;
    }
  }
  if (!blank(criteria.email)) {
    const email = criteria.email!.trim().toLowerCase();
    conditions.push(
      or([
        Prisma.sql`c.search_tokens @> ${[email]}::text[]`,
        Prisma.sql`c.search_text LIKE ${containsPattern(email)}`,
      ]),
    );
  }
  for (const [digits, mark] of [
    [phone, '#p'],
    [mobile, '#m'],
  ] as const) {
    if (!digits) continue;
    const exact = mark === '#p' ? [`#p${digits}`, `#x${digits}`] : [`#m${digits}`];
    conditions.push(
      or([
        Prisma.sql`c.search_tokens && ${exact}::text[]`,
        Prisma.sql`c.search_text LIKE ${containsPattern(digits)}`,
      ]),
    );
  }
  if (criteria.departmentID !== undefined) {
    conditions.push(Prisma.sql`c.department_id = ${criteria.departmentID}`);
  } else if (!blank(criteria.department)) {
    // Resolved to ids first: as a subquery the planner could not combine it with the other indexes.
    const pattern = containsPattern(criteria.department!.trim());
    const [row] = await queryRows<{ ids: number[] }>(
      prisma,
      Prisma.sql`SELECT ARRAY(SELECT id FROM department
      WHERE cd_fold(name) LIKE cd_fold(${pattern}) OR name_zh LIKE ${pattern} OR code ILIKE ${pattern}) AS ids`,
    );
    conditions.push(Prisma.sql`c.department_id = ANY(${row?.ids ?? []}::int[])`);
  }
  // Title and working address are free text matched inside (trigram ILIKE). A common fragment ('manager',
  // 'tower') matches a sixth of the directory, and building its trigram bitmap costs more than the rest of
  // the search: when a name, email, phone or department drives the search through its own index, these
  // two are checked on the rows it yields instead (coalesce() keeps the planner off their indexes).
  const filterOnly = conditions.length > 0;
  for (const [value, column] of [
    [criteria.title, Prisma.sql`c.title`],
    [criteria.workingAddress, Prisma.sql`c.working_location`],
  ] as const) {
    if (blank(value)) continue;
    const text = filterOnly ? Prisma.sql`coalesce(${column}, '')` : column;
    conditions.push(Prisma.sql`${text} ILIKE ${containsPattern(value!.trim())}`);
  }
  // A one-word name is the walked token itself: unchecked on the row, which saves decompressing
  // search_tokens per probe (30–45% of a walk's time, measured with pgbench at 1M).
  const walkMatch = nameOnlyDrive ? and(conditions.slice(1)) : and(conditions);
  return { match: and(conditions), drive, walkMatch };
}

/**
 * Most entries of the name's token walkedPage reads before it gives up on a sparse filter. Measured at
 * 1,002,034 contacts: about 4 µs a candidate on a loaded machine (a probe of contact's key and the
 * filters), so 2,000 wasted are ~8 ms beside the 25–30 ms of the bitmap statement that follows.
 */
export const WALK_BOUND = 2000;

/**
 * An advanced search with a name, read in result order (decision 099): the name's token range of
 * contact_search_token's key is already sorted by sort name, then id, so each entry's contact is checked
 * against `match` (the conditions the token does not imply) until the page has one row to spare. That is
 * the true first page, whatever the name's frequency, and the count is then a lower bound (`totalIsExact`
 * false below the cap), as for the basic box; a walk that reads the whole range counts exactly. Null when
 * the range holds more than WALK_BOUND entries and the page is not full by then (a selective filter: the
 * bitmap statement is cheaper).
 */
export async function walkedPage(
  prisma: PrismaClient,
  ouIds: number[] | null,
  drive: string,
  match: Prisma.Sql,
  page: { page: number; pageSize: number },
): Promise<RankedIds | null> {
  const pageStart = (page.page - 1) * page.pageSize;
  const pageEnd = Math.min(pageStart + page.pageSize, SEARCH_COUNT_CAP);
  if (pageEnd <= pageStart) return null;
  const tokenScope = ouIds === null ? Prisma.sql`TRUE` : Prisma.sql`a.ou_id = ANY(${ouIds}::int[])`;
  const scope = ouIds === null ? Prisma.sql`TRUE` : Prisma.sql`c.ou_id + 0 = ANY(${ouIds}::int[])`;
  // OFFSET 0 keeps the check a probe per entry: flattened, the planner may join a bitmap of the filter.
  // `entries` (the range's size up to the bound) is read only when the page is not full.
  const [row] = await queryRows<{ ids: number[]; n: number; entries: number | null }>(
    prisma,
    Prisma.sql`
    WITH hit AS MATERIALIZED (
      SELECT w.sort_key, w.contact_id
        FROM (SELECT a.sort_key, a.contact_id FROM contact_search_token a
               WHERE a.token = ${drive} AND ${tokenScope}
               ORDER BY a.sort_key, a.contact_id LIMIT ${WALK_BOUND}) w
       CROSS JOIN LATERAL (SELECT 1 FROM contact c
                            WHERE c.id = w.contact_id AND ${scope} AND ${match} OFFSET 0) m
       ORDER BY w.sort_key, w.contact_id LIMIT ${pageEnd + 1})
    SELECT ARRAY(SELECT contact_id FROM hit ORDER BY sort_key, contact_id
                  LIMIT ${pageEnd - pageStart} OFFSET ${pageStart}) AS ids,
           (SELECT count(*)::int FROM hit) AS n,
           CASE WHEN (SELECT count(*) FROM hit) > ${pageEnd} THEN NULL
                ELSE (SELECT count(*)::int FROM (SELECT 1 FROM contact_search_token a
                       WHERE a.token = ${drive} AND ${tokenScope} LIMIT ${WALK_BOUND}) x) END AS entries`,
  );
  if (!row) return null;
  if (row.n > pageEnd) {
    return { ids: row.ids, total: Math.min(row.n, SEARCH_COUNT_CAP), totalIsExact: false };
  }
  if (row.entries !== null && row.entries < WALK_BOUND) {
    return { ids: row.ids, total: row.n, totalIsExact: true };
  }
  return null;
}
