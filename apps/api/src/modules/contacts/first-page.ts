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
}

/**
 * One round trip for the commonest search, one word (decision 099): the database function cd_first_page
 * (migration search_words_page, planned once per connection) folds the text, reads the one-token tiers
 * through cd_token_page when the folded text is one word, and returns that page's rows. The caller checks `tokens` against the tiers it works out from `words` and `whole` (an email, a
 * phone number or several words take the general path with the folded text it got here).
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
  const [row] = await queryRows<Omit<FoldedFirstPage, 'items'> & { items: ItemRow[] | null }>(
    prisma,
    Prisma.sql`SELECT whole, words, tokens, ids, matched, items
                 FROM cd_first_page(${text}, ${han}, ${ouIds}::int[], ${pageStart}::int, ${pageEnd}::int,
                                    ${SEARCH_COUNT_CAP}::int)`,
  );
  const { items, ...rest } = row!;
  return { ...rest, items: (items ?? []).map(toSearchItem) };
}
