-- cd_words_page (migration search_words_page) walks its every-word and every-prefix tiers in result order
-- (issue 17, decision 099 item 17). Those tiers intersected the GIN posting lists of contact.search_tokens
-- and sorted the whole intersection: two common words that are not a full name ('ka wong': 5,623 contacts
-- at 1M) cost 12–30 ms, most of it the bitmap of both posting lists (13 ms however small the result).
-- Now, when every word is a listed token and there is no address or phone token (`extra`), a tier walks
-- the longest word's range of contact_search_token's key, already in the documented order (sort name, then
-- id), merged with the next word's range (same order) and the other words probed on the key for the same
-- (sort_key, contact_id): index only, no heap. It stops when the page has one row to spare (the count is
-- then a lower bound, `complete` false, as the later tiers already were), or at the end of a range (the
-- tier is counted exactly, the next tier follows), or after `bound` entries of the walked word (40 for each
-- row the page needs, if more), when the other word is walked instead (a rare word beside a longer common
-- one is then read whole) and, that cut short too, the words rarely go together and the GIN intersection
-- reads the tier as before (complete; the same order: sort_key is sort_name), and the prefix tier too. A
-- row of an earlier tier is excluded by probing its tokens on the key where it was by testing search_tokens.
-- The signature gains `bound`, so the function is dropped and made again; its default is for cd_first_page
-- (migration search_first_page_words), which calls it with the eight arguments it had: keep it equal to the
-- API's WORDS_WALK_BOUND. Measured at 1,002,034 contacts: 'ka wong' 22 → 0.8 ms a call, 'wing lau' 13 →
-- 1.0 ms.
DROP FUNCTION cd_words_page(text, text[], text[], text[], int[], int, int, int);

-- A tier walked: the first `wanted` contacts, in result order, whose (sort_key, contact_id) holds every
-- token of `tokens` in contact_search_token's key, none of `deny`, and not every token of `deny_all` (null:
-- no such test), visible to `ou_ids`. One token's range (the drive, the longest first) is read, at most
-- `bound` entries of it; the next longest (the partner) is merged with it (both ranges are in key order:
-- about 0.3 µs an entry), the others are probed per entry that passed (an index-only descent, about 2 µs).
-- `exhausted` when the walk saw every match: the drive's range ended within the bound, or the partner's
-- ended before the bound's entry. When the bound cut the walk short, the partner is tried as the drive
-- (a rare word beside a longer common one: its range is read whole); `ids` is null when both were cut.
CREATE FUNCTION cd_words_walk(tokens text[], deny text[], deny_all text[], ou_ids int[],
                              wanted int, bound int, OUT ids int[], OUT exhausted boolean)
LANGUAGE plpgsql STABLE
-- The plan cached for the connection must merge the two ranges: its generic estimates (a LIMIT of unknown
-- size) otherwise prefer a probe per entry (1.7 against 0.6 ms for 'ka wong') or a hash of a whole range.
-- The other tests are subplans without a join (OR, count), unaffected.
SET enable_nestloop = off SET enable_hashjoin = off
AS $fn$
DECLARE
  ordered text[];
  attempt int;
  drive text;
  partner text;
  probed text[];
  edge_key text;
  edge_id int;
