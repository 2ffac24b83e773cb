import {
  filterNameInput,
  filterPhoneInput,
  SEARCH_COUNT_CAP,
  type ContactAdvanceSearchRequest,
  type ContactSearchItem,
} from '@cd/contracts';
import { Prisma, queryRows, type PrismaClient } from '@cd/db';
import { refuse } from '../../lib/errors.js';
import { loadSearchItems, toSearchItem, type ItemRow } from './contact-row.js';
import { rankedPage, type RankedIds } from './ranked-page.js';
import { and, containsPattern, holdsTrigram, or } from './search-sql.js';

type Criteria = Omit<ContactAdvanceSearchRequest, 'page' | 'pageSize' | 'includeSubsidiaries' | 'ouID'>;

const blank = (value: string | undefined) => value === undefined || value.trim() === '';
const patternOf = (value: string | undefined) => (blank(value) ? null : containsPattern(value!.trim()));

/**
 * Most entries of the name's token the walk reads before it gives up on a sparse filter. Measured at
 * 1,002,034 contacts: about 4 µs a candidate whose row is probed on a loaded machine, so 2,000 wasted are
 * ~8 ms beside the 25–30 ms of the bitmap statement that follows; a department alone is tested on the
 * index entry, far cheaper.
 */
export const WALK_BOUND = 2000;

/**
 * The same when every condition is tested on the index entry (a name and a department, OU, country): about
 * 0.2 µs an entry at 1M, so ~4 ms. Reading all 58,827 entries of 'wong' took 12 ms, as long as the bitmap
 * statement, which ranks only a subset when more than the cap match.
 */
export const ENTRY_WALK_BOUND = 20_000;

export interface AdvancedPage extends RankedIds {
  items: ContactSearchItem[];
}

interface WalkRow {
  forms: string[] | null;
  departments: number[] | null;
  ids: number[] | null;
  matched: number | null;
  exact: boolean | null;
  items: ItemRow[] | null;
}

/**
 * An advanced search's page (decision 099 item 15). Every given condition must hold (AND); OU and country
 * narrow the scope instead (`ouIds`). Names match word by word as an exact token or a name-word prefix, so
 * the same folding, Chinese and romanisation rules as the basic box apply; phones match by digits.
 *
 * With a name, one call of cd_advanced_page (migration search_token_department, planned once per
 * connection) folds it, resolves a department's name to ids and walks the range of the name's longest token
 * in contact_search_token's key, already in result order, testing OU and department on each index entry and
 * probing the contact only for the rest: the true first page, with its rows. The count is then a lower
 * bound (`totalIsExact` false below the cap) as for the basic box; a walk that reads the whole range counts
 * exactly. Without a name, or when the first WALK_BOUND entries (ENTRY_WALK_BOUND when none needs a probe)
 * do not fill the page (a selective filter), the bitmap statement over the conditions ranks the page instead.
 */
export async function advancedPage(
  prisma: PrismaClient,
  criteria: Criteria,
  ouIds: number[] | null,
  narrowsScope: boolean,
  page: { page: number; pageSize: number },
): Promise<AdvancedPage> {
  const name = filterNameInput(criteria.name ?? '').trim();
  const phone = filterPhoneInput(criteria.phone ?? '');
  const mobile = filterPhoneInput(criteria.mobile ?? '');
  const email = blank(criteria.email) ? null : criteria.email!.trim().toLowerCase();
  const title = patternOf(criteria.title);
  const address = patternOf(criteria.workingAddress);
  // A department id is checked by the caller (404, scope); a name is resolved to the ids it matches.
  const departmentPattern = criteria.departmentID === undefined ? patternOf(criteria.department) : null;
  const given =
    name !== '' ||
    phone !== '' ||
    mobile !== '' ||
    email !== null ||
    criteria.departmentID !== undefined ||
    [departmentPattern, title, address].some((v) => v !== null);
  if (!given && !narrowsScope) {
    throw refuse('SEARCH_NO_CRITERIA', {}, { field: 'body' });
  }

  const pageStart = (page.page - 1) * page.pageSize;
  const pageEnd = Math.min(pageStart + page.pageSize, SEARCH_COUNT_CAP);
  let forms: string[] | null = null;
  let departments = criteria.departmentID === undefined ? null : [criteria.departmentID];
  if (name || departmentPattern !== null) {
    const [row] = await queryRows<WalkRow>(
      prisma,
      Prisma.sql`SELECT forms, departments, ids, matched, exact, items
                   FROM cd_advanced_page(${name || null}, ${departments}::int[], ${departmentPattern},
                                         ${title}, ${address}, ${email},
                                         ${email === null ? null : containsPattern(email)}, ${phone || null},
                                         ${mobile || null}, ${ouIds}::int[], ${pageStart}::int, ${pageEnd}::int,
                                         ${WALK_BOUND}::int, ${ENTRY_WALK_BOUND}::int,
                                         ${SEARCH_COUNT_CAP}::int)`,
    );
    if (row?.ids) {
      return {
        ids: row.ids,
        total: row.matched ?? 0,
        totalIsExact: row.exact ?? true,
        items: (row.items ?? []).map(toSearchItem),
      };
    }
    forms = row?.forms ?? null;
    departments = row?.departments ?? departments;
  }

  // A fragment under three characters holds no whole trigram: as an index condition its LIKE would read all
  // of the trigram index (2.25 s for a two-letter email at 1M). It is then tested on the rows the other
  // conditions yield, or, when nothing else narrows the search, only its whole tokens match.
  const driven = forms !== null || departments !== null || [email ?? '', phone, mobile].some(holdsTrigram);
  const narrowed = driven || title !== null || address !== null;
  const inside = (fragment: string) =>
    holdsTrigram(fragment)
      ? [Prisma.sql`c.search_text LIKE ${containsPattern(fragment)}`]
      : narrowed
        ? [Prisma.sql`(c.search_text || '') LIKE ${containsPattern(fragment)}`]
        : [];
  const conditions: Prisma.Sql[] = [];
  if (forms) conditions.push(Prisma.sql`c.search_tokens @> ${forms}::text[]`);
  if (email !== null) {
    conditions.push(or([Prisma.sql`c.search_tokens @> ${[email]}::text[]`, ...inside(email)]));
  }
  for (const [digits, mark] of [
    [phone, '#p'],
    [mobile, '#m'],
  ] as const) {
    if (!digits) continue;
    const exact = mark === '#p' ? [`#p${digits}`, `#x${digits}`] : [`#m${digits}`];
    conditions.push(or([Prisma.sql`c.search_tokens && ${exact}::text[]`, ...inside(digits)]));
  }
  if (departments) conditions.push(Prisma.sql`c.department_id = ANY(${departments}::int[])`);
  // Title and working address are free text matched inside (trigram ILIKE). A common fragment ('manager',
  // 'tower') matches a sixth of the directory, and building its trigram bitmap costs more than the rest of
  // the search: when a name, email, phone or department drives the search through its own index, these
  // two are checked on the rows it yields instead (coalesce() keeps the planner off their indexes).
  for (const [pattern, column] of [
    [title, Prisma.sql`c.title`],
    [address, Prisma.sql`c.working_location`],
  ] as const) {
    if (pattern === null) continue;
    const text = driven ? Prisma.sql`coalesce(${column}, '')` : column;
    conditions.push(Prisma.sql`${text} ILIKE ${pattern}`);
  }
  const ranked = await rankedPage(prisma, ouIds, [{ match: and(conditions) }], page);
  return { ...ranked, items: await loadSearchItems(prisma, ranked.ids) };
}
