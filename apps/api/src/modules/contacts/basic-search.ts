import { filterBasicSearchInput, filterPhoneInput, looksLikePhoneNumber } from '@cd/contracts';
import { Prisma, queryRows, type PrismaClient } from '@cd/db';
import type { Tier } from './ranked-page.js';
import { searchLocale } from './search-locale.js';
import { containsPattern, or } from './search-sql.js';
import { typoTier } from './spelling.js';

/**
 * The typo tier is asked only while the exact, prefix and contains tiers found fewer than this many people:
 * a rare name then also shows its near spellings below, a common one never pays for their lookup.
 */
const TYPOS_ONLY_BELOW = 10;
/** Candidates the typo tier ranks by typos, at most. */
const TYPO_CANDIDATES = 200;
/** Digits from which a query is taken for a whole phone number rather than part of one. */
const FULL_NUMBER_DIGITS = 7;
const HAN = /\p{Script=Han}/u;

export interface Folded {
  whole: string;
  words: string[];
}

/**
 * The tiers of the basic search box (decision 020), best first: exact full name; every word an exact
 * token (a name word, a Chinese substring, a Jyutping or pinyin syllable, a title word), or the whole text
 * an email / mailbox, or its digits a phone, mobile or extension; every word a prefix of a name word;
 * the text inside the names, emails or phones, or the name of the contact's department or OU; and, only
 * when those found few people, the names again with the typos people make (spelling.ts).
 * Folding (accents, case, apostrophes, hyphens) is the database's cd_fold, the same the trigger uses.
 */
export async function basicSearchTiers(prisma: PrismaClient, searchText: string): Promise<Tier[]> {
  const text = filterBasicSearchInput(searchText).trim();
  if (!text) return [{ match: Prisma.sql`TRUE` }];
  const [folded] = await queryRows<Folded>(
    prisma,
    Prisma.sql`SELECT cd_fold(${text}) AS whole, cd_query_words(${text}) AS words`,
  );
  return foldedTiers(prisma, text, folded!);
}

/** The tiers of `text` (already filtered) once the database has folded it (a search may fold it itself). */
export function foldedTiers(prisma: PrismaClient, text: string, { whole, words }: Folded): Tier[] {
  const digits = looksLikePhoneNumber(text) ? filterPhoneInput(text) : '';
  const tiers: Tier[] = [];

  if (words.length > 0) tiers.push({ tokens: [[`=${words.join(' ')}`]] });

  // Alternatives: every word a token, or the whole text an email / mailbox, or its digits a phone.
  const exact: string[][] = [];
  if (words.length > 0) exact.push(words);
  if (/[@.]/.test(whole)) exact.push([whole]);
  if (digits) exact.push([`#p${digits}`], [`#m${digits}`], [`#x${digits}`]);
  if (exact.length > 0) tiers.push({ tokens: exact });

  const prefixes = words.map((w) => (HAN.test(w) ? w : `>${w}`));
  if (words.length > 0 && prefixes.some((p, i) => p !== words[i])) tiers.push({ tokens: [prefixes] });

  // Worked out only when the tiers above leave room: a common name never pays its lookups. A whole phone
  // number or email address found exactly is what was asked for: the trigrams of a long run of digits
  // or of an address are among the commonest there are, so looking inside every contact's text for it
  // would cost far more than the exact lookup (decision 060). A partial one is still looked for inside.
  const wholeIdentifier = digits.length >= FULL_NUMBER_DIGITS || (/[@.]/.test(whole) && !/\s/.test(whole));
  tiers.push({
    match: () => containsMatch(prisma, whole, digits),
    ...(wholeIdentifier ? { onlyBelow: 1 } : {}),
  });

  // Names only: an address or a number is never a typo to correct. Its order depends on the corrections
  // found, known once the tier is reached: the pager reads orderBy after match.
  if (!digits && whole.length >= 3 && !HAN.test(whole) && !/[@.\d]/.test(whole)) {
    let orderBy = Prisma.sql`c.sort_name, c.id`;
    tiers.push({
      match: async () => {
        const tier = await typoTier(prisma, words);
        if (tier) orderBy = tier.orderBy;
        return tier?.match ?? null;
      },
      get orderBy() {
        return orderBy;
      },
      onlyBelow: TYPOS_ONLY_BELOW,
      maxRows: TYPO_CANDIDATES,
    });
  }
  return tiers;
}

/**
 * The contains tier's condition: the text inside the names, emails or phone digits (trigram LIKE), or the
 * name or code of the contact's department or OU. Null when nothing can match.
 */
async function containsMatch(
  prisma: PrismaClient,
  whole: string,
  digits: string,
): Promise<Prisma.Sql | null> {
  const contains: Prisma.Sql[] = [];
  const needle = digits || whole;
  // Without CJK trigrams (a C ctype) a Chinese LIKE could use no index: it would scan every contact.
  const cjk = HAN.test(needle);
  const cjkContains = cjk && needle.length >= 2 && (await searchLocale(prisma)).cjkTrigrams;
  if ((!cjk && needle.length >= 3) || cjkContains) {
    contains.push(Prisma.sql`c.search_text LIKE ${containsPattern(needle)}`);
  }
  if (!digits && whole.length >= 2) {
    // The departments' and OUs' ids are InitPlans of the same statement (no lookup of their own): an
    // IN (subquery) inside this OR would stop PostgreSQL from combining the arms' indexes (BitmapOr) and
    // scan every contact instead; `= ANY(ARRAY(…))` is computed once, then read by the index.
    const pattern = containsPattern(whole);
    contains.push(
      Prisma.sql`c.department_id = ANY(ARRAY(SELECT id FROM department WHERE cd_fold(name) LIKE ${pattern}
                   OR cd_fold(name_zh) LIKE ${pattern} OR lower(code) = ${whole}))`,
      Prisma.sql`c.ou_id = ANY(ARRAY(SELECT id FROM organization_unit WHERE cd_fold(name) LIKE ${pattern}
                   OR cd_fold(name_zh) LIKE ${pattern} OR lower(code) = ${whole}))`,
    );
  }
  return contains.length > 0 ? or(contains) : null;
}