BEGIN
  ordered := ARRAY(SELECT t FROM unnest(tokens) WITH ORDINALITY AS u(t, i) GROUP BY t
                    ORDER BY length(t) DESC, min(i));
  deny_all := ARRAY(SELECT DISTINCT t FROM unnest(deny_all) AS u(t) WHERE deny_all IS NOT NULL);
  IF deny_all = '{}' THEN deny_all := NULL; END IF;
  FOR attempt IN 1..least(2, cardinality(ordered)) LOOP
  drive := ordered[attempt];
  partner := ordered[3 - attempt];
  probed := coalesce(ordered[3:], '{}');
  IF partner IS NULL THEN
    SELECT array_agg(w.contact_id ORDER BY w.sort_key, w.contact_id) INTO ids FROM (
      SELECT a.sort_key, a.contact_id FROM (
        SELECT a.sort_key, a.contact_id FROM contact_search_token a
         WHERE a.token = drive AND (ou_ids IS NULL OR a.ou_id = ANY(ou_ids))
         ORDER BY a.sort_key, a.contact_id LIMIT bound) a
       WHERE (deny IS NULL
              OR NOT EXISTS (SELECT 1 FROM contact_search_token e
                              WHERE e.token = ANY(deny) AND e.sort_key = a.sort_key AND e.contact_id = a.contact_id))
         AND (deny_all IS NULL
              OR (SELECT count(DISTINCT e.token) FROM contact_search_token e
                   WHERE e.token = ANY(deny_all) AND e.sort_key = a.sort_key AND e.contact_id = a.contact_id)
                 < cardinality(deny_all))
       ORDER BY a.sort_key, a.contact_id
       LIMIT wanted) w;
  ELSE
    -- OFFSET 0 keeps the probes above the merge: pushed into the walked range, they ran once per entry.
    SELECT array_agg(w.contact_id ORDER BY w.sort_key, w.contact_id) INTO ids FROM (
      SELECT a.sort_key, a.contact_id FROM (
        SELECT a.sort_key, a.contact_id FROM (
          SELECT a.sort_key, a.contact_id FROM contact_search_token a
           WHERE a.token = drive AND (ou_ids IS NULL OR a.ou_id = ANY(ou_ids))
           ORDER BY a.sort_key, a.contact_id LIMIT bound) a
         JOIN contact_search_token b ON b.token = partner AND b.sort_key = a.sort_key AND b.contact_id = a.contact_id
         ORDER BY a.sort_key, a.contact_id OFFSET 0) a
       WHERE (cardinality(probed) = 0
              OR (SELECT count(DISTINCT e.token) FROM contact_search_token e
                   WHERE e.token = ANY(probed) AND e.sort_key = a.sort_key AND e.contact_id = a.contact_id)
                 = cardinality(probed))
         AND (deny IS NULL
              OR NOT EXISTS (SELECT 1 FROM contact_search_token e
                              WHERE e.token = ANY(deny) AND e.sort_key = a.sort_key AND e.contact_id = a.contact_id))
         AND (deny_all IS NULL
              OR (SELECT count(DISTINCT e.token) FROM contact_search_token e
                   WHERE e.token = ANY(deny_all) AND e.sort_key = a.sort_key AND e.contact_id = a.contact_id)
                 < cardinality(deny_all))
       ORDER BY a.sort_key, a.contact_id
       LIMIT wanted) w;
  END IF;
  ids := coalesce(ids, '{}');
  exhausted := false;
  IF cardinality(ids) >= wanted THEN RETURN; END IF;
  SELECT a.sort_key, a.contact_id INTO edge_key, edge_id FROM contact_search_token a
   WHERE a.token = drive AND (ou_ids IS NULL OR a.ou_id = ANY(ou_ids))
   ORDER BY a.sort_key, a.contact_id OFFSET bound - 1 LIMIT 1;
  exhausted := edge_id IS NULL
               OR (partner IS NOT NULL
                   AND NOT EXISTS (SELECT 1 FROM contact_search_token b
                                    WHERE b.token = partner AND (b.sort_key, b.contact_id) > (edge_key, edge_id)));
  IF exhausted THEN RETURN; END IF;
  END LOOP;
  ids := NULL;
END
$fn$;

