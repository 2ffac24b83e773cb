import {
  filterBasicSearchInput,
  filterPhoneInput,
  looksLikePhoneNumber,
  SEARCH_COUNT_CAP,
  type ContactSearchItem,
} from '@cd/contracts';
import { Prisma, queryRows, type PrismaClient } from '@cd/db';
import type { Tier, TierRead } from './ranked-page.js';
import { searchLocale } from './search-locale.js';
import { containsLike, containsPattern, HAN, holdsTrigram, readMatches } from './search-sql.js';
import { toSearchItem, type ItemRow } from './contact-row.js';
import { TOKEN_SEPARATOR, typoLookup } from './spelling.js';

/**
 * The typo tier is asked only while the exact, prefix and contains tiers found fewer than this many people:
 * a rare name then also shows its near spellings below, a common one never pays for their lookup.
 */
const TYPOS_ONLY_BELOW = 10;
/** Candidates the typo tier ranks by typos, at most. */
const TYPO_CANDIDATES = 200;
/** Whole-name corrections the typo tier reads first, at most (every combination of the words' options). */
const CORRECTED_NAMES = 32;
/** Digits from which a query is taken for a whole phone number rather than part of one. */
const FULL_NUMBER_DIGITS = 7;

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

  // Read only when the tiers above leave room: a common name never pays its lookups. A whole phone
  // number or email address found exactly is what was asked for: the trigrams of a long run of digits
  // or of an address are among the commonest there are, so looking inside every contact's text for it
  // would cost far more than the exact lookup (decision 060). A partial one is still looked for inside.
  const wholeIdentifier = digits.length >= FULL_NUMBER_DIGITS || (/[@.]/.test(whole) && !/\s/.test(whole));
  // Names only: an address or a number is never a typo to correct. The typo tier is read by the contains
  // tier's call, in the database, when the tiers so far found too few (one round trip for both).
  const typos = !digits && whole.length >= 3 && !HAN.test(whole) && !/[@.\d]/.test(whole);
  const lookup = typos ? typoLookup(words) : null;
  tiers.push({
    read: (at) => containsAndTypoPage(prisma, at, whole, digits, words, lookup),
    ...(wholeIdentifier ? { onlyBelow: 1 } : {}),
  });
  return tiers;
}

/**
 * The contains tier (decision 099 items 4 and 16): the text inside the names, emails or phone digits
 * (trigram LIKE), or the name or code of the contact's department or OU; then, with `lookup` and while the
 * tiers so far found fewer than TYPOS_ONLY_BELOW, the typo tier (spelling.ts): the spelling candidates kept
 * within the typo rule, the corrected whole names and the tier's page, all by the database function
 * cd_contains_typo_page (planned once per connection, inside the bitmap-only transaction with its 3 s
 * limit), which also returns the page's rows. The typo tier lists the holders of a corrected whole name
 * ('=jessica lau') before the other contacts holding every word's corrections; when the first fill the page
 * with one to spare the others are not read and the count is a lower bound (`complete` false).
 */
async function containsAndTypoPage(
  prisma: PrismaClient,
  at: TierRead,
  whole: string,
  digits: string,
  words: string[],
  lookup: ReturnType<typeof typoLookup>,
): Promise<{ n: number; ids: number[]; all?: number[]; items: ContactSearchItem[]; complete: boolean }> {
  const needle = digits || whole;
  // The locale is read only when it decides: Chinese long enough to hold a trigram.
  const cjkTrigrams = HAN.test(needle) && holdsTrigram(needle) && (await searchLocale(prisma)).cjkTrigrams;
  const like = containsLike(needle, cjkTrigrams);
  const names = !digits && whole.length >= 2 ? containsPattern(whole) : null;
  const earlier = at.earlierTokens.map((alt) => alt.join(TOKEN_SEPARATOR));
  // The typo tier excludes the earlier tiers' rows by id; known from the page unless it is a later one.
  const typoAsked = lookup !== null && at.found < TYPOS_ONLY_BELOW;
  const earlierIds = typoAsked ? await at.earlierIds() : [];
  const [row] = await readMatches<
    {
      matched: number;
      ids: number[];
      typo_matched: number;
      typo_ids: number[];
      items: ItemRow[] | null;
      typo_complete: boolean | null;
    }[]
  >(
    prisma,
    Prisma.sql`SELECT matched, ids, typo_matched, typo_ids, items, typo_complete FROM cd_contains_typo_page(${like}::text,
                 ${names}::text, ${whole}::text, ${earlier}::text[], ${at.ouIds}::int[], ${at.limit}::int,
                 ${at.offset}::int, ${at.take}::int, ${TYPOS_ONLY_BELOW}::int, ${at.found}::int,
                 ${TYPOS_ONLY_BELOW}::int, ${typoAsked ? lookup.words : null}::text[],
                 ${lookup?.deltas ?? null}::int[], ${lookup?.each ?? 0}::int, ${at.narrow}::boolean,
                 ${words}::text[], ${earlierIds}::int[], ${at.pageStart}::int, ${at.pageEnd}::int,
                 ${SEARCH_COUNT_CAP}::int, ${TYPO_CANDIDATES}::int, ${CORRECTED_NAMES}::int,
                 ${at.pageIds}::int[])`,
  );
  return {
    n: (row?.matched ?? 0) + (row?.typo_matched ?? 0),
    ids: [...(row?.ids ?? []), ...(row?.typo_ids ?? [])],
    items: (row?.items ?? []).map(toSearchItem),
    complete: row?.typo_complete ?? true,
  };
}
