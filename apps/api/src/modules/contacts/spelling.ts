import { filterBasicSearchInput } from '@cd/contracts';
import { Prisma, queryRows, type PrismaClient } from '@cd/db';
import { HAN } from './search-sql.js';

// Typos in names (issue 17 item 3, decision 099): the typo tier's corrections and "Did you mean".

/**
 * Spelling candidates read per query word, at most; the true ones are then kept by their edit distance. A
 * bound above what the trigram threshold lets through, not a ranking (migration search_typos).
 */
const CANDIDATES_PER_WORD = 200;
/** Corrections of one word that "Did you mean" combines, closest first. */
const SUGGESTION_OPTIONS_PER_WORD = 3;
/** Whole-query suggestions checked against the visible directory, and shown at most. */
const SUGGESTIONS_CHECKED = 12;
const SUGGESTIONS_SHOWN = 3;
/** Shortest word a search corrects, and shortest word "Did you mean" corrects. */
const TYPO_MIN_LENGTH = 5;
const SUGGESTION_MIN_LENGTH = 3;
/** suggestionBudget of the longest words. */
const MAX_SUGGESTION_EDITS = 3;
/** Only words of letters are corrected: an address, a number or a Chinese name is never a typo. */
const LETTERS_ONLY = /^\p{L}+$/u;

/**
 * Typos a search forgives in a word (the rule of Meilisearch and Typesense): none under five letters, one
 * from five, two from nine. A swap of two adjacent letters counts one.
 */
export function typoBudget(word: string): number {
  const n = [...word].length;
  return n >= 9 ? 2 : n >= TYPO_MIN_LENGTH ? 1 : 0;
}

/**
 * Edits "Did you mean" allows when nothing was found, one more than a search forgives, and one from three
 * letters: 'jonh' finds nobody (four letters, no typo forgiven) but is offered 'john'.
 */
export function suggestionBudget(word: string): number {
  const n = [...word].length;
  return n < SUGGESTION_MIN_LENGTH ? 0 : typoBudget(word) + 1;
}

/**
 * Optimal string alignment distance (Damerau-Levenshtein without re-editing a swapped pair): insertions,
 * deletions, substitutions and swaps of adjacent letters, each one edit. Stops early: any distance above
 * `max` is returned as max + 1. The typo tier's is the database's cd_typo_distance (migration
 * search_typo_one_call), which must match this; "Did you mean" uses that one too (cd_spelling_suggestions).
 */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[t.length]!, max + 1);
}

/** Joins a tier alternative's tokens for the search functions, which split them (migration search_typo_functions). */
export const TOKEN_SEPARATOR = '\x1f';

/**
 * The spelling lookup the typo tier needs for the folded query words: each word it may correct (others
 * NULL) and its typo budget: the most letters a candidate's length may differ by, and the most typos the
 * database's typo rule (cd_typo_distance) keeps a correction within. Null when no word may be corrected:
 * most searches that reach the tier ('chan tai man') need no lookup.
 */
export function typoLookup(
  words: string[],
): { words: (string | null)[]; deltas: number[]; each: number } | null {
  const budgets = words.map((w) => (LETTERS_ONLY.test(w) ? typoBudget(w) : 0));
  if (budgets.every((b) => b === 0)) return null;
  return {
    words: words.map((w, i) => (budgets[i]! > 0 ? w : null)),
    deltas: budgets,
    each: CANDIDATES_PER_WORD,
  };
}

/**
 * "Did you mean": when a basic search found nobody, up to three corrections of the whole text that someone
 * the caller may see holds as a full name (one word: as a word), so a suggestion never hints at a contact
 * outside the scope and never leads to another empty page. Each word may be kept as typed or replaced by one
 * of its three closest listed words within suggestionBudget that someone holds; fewest edits first. Empty
 * when nothing close enough exists. One call (cd_spelling_suggestions, migrations
 * search_suggestions_whole_names and search_suggestions_short_words): the candidates (from the deletions
 * table at one typo, words of three and four letters; by trigrams at two or three), their distances, the
 * combinations, and one probe of contact_search_token's key each, in order, until three are found.
 * `folded`: the text's words as cd_query_words folds them, when the search has them already (else folded
 * here first).
 */
export async function spellingSuggestions(
  prisma: PrismaClient,
  searchText: string,
  ouIds: number[] | null,
  folded?: string[],
): Promise<string[]> {
  const text = filterBasicSearchInput(searchText).trim();
  if (!text || HAN.test(text) || /[@\d]/.test(text)) return [];
  const words =
    folded ??
    (await queryRows<{ words: string[] }>(prisma, Prisma.sql`SELECT cd_query_words(${text}) AS words`))[0]
      ?.words ??
    [];
  if (words.length === 0 || words.length > 4) return [];
  const budgets = words.map((w) => (LETTERS_ONLY.test(w) ? suggestionBudget(w) : 0));
  if (budgets.every((b) => b === 0)) return [];
  const [row] = await queryRows<{ suggestions: string[] | null }>(
    prisma,
    Prisma.sql`SELECT cd_spelling_suggestions(${words}::text[], ${budgets}::int[], ${ouIds}::int[],
                 ${MAX_SUGGESTION_EDITS}::int, ${CANDIDATES_PER_WORD}::int, ${SUGGESTION_OPTIONS_PER_WORD}::int,
                 ${SUGGESTIONS_CHECKED}::int, ${SUGGESTIONS_SHOWN}::int) AS suggestions`,
  );
  return row?.suggestions ?? [];
}