-- The token pager of decision 099 for a search of several words ('peter chan', 'chan tai man') or of an
-- email or phone number: tier 1 the full name (one token, a range of contact_search_token's key), tier 2
-- every word, or any of `extra` (the whole text as an address, its digits as a phone, mobile or extension),
-- tier 3 every word as a prefix. Tiers 2 and 3 are walked (cd_words_walk, above) when their tokens are all
-- in the key and `extra` is empty, otherwise, or when the walk reaches `bound`, read from the GIN index of
-- contact.search_tokens and sorted whole. `prefixes` is null when it would equal `words` (Chinese words
-- are their own prefix). The count stops at the tier that fills the page with one to spare: `complete`
-- says whether every tier was counted (the API then reports the count as a lower bound, and the page
-- holding its last row counts on). Returns the page's contact ids in rank order and the rows found,
-- counted tier by tier to the cap (+1).
CREATE FUNCTION cd_words_page(full_token text, words text[], extra text[], prefixes text[], ou_ids int[],
                              page_start int, page_end int, cap int, bound int DEFAULT 1000,
                              OUT ids int[], OUT matched int, OUT complete boolean)
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  n int;
  part int[];
  walks boolean;
  w record;
BEGIN
  ids := '{}';
  complete := false;
  SELECT count(*)::int INTO matched FROM (
    SELECT 1 FROM contact_search_token a
     WHERE a.token = full_token AND (ou_ids IS NULL OR a.ou_id = ANY(ou_ids))
     LIMIT cap + 1) x;
  IF matched > page_start THEN
    SELECT array_agg(contact_id) INTO part FROM (
      SELECT a.contact_id FROM contact_search_token a
       WHERE a.token = full_token AND (ou_ids IS NULL OR a.ou_id = ANY(ou_ids))
       ORDER BY a.sort_key, a.contact_id
       LIMIT page_end - page_start OFFSET page_start) x;
    ids := coalesce(part, '{}');
  END IF;
  IF matched > page_end OR matched > cap THEN RETURN; END IF;

  -- The key holds every listed token of a contact; an address or phone token is in the GIN index only.
  walks := coalesce(cardinality(extra), 0) = 0 AND bound > 0
           AND NOT EXISTS (SELECT 1 FROM unnest(words || coalesce(prefixes, '{}')) AS u(t)
                            WHERE NOT cd_listed_token(t));
  part := NULL;
  IF walks THEN
    SELECT * INTO w FROM cd_words_walk(words, ARRAY[full_token], NULL, ou_ids, page_end + 1 - matched,
                                       greatest(bound, 40 * (page_end + 1 - matched)));
    -- Cut short, the words rarely go together: their prefixes neither, so tier 3 is not walked either.
    walks := w.ids IS NOT NULL;
    IF cardinality(w.ids) > page_end - matched THEN
      n := least(cardinality(w.ids), cap + 1 - matched);
      IF matched < page_end THEN
        ids := ids || w.ids[greatest(0, page_start - matched) + 1 : page_end - matched];
      END IF;
      matched := matched + n;
      RETURN;
    END IF;
    IF w.exhausted THEN part := w.ids; END IF;
  END IF;
  IF part IS NULL THEN
    SELECT array_agg(c.id ORDER BY c.sort_name, c.id) INTO part FROM contact c
     WHERE (c.search_tokens @> words OR c.search_tokens && extra) AND (ou_ids IS NULL OR c.ou_id = ANY(ou_ids))
       AND NOT c.search_tokens @> ARRAY[full_token];
  END IF;
  n := least(coalesce(cardinality(part), 0), cap + 1 - matched);
  IF n > 0 AND matched < page_end THEN
    ids := ids || part[greatest(0, page_start - matched) + 1 : page_end - matched];
  END IF;
  matched := matched + n;
  IF prefixes IS NULL THEN complete := true; RETURN; END IF;
  IF matched > page_end OR matched > cap THEN RETURN; END IF;

  part := NULL;
  IF walks THEN
    SELECT * INTO w FROM cd_words_walk(prefixes, ARRAY[full_token], words, ou_ids, page_end + 1 - matched,
                                       greatest(bound, 40 * (page_end + 1 - matched)));
    IF cardinality(w.ids) > page_end - matched THEN
      n := least(cardinality(w.ids), cap + 1 - matched);
      IF matched < page_end THEN
        ids := ids || w.ids[greatest(0, page_start - matched) + 1 : page_end - matched];
      END IF;
      matched := matched + n;
      RETURN;
    END IF;
    IF w.exhausted THEN part := w.ids; END IF;
  END IF;
  IF part IS NULL THEN
    SELECT array_agg(c.id ORDER BY c.sort_name, c.id) INTO part FROM contact c
     WHERE c.search_tokens @> prefixes AND (ou_ids IS NULL OR c.ou_id = ANY(ou_ids))
       AND NOT c.search_tokens @> words AND NOT c.search_tokens && extra
       AND NOT c.search_tokens @> ARRAY[full_token];
  END IF;
  n := least(coalesce(cardinality(part), 0), cap + 1 - matched);
  IF n > 0 AND matched < page_end THEN
    ids := ids || part[greatest(0, page_start - matched) + 1 : page_end - matched];
  END IF;
  matched := matched + n;
  complete := true;
END
$fn$;
