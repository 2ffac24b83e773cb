import { SEARCH_COUNT_CAP, type ContactSearchItem } from '@cd/contracts';
import { Prisma, queryRows, type PrismaClient } from '@cd/db';
import type { Folded } from './basic-search.js';
import { toSearchItem, type ItemRow } from './contact-row.js';

export interface FoldedFirstPage extends Folded {
  /** The one-token tiers the statement read (`=word`, `word`, and `>word` unless Chinese); null: none. */
  tokens: string[] | null;
  ids: number[];
  matched: number;
  items: ContactSearchItem[];
  /** Several words: the prefix tier cd_words_page read (null: none), and whether it counted every tier. */
  prefixes: string[] | null;
  /** Null: the name tiers of several words were not read. */
  complete: boolean | null;
  /** Whether `items` are the page's rows (for several words, only when the name tiers decide the page). */
  hasItems: boolean;
}

/**
 * One round trip for the commonest searches (decision 099): the database function cd_first_page (migrations
 * search_words_page and search_first_page_words, planned once per connection) folds the text, reads the
 * one-token tiers through cd_token_page when the folded text is one word, or the name tiers of several
 * words through cd_words_page, and returns that page's rows when those tiers decide it. The caller checks
 * `tokens` (or `prefixes`) against the tiers it works out from `words` and `whole` (an email or a phone
 * number takes the general path with the folded text it got here).
 * `han`: the text holds Chinese characters, whose word is its own prefix (no `>` tier).
 */
export async function foldedFirstPage(
  prisma: PrismaClient,
  text: string,
  han: boolean,
  ouIds: number[] | null,
  pageStart: number,
  pageEnd: number,
): Promise<FoldedFirstPage> {
  const [row] = await queryRows<Omit<FoldedFirstPage, 'items' | 'hasItems'> & { items: ItemRow[] | null }>(
    prisma,
    Prisma.sql`SELECT whole, words, tokens, ids, matched, items, prefixes, complete
                 FROM cd_first_page(${text}, ${han}, ${ouIds}::int[], ${pageStart}::int, ${pageEnd}::int,
                                    ${SEARCH_COUNT_CAP}::int)`,
  );
  const { items, ...rest } = row!;
  return {
    ...rest,
    items: (items ?? []).map(toSearchItem),
    hasItems: items !== null || rest.ids.length === 0,
  };
}
