import { SEARCH_COUNT_CAP, type ContactSearchItem } from '@cd/contracts';
import { Prisma, queryRows, type PrismaClient } from '@cd/db';
import type { Folded } from './basic-search.js';
import { ITEM_COLUMNS, ITEM_SOURCE, toSearchItem, type ItemRow } from './contact-row.js';

export interface FoldedFirstPage extends Folded {
  /** The one-token tiers the statement read (`=word`, `word`, and `>word` unless Chinese); null: none. */
  tokens: string[] | null;
  ids: number[];
  matched: number;
  items: ContactSearchItem[];
}

/**
 * One round trip for the commonest search, one word (decision 099): the database folds the text, reads
 * the one-token tiers through cd_token_page when the folded text is one word, and returns that page's
 * rows. The caller checks `tokens` against the tiers it works out from `words` and `whole` (an email, a
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
    Prisma.sql`
    WITH q AS (SELECT cd_fold(${text}) AS whole, cd_query_words(${text}) AS words),
         t AS (SELECT q.whole, q.words,
                      CASE WHEN cardinality(q.words) = 1 AND q.whole !~ '[@.]' THEN
                        CASE WHEN ${han} THEN ARRAY['=' || q.words[1], q.words[1]]
                             ELSE ARRAY['=' || q.words[1], q.words[1], '>' || q.words[1]] END
                      END AS tokens
                 FROM q),
         p AS (SELECT t.*, r.ids, r.matched FROM t,
                      cd_token_page(coalesce(t.tokens, '{}'), ${ouIds}::int[], ${pageStart}::int,
                                    ${pageEnd}::int, ${SEARCH_COUNT_CAP}::int) r)
    SELECT p.whole, p.words, p.tokens, p.ids, p.matched,
           (SELECT json_agg(x.item ORDER BY x.ord) FROM (
              SELECT i.ord, (SELECT row_to_json(r) FROM (SELECT ${ITEM_COLUMNS} FROM ${ITEM_SOURCE}
                                                         WHERE c.id = i.id) r) AS item
                FROM unnest(p.ids) WITH ORDINALITY AS i(id, ord)) x
             WHERE x.item IS NOT NULL) AS items
      FROM p`,
  );
  const { items, ...rest } = row!;
  return { ...rest, items: (items ?? []).map(toSearchItem) };
}
