import { filterBasicSearchInput, filterPhoneInput, looksLikePhoneNumber } from '@cd/contracts';
import { Prisma, queryRows, type PrismaClient } from '@cd/db';
import type { Tier, TierRead } from './ranked-page.js';
import { searchLocale } from './search-locale.js';
import { containsPattern, readMatches } from './search-sql.js';
import { candidatesOf, TOKEN_SEPARATOR, typoLookup, typoPage } from './spelling.js';

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

  // Read only when the tiers above leave room: a common name never pays its lookups. A whole phone
  // number or email address found exactly is what was asked for: the trigrams of a long run of digits
  // or of an address are among the commonest there are, so looking inside every contact's text for it
  // would cost far more than the exact lookup (decision 060). A partial one is still looked for inside.
  const wholeIdentifier = digits.length >= FULL_NUMBER_DIGITS || (/[@.]/.test(whole) && !/\s/.test(whole));
  // Names only: an address or a number is never a typo to correct. The contains tier's call also looks up
  // the spelling candidates when the typo tier will be asked (one round trip for both).
  const typos = !digits && whole.length >= 3 && !HAN.test(whole) && !/[@.\d]/.test(whole);
  const lookup = typos ? typoLookup(words) : null;
  let candidates: string[][] | null = null;
  tiers.push({
    read: async (at) => {
      const read = await containsPage(prisma, at, whole, digits, lookup);
      candidates = read.candidates;
      return read;
    },
    ...(wholeIdentifier ? { onlyBelow: 1 } : {}),
  });
  if (lookup) {
    tiers.push({
      read: async (at) => (candidates ? typoPage(prisma, at, words, candidates) : null),
      onlyBelow: TYPOS_ONLY_BELOW,
      maxRows: TYPO_CANDIDATES,
    });
  }
  return tiers;
}

/**
 * The contains tier (decision 099 items 4 and 16): the text inside the names, emails or phone digits
 * (trigram LIKE), or the name or code of the contact's department or OU, by the database function
 * cd_contains_page (planned once per connection, inside the bitmap-only transaction with its 3 s limit).
 * With `lookup`, the same call returns the typo tier's spelling candidates when the tiers so far found too
 * few for a typo tier to be skipped.
 */
async function containsPage(
  prisma: PrismaClient,
  at: TierRead,
  whole: string,
  digits: string,
  lookup: ReturnType<typeof typoLookup>,
): Promise<{ n: number; ids: number[]; all?: number[]; candidates: string[][] | null }> {
  const needle = digits || whole;
  // Without CJK trigrams (a C ctype) a Chinese LIKE could use no index: it would scan every contact.
  const cjk = HAN.test(needle);
  const cjkContains = cjk && needle.length >= 2 && (await searchLocale(prisma)).cjkTrigrams;
  const like = (!cjk && needle.length >= 3) || cjkContains ? containsPattern(needle) : null;
  const names = !digits && whole.length >= 2 ? containsPattern(whole) : null;
  const earlier = at.earlierTokens.map((alt) => alt.join(TOKEN_SEPARATOR));
  const [row] = await readMatches<
    {
      matched: number;
      ids: number[];
      all_ids: number[] | null;
      candidates: { i: number; w: string }[] | null;
    }[]
  >(
    prisma,
    Prisma.sql`SELECT matched, ids, all_ids, candidates FROM cd_contains_page(${like}::text, ${names}::text,
                 ${whole}::text, ${earlier}::text[], ${at.ouIds}::int[], ${at.limit}::int, ${at.offset}::int,
                 ${at.take}::int, ${TYPOS_ONLY_BELOW}::int, ${at.found}::int, ${TYPOS_ONLY_BELOW}::int,
                 ${lookup?.words ?? null}::text[], ${lookup?.deltas ?? null}::int[], ${lookup?.each ?? 0}::int,
                 ${at.narrow}::boolean)`,
  );
  const words = lookup?.words.map((w) => w ?? '') ?? [];
  return {
    n: row?.matched ?? 0,
    ids: row?.ids ?? [],
    ...(row?.all_ids ? { all: row.all_ids } : {}),
    candidates: row?.candidates ? candidatesOf(words, row.candidates) : null,
  };
}
