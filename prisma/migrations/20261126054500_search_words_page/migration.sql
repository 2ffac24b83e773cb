-- The token pager of decision 099 for a search of several words ('peter chan', 'chan tai man') or of an
-- email or phone number: tier 1 the full name (one token, a range of contact_search_token's key), tier 2
-- every word, or any of `extra` (the whole text as an address, its digits as a phone, mobile or extension:
-- tokens of a contact or two each), tier 3 every word as a prefix; tiers 2 and 3 read the GIN index of
-- contact.search_tokens (an intersection of posting lists, or a few addresses), sorted whole: such sets are
-- small. A function, so its statements are planned once per connection: the general statement the API
-- built planned in 1–6 ms. `prefixes` is null when it would equal `words` (Chinese words are their own
-- prefix). Unlike cd_token_page the count stops at the tier that fills the page with one to spare: the
-- later tiers are read only on a page that reaches them, so `complete` says whether every tier was counted
-- (the API then reports the count as a lower bound, and the page holding its last row counts on).
-- Returns the page's contact ids in rank order and the rows found, counted tier by tier to the cap (+1).
CREATE FUNCTION cd_words_page(full_token text, words text[], extra text[], prefixes text[], ou_ids int[],
                              page_start int, page_end int, cap int,
                              OUT ids int[], OUT matched int, OUT complete boolean)
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  n int;
  part int[];
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

  SELECT array_agg(c.id ORDER BY c.sort_name, c.id) INTO part FROM contact c
   WHERE (c.search_tokens @> words OR c.search_tokens && extra) AND (ou_ids IS NULL OR c.ou_id = ANY(ou_ids))
     AND NOT c.search_tokens @> ARRAY[full_token];
  n := least(coalesce(cardinality(part), 0), cap + 1 - matched);
  IF n > 0 AND matched < page_end THEN
    ids := ids || part[greatest(0, page_start - matched) + 1 : page_end - matched];
  END IF;
  matched := matched + n;
  IF prefixes IS NULL THEN complete := true; RETURN; END IF;
  IF matched > page_end OR matched > cap THEN RETURN; END IF;

  SELECT array_agg(c.id ORDER BY c.sort_name, c.id) INTO part FROM contact c
   WHERE c.search_tokens @> prefixes AND (ou_ids IS NULL OR c.ou_id = ANY(ou_ids))
     AND NOT c.search_tokens @> words AND NOT c.search_tokens && extra
     AND NOT c.search_tokens @> ARRAY[full_token];
  n := least(coalesce(cardinality(part), 0), cap + 1 - matched);
  IF n > 0 AND matched < page_end THEN
    ids := ids || part[greatest(0, page_start - matched) + 1 : page_end - matched];
  END IF;
  matched := matched + n;
  complete := true;
END
$fn$;

-- A search's result rows (contact-row.ts, ItemRow), as a JSON array in the order of `ids`, the ids of
-- contacts that no longer exist left out. A function, so the three-table join is planned once per
-- connection rather than for every page.
CREATE FUNCTION cd_search_items(ids int[]) RETURNS json
LANGUAGE sql STABLE AS $fn$
  SELECT json_agg(row_to_json(x) ORDER BY i.ord)
    FROM unnest(ids) WITH ORDINALITY AS i(id, ord)
    JOIN LATERAL (
      SELECT c.id, c.display_name AS "displayName", c.chinese_name AS "chineseName", c.title, c.email,
             c.department_id AS "departmentId", d.name AS "departmentName", d.name_zh AS "departmentNameZh",
             c.ou_id AS "ouId", o.name AS "ouName", o.name_zh AS "ouNameZh",
             c.phone_country_code AS "phoneCountryCode", c.phone_area_code AS "phoneAreaCode",
             c.phone_number AS "phoneNumber", c.phone_extension AS "phoneExtension",
             c.mobile_country_code AS "mobileCountryCode", c.mobile_number AS "mobileNumber"
        FROM contact c JOIN organization_unit o ON o.id = c.ou_id
        LEFT JOIN department d ON d.id = c.department_id
       WHERE c.id = i.id) x ON true
$fn$;

-- The one round trip of a one-word search (decision 099, first-page.ts): folds the text and, when it is one
-- word (no address), reads its one-token tiers (`=word`, `word`, and `>word` unless Chinese) through
-- cd_token_page and returns that page's rows. The same work as the statement the API sent before, which
-- planned for longer than it ran (2–7 ms of planning against about 1 ms of execution at 102,034 contacts).
-- `tokens` is null when the text is not one word: the API then takes the general path with `whole`/`words`.
CREATE FUNCTION cd_first_page(search text, han boolean, ou_ids int[], page_start int, page_end int, cap int,
                              OUT whole text, OUT words text[], OUT tokens text[], OUT ids int[],
                              OUT matched int, OUT items json)
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
  END IF;
END
$fn$;

-- cd_token_page (migration contact_search_token_page) again, one change: a later tier excludes an earlier
-- tier's rows by probing the key once per entry it reads, and now only when that tier found someone.
-- 'chan' has no contact whose full name is just Chan, so its word tier counted 1,001 entries with 1,001
-- useless probes: at 1,002,034 contacts 0.92 ms a call against 0.30 ms without them (pgbench, one connection;
-- 'kowal' 2.2 against 1.1 ms, '陳' 2.5 against 1.0 ms). Same pages and counts.
CREATE OR REPLACE FUNCTION cd_token_page(tokens text[], ou_ids int[], page_start int, page_end int, cap int,
                                         OUT ids int[], OUT matched int)
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  i int;
  tok text;
  p1 text;
  p2 text;
  n int;
  part int[];
BEGIN
  ids := '{}';
  matched := 0;
  FOR i IN 1..coalesce(array_length(tokens, 1), 0) LOOP
    EXIT WHEN matched > cap;
    tok := tokens[i];
    SELECT count(*)::int INTO n FROM (
      SELECT 1 FROM contact_search_token a
       WHERE a.token = tok AND (ou_ids IS NULL OR a.ou_id = ANY(ou_ids))
         AND (p1 IS NULL OR NOT EXISTS (SELECT 1 FROM contact_search_token e
                          WHERE e.token = p1 AND e.sort_key = a.sort_key AND e.contact_id = a.contact_id))
         AND (p2 IS NULL OR NOT EXISTS (SELECT 1 FROM contact_search_token e
                          WHERE e.token = p2 AND e.sort_key = a.sort_key AND e.contact_id = a.contact_id))
       LIMIT cap + 1 - matched) x;
    IF n > 0 AND matched < page_end THEN
      SELECT array_agg(contact_id) INTO part FROM (
        SELECT a.contact_id FROM contact_search_token a
         WHERE a.token = tok AND (ou_ids IS NULL OR a.ou_id = ANY(ou_ids))
           AND (p1 IS NULL OR NOT EXISTS (SELECT 1 FROM contact_search_token e
                            WHERE e.token = p1 AND e.sort_key = a.sort_key AND e.contact_id = a.contact_id))
           AND (p2 IS NULL OR NOT EXISTS (SELECT 1 FROM contact_search_token e
                            WHERE e.token = p2 AND e.sort_key = a.sort_key AND e.contact_id = a.contact_id))
         ORDER BY a.sort_key, a.contact_id
         LIMIT page_end - greatest(page_start, matched) OFFSET greatest(0, page_start - matched)) x;
      ids := ids || coalesce(part, '{}');
    END IF;
    matched := matched + n;
    -- The later tiers exclude this tier's rows by probing the key, one probe per entry they read: none
    -- when it found nobody.
    IF n > 0 THEN
      IF i = 1 THEN p1 := tok; ELSE p2 := tok; END IF;
    END IF;
  END LOOP;
END
$fn$;
