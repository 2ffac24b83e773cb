import { filterNameInput, filterPhoneInput, type ContactAdvanceSearchRequest } from '@cd/contracts';
import { Prisma, type PrismaClient } from '@cd/db';
import { AppError } from '../../lib/errors.js';
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
    throw new AppError('VALIDATION_FAILED', 'Enter at least one search field.', [
      { path: 'body', message: 'Enter at least one search field.' },
    ]);
  }

  const conditions: Prisma.Sql[] = [];
  if (name) {
    const [row] = await prisma.$queryRaw<{ words: string[] }[]>(
      Prisma.sql`SELECT cd_query_words(${name}) AS words`,
    );
    const words = row?.words ?? [];
    if (words.length > 0) {
      const forms = words.map((w) => (HAN.test(w) ? w : `>${w}`));
      conditions.push(Prisma.sql`c.search_tokens @> ${forms}::text[]`);
    }
  }
  if (!blank(criteria.title)) {
    conditions.push(Prisma.sql`c.title ILIKE ${containsPattern(criteria.title!.trim())}`);
  }
  if (criteria.departmentID !== undefined) {
    conditions.push(Prisma.sql`c.department_id = ${criteria.departmentID}`);
  } else if (!blank(criteria.department)) {
    const pattern = containsPattern(criteria.department!.trim());
    conditions.push(Prisma.sql`c.department_id IN (SELECT id FROM department
      WHERE cd_fold(name) LIKE cd_fold(${pattern}) OR name_zh LIKE ${pattern} OR code ILIKE ${pattern})`);
  }
  if (!blank(criteria.workingAddress)) {
    conditions.push(Prisma.sql`c.working_location ILIKE ${containsPattern(criteria.workingAddress!.trim())}`);
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
  return and(conditions);
}
