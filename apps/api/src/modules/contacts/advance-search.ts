import { filterNameInput, filterPhoneInput, type ContactAdvanceSearchRequest } from '@cd/contracts';
import { Prisma, queryRows, type PrismaClient } from '@cd/db';
import { refuse } from '../../lib/errors.js';
import { and, containsPattern, or } from './search-sql.js';

type Criteria = Omit<ContactAdvanceSearchRequest, 'page' | 'pageSize' | 'includeSubsidiaries' | 'ouID'>;

const HAN = /\p{Script=Han}/u;
const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/**
 * The advanced search's conditions, all of which must hold (AND). OU and country narrow the scope
 * instead (OuScope.ids). Names match word by word as an exact token or a name-word prefix, so the same
 * folding, Chinese and romanisation rules as the basic box apply; phones match by digits.
 */
export async function advanceSearchMatch(
  prisma: PrismaClient,
  criteria: Criteria,
  narrowsScope: boolean,
): Promise<Prisma.Sql> {
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
  if (name) {
    const [row] = await queryRows<{ words: string[] }>(
      prisma,
      Prisma.sql`SELECT cd_query_words(${name}) AS words`,
    );
    const words = row?.words ?? [];
    if (words.length > 0) {
      const forms = words.map((w) => (HAN.test(w) ? w : `>${w}`));
      conditions.push(Prisma.sql`c.search_tokens @> ${forms}::text[]`);
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
  return and(conditions);
}
