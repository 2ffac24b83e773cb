-- cd_first_page (migration search_words_page) also reads the name tiers of a text of several words, through
-- cd_words_page, in the same call (issue 17 item 1, decision 099 item 16): a search of several words was a
-- round trip to fold the text, one for cd_words_page and one for its rows ('peter chan': three, now one; a
-- typo such as 'micheal wong': three, now two). The tiers are those basic-search.ts works out from the
-- folded words (the full name, every word, every word a prefix unless Chinese: `prefixes`, NULL when every
-- word is its own prefix); the API checks them against its own and reads them itself when they differ.
-- `complete` is cd_words_page's (NULL: no name tiers read). The rows come only when the name tiers decide
-- the page (they filled it with one to spare, or stopped counting): otherwise a later tier's call returns
-- the page's rows. Its OUT columns change, so the function is dropped and created again.
DROP FUNCTION cd_first_page(text, boolean, int[], int, int, int);

CREATE FUNCTION cd_first_page(search text, han boolean, ou_ids int[], page_start int, page_end int, cap int,
                              OUT whole text, OUT words text[], OUT tokens text[], OUT ids int[],
                              OUT matched int, OUT items json, OUT prefixes text[], OUT complete boolean)
LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  whole := cd_fold(search);
  words := cd_query_words(search);
  ids := '{}';
  matched := 0;
  IF cardinality(words) = 1 AND whole !~ '[@.]' THEN
    tokens := CASE WHEN han THEN ARRAY['=' || words[1], words[1]]
                   ELSE ARRAY['=' || words[1], words[1], '>' || words[1]] END;
    SELECT r.ids, r.matched INTO ids, matched FROM cd_token_page(tokens, ou_ids, page_start, page_end, cap) r;
    items := cd_search_items(ids);
  ELSIF cardinality(words) > 1 AND whole !~ '[@.#]' THEN
    -- Han characters (the CJK blocks the folded words hold) are their own prefix.
    prefixes := ARRAY(SELECT CASE WHEN w ~ '[㐀-䶿一-鿿豈-﫿]' THEN w ELSE '>' || w END
                        FROM unnest(words) WITH ORDINALITY AS u(w, i) ORDER BY i);
    IF prefixes = words THEN
      prefixes := NULL;
    END IF;
    SELECT r.ids, r.matched, r.complete INTO ids, matched, complete
      FROM cd_words_page('=' || array_to_string(words, ' '), words, '{}', prefixes, ou_ids, page_start,
                         page_end, cap) r;
    IF NOT complete OR matched > page_end THEN
      items := cd_search_items(ids);
    END IF;
  END IF;
END
$fn$;
