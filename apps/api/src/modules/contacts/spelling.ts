import { filterBasicSearchInput } from '@cd/contracts';
import { Prisma, queryRows, type PrismaClient } from '@cd/db';
import { contactScope } from './search-sql.js';

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
const HAN = /\p{Script=Han}/u;

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
 * search_typo_one_call), which must match this ("Did you mean" keeps this one).
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

export interface Correction {
  word: string;
  distance: number;
}

/**
 * The query words (folded as the tokens are, cd_query_words) and the candidate corrections, within
 * `maxEdits` letters of its length, of each word of `minLength` letters or more (a shorter one is sent as
 * NULL: no lookup), in one round trip.
 */
async function wordsAndCandidates(
  prisma: PrismaClient,
  text: string,
  minLength: number,
  maxEdits: number,
): Promise<{ words: string[]; candidates: string[][] }> {
  const words = Prisma.sql`cd_query_words(${text})`;
  const [row] = await queryRows<{ words: string[]; candidates: { i: number; w: string }[] | null }>(
    prisma,
    Prisma.sql`SELECT q.words,
                      (SELECT json_agg(json_build_object('i', c.word_index, 'w', c.candidate))
                         FROM cd_spelling_candidates(
                                ARRAY(SELECT CASE WHEN length(w) >= ${minLength}::int THEN w END
                                        FROM unnest(q.words) WITH ORDINALITY AS u(w, i) ORDER BY i),
                                ${maxEdits}::int, ${CANDIDATES_PER_WORD}::int) c) AS candidates
                 FROM (SELECT ${words} AS words) q`,
  );
  const folded = row?.words ?? [];
  return { words: folded, candidates: candidatesOf(folded, row?.candidates ?? null) };
}

/** Each word's corrections within `budget(word)` edits, closest first (then most similar: the list's order). */
function corrections(words: string[], candidates: string[][], budget: (w: string) => number): Correction[][] {
  return words.map((word, i) => {
    const max = LETTERS_ONLY.test(word) ? budget(word) : 0;
    if (max === 0) return [];
    return (candidates[i] ?? [])
      .map((candidate) => ({ word: candidate, distance: editDistance(word, candidate, max) }))
      .filter((c) => c.distance <= max)
      .sort((a, b) => a.distance - b.distance);
  });
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

/** cd_spelling_candidates' rows as each query word's candidates. */
export function candidatesOf(words: string[], rows: { i: number; w: string }[] | null): string[][] {
  const candidates = words.map((): string[] => []);
  for (const c of rows ?? []) candidates[c.i - 1]?.push(c.w);
  return candidates;
}

/**
 * "Did you mean": when a basic search found nobody, up to three corrections of the whole text that do find
 * someone the caller may see (checked, so a suggestion never hints at a contact outside the scope and never
 * leads to another empty page). Each word may be kept as typed (a prefix) or replaced by one of its closest
 * listed words within suggestionBudget; fewest edits first. Empty when nothing close enough exists.
 */
export async function spellingSuggestions(
  prisma: PrismaClient,
  searchText: string,
  ouIds: number[] | null,
): Promise<string[]> {
  const text = filterBasicSearchInput(searchText).trim();
  if (!text || HAN.test(text) || /[@\d]/.test(text)) return [];
  const { words, candidates } = await wordsAndCandidates(
    prisma,
    text,
    SUGGESTION_MIN_LENGTH,
    MAX_SUGGESTION_EDITS,
  );
  if (words.length === 0 || words.length > 4) return [];
  const fixes = corrections(words, candidates, suggestionBudget).map((f) =>
    f.slice(0, SUGGESTION_OPTIONS_PER_WORD),
  );
  if (fixes.every((f) => f.length === 0)) return [];
  // Every combination (at most 4^4), fewest edits first; the text as typed found nobody already.
  let combos: { words: string[]; tokens: string[]; edits: number }[] = [{ words: [], tokens: [], edits: 0 }];
  words.forEach((word, i) => {
    const options = [
      { word, token: `>${word}`, distance: 0 },
      ...fixes[i]!.map((f) => ({ ...f, token: f.word })),
    ];
    combos = combos.flatMap((c) =>
      options.map((o) => ({
        words: [...c.words, o.word],
        tokens: [...c.tokens, o.token],
        edits: c.edits + o.distance,
      })),
    );
  });
  const ranked = combos
    .filter((c) => c.edits > 0)
    .sort((a, b) => a.edits - b.edits)
    .slice(0, SUGGESTIONS_CHECKED);
  const scope = await contactScope(prisma, ouIds);
  const checks = ranked.map(
    (c, i) => Prisma.sql`SELECT ${i}::int AS i WHERE EXISTS (SELECT 1 FROM contact c
                           WHERE c.search_tokens @> ${c.tokens}::text[] AND ${scope})`,
  );
  const found = await queryRows<{ i: number }>(
    prisma,
    Prisma.sql`SELECT i FROM (${Prisma.join(checks, ' UNION ALL ')}) AS found ORDER BY i LIMIT ${SUGGESTIONS_SHOWN}`,
  );
  return found.map((f) => ranked[f.i]!.words.join(' '));
}
