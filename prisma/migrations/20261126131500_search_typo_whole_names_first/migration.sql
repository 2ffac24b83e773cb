-- ---------------------------------------------------------------------------------------------------------
-- The typo tier reads the corrected whole names first (issue 17 item 3, decision 099 items 9 and 16). When
-- fewer than its bound (200) held a corrected whole name ('=jessica lau' for 'jassica lau'), cd_typo_page
-- intersected the GIN posting lists of every word's alternatives and ranked all of them by typos, then name:
-- 1.8 ms a call at 1M, half of all typo-tier calls, most sampled typos. Now the tier has two parts, in the
-- spirit of the exact tiers (the full name above every word): the contacts holding a corrected whole name
-- (by typos, then name, from the key, as before), then the other matches of every word (typos, name: the
-- GIN read, bounded by what is left of 200). When the first part fills the page with one to spare, the
-- second is not read and the count is a lower bound (`complete` false, the pager's "N or more" of item 6);
-- the page holding the count's last row reads on. Both functions gain an OUT column, so they are dropped
-- and created again (their only callers: cd_contains_typo_page and basic-search.ts). Functions only.
-- ---------------------------------------------------------------------------------------------------------

DROP FUNCTION cd_contains_typo_page(text, text, text, text[], int[], int, int, int, int, int, int, text[], int[],
                                    int, boolean, text[], int[], int, int, int, int, int, int[]);
DROP FUNCTION cd_typo_page(text[], text[], text[], text[], int[], boolean, int[], int[], boolean, int, int, int);

-- The typo tier (decision 099 items 9 and 16): contacts holding, for every query word, one of its
-- alternatives (`alts`, per word its tokens joined by E'\x1f': the word as typed as a prefix '>word', and its
-- corrections), in the OUs `ou_ids`, not among `excluded` (the earlier tiers' ids), at most `lim` of them
-- (`narrow_scope` as for cd_contains_page); returns their count, the part of the tier
-- `page_offset`/`take`, and whether the count is the tier's (`complete`; false: a lower bound).
--
-- First the holders of a corrected whole name: `full_names` are the full-name tokens ('=michael wong') of
-- the corrections of the whole query, `full_typos` their typos; key ranges of contact_search_token read in
-- order per typo count, by typos then name, until `lim` are found. For one word, `full_names` are its
-- corrections themselves and `names_complete` is true: they are then the whole tier (every holder of
-- '>word' is an earlier tier's, so excluded), read from the key whatever their number. Then, unless those
-- reached `lim` or fill the page with one to spare (the count is then theirs, a lower bound), the other
-- contacts holding every word's alternatives through the GIN index, by typos (per corrected word,
-- `prefixes[i]` held: 0, one of `one[i]`'s corrections: 1, else 2; NULL `one[i]`: no correction), then
-- sort name and id, at most `lim` less the whole names': the first two words through it, any further ones
-- checked on the rows, search_tokens detoasted once per row (`|| '{}'`) rather than once per test of it.
-- Index scans are on for the key ranges whatever the calling transaction set; the GIN statement has no
-- ORDER BY for the planner to walk an index for, and sequential scans stay off.
CREATE FUNCTION cd_typo_page(alts text[], prefixes text[], one text[], full_names text[], full_typos int[],
                             names_complete boolean, excluded int[], ou_ids int[], narrow_scope boolean,
                             lim int, page_offset int, take int, OUT matched int, OUT ids int[],
                             OUT complete boolean)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off SET enable_indexscan = on SET enable_indexonlyscan = on AS $fn$
DECLARE
  first_alt text[] := string_to_array(alts[1], E'\x1f');
  second_alt text[] := string_to_array(coalesce(alts[2], alts[1]), E'\x1f');
  found int[] := '{}';
  level int;
BEGIN
  FOR level IN SELECT DISTINCT t FROM unnest(full_typos) AS t ORDER BY t LOOP
    found := found || ARRAY(
      SELECT f.contact_id FROM (
        SELECT DISTINCT a.sort_key, a.contact_id
          FROM unnest(full_names, full_typos) AS n(token, typos)
          CROSS JOIN LATERAL (
            SELECT e.sort_key, e.contact_id FROM contact_search_token e
             WHERE e.token = n.token AND (ou_ids IS NULL OR e.ou_id = ANY(ou_ids))
               AND NOT e.contact_id = ANY(excluded) AND NOT e.contact_id = ANY(found)
             ORDER BY e.sort_key, e.contact_id LIMIT lim - cardinality(found)) AS a
         WHERE n.typos = level) AS f
       ORDER BY f.sort_key, f.contact_id LIMIT lim - cardinality(found));
    EXIT WHEN cardinality(found) >= lim;
  END LOOP;
  complete := true;
  IF cardinality(found) >= lim OR names_complete THEN
    NULL;
  ELSIF cardinality(found) > page_offset + take THEN
    -- The whole names fill the page with one to spare: the other matches only come after it.
    complete := false;
  ELSIF ou_ids IS NOT NULL AND narrow_scope THEN
    -- A narrow scope drives the read beside the GIN index, planned for this call (as cd_contains_page).
    EXECUTE $q$
      SELECT $9 || coalesce(array_agg(r.id ORDER BY r.typos, r.sort_name, r.id), '{}') FROM (
        SELECT m.id, m.sort_name,
               (SELECT coalesce(sum(CASE WHEN m.t @> ARRAY[$1[k]] THEN 0
                                         WHEN m.t && string_to_array($2[k], E'\x1f') THEN 1 ELSE 2 END), 0)
                  FROM generate_subscripts($2, 1) AS k WHERE $2[k] IS NOT NULL) AS typos
          FROM (SELECT c.id, c.sort_name, c.search_tokens || '{}'::text[] AS t FROM contact c
                 WHERE c.search_tokens && $3 AND c.search_tokens && $4 AND c.ou_id = ANY($5)
                   AND NOT c.id = ANY($6)
                 OFFSET 0) m
         WHERE cardinality($7) <= 2
            OR NOT EXISTS (SELECT 1 FROM unnest($7[3:]) a WHERE NOT m.t && string_to_array(a, E'\x1f'))
         LIMIT $8) r$q$
      INTO found USING prefixes, one, first_alt, second_alt, ou_ids, excluded || found, alts,
                       lim - cardinality(found), found;
  ELSE
    SELECT found || coalesce(array_agg(r.id ORDER BY r.typos, r.sort_name, r.id), '{}') INTO found FROM (
      SELECT m.id, m.sort_name,
             (SELECT coalesce(sum(CASE WHEN m.t @> ARRAY[prefixes[k]] THEN 0
                                       WHEN m.t && string_to_array(one[k], E'\x1f') THEN 1 ELSE 2 END), 0)
                FROM generate_subscripts(one, 1) AS k WHERE one[k] IS NOT NULL) AS typos
        FROM (SELECT c.id, c.sort_name, c.search_tokens || '{}'::text[] AS t FROM contact c
               WHERE c.search_tokens && first_alt AND c.search_tokens && second_alt
                 AND (ou_ids IS NULL OR c.ou_id = ANY(ou_ids))
                 AND NOT c.id = ANY(excluded) AND NOT c.id = ANY(found)
               OFFSET 0) m
       WHERE cardinality(alts) <= 2
          OR NOT EXISTS (SELECT 1 FROM unnest(alts[3:]) a WHERE NOT m.t && string_to_array(a, E'\x1f'))
       LIMIT lim - cardinality(found)) r;
  END IF;
  matched := cardinality(found);
  ids := coalesce(found[page_offset + 1 : page_offset + take], '{}');
END
$fn$;

-- cd_contains_page, then the typo tier, as migration search_typo_one_call made it; `typo_complete` is
-- cd_typo_page's `complete` (true when the tier was not read).
CREATE FUNCTION cd_contains_typo_page(like_pattern text, name_pattern text, unit_code text, earlier text[],
                                      ou_ids int[], lim int, page_offset int, take int, all_below int,
                                      found_before int, typo_below int, spell_words text[], spell_deltas int[],
                                      spell_each int, narrow_scope boolean, words text[], earlier_ids int[],
                                      page_start int, page_end int, cap int, typo_max int, names_max int,
                                      page_before int[],
                                      OUT matched int, OUT ids int[], OUT typo_matched int, OUT typo_ids int[],
                                      OUT items json, OUT typo_complete boolean)
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  contains record;
  typo record;
  found int;
  fix_i int[] := '{}';
  fix_word text[];
  fix_distance int[];
  alts text[];
  one text[];
  names text[];
  typos int[];
BEGIN
  SELECT * INTO contains FROM cd_contains_page(like_pattern, name_pattern, unit_code, earlier, ou_ids, lim,
    page_offset, take, all_below, found_before, typo_below, spell_words, spell_deltas, spell_each,
    narrow_scope);
  matched := contains.matched;
  ids := contains.ids;
  typo_matched := 0;
  typo_ids := '{}';
  typo_complete := true;
  found := found_before + matched;
  IF contains.candidates IS NOT NULL AND found < typo_below THEN
    -- Arrays, not a temporary table: a search may run on a read replica.
    SELECT coalesce(array_agg(f.i ORDER BY f.i, f.distance, f.ord), '{}'),
           coalesce(array_agg(f.word ORDER BY f.i, f.distance, f.ord), '{}'),
           coalesce(array_agg(f.distance ORDER BY f.i, f.distance, f.ord), '{}')
      INTO fix_i, fix_word, fix_distance
      FROM (SELECT (x.e ->> 'i')::int AS i, x.e ->> 'w' AS word, x.ord,
                   cd_typo_distance(words[(x.e ->> 'i')::int], x.e ->> 'w', spell_deltas[(x.e ->> 'i')::int])
                     AS distance
              FROM json_array_elements(contains.candidates) WITH ORDINALITY AS x(e, ord)) f
     WHERE f.distance <= spell_deltas[f.i];
  END IF;
  IF cardinality(fix_i) > 0 THEN
    alts := ARRAY(SELECT array_to_string(ARRAY['>' || u.w] || ARRAY(
                           SELECT x.word FROM unnest(fix_i, fix_word) WITH ORDINALITY AS x(i, word, ord)
                            WHERE x.i = u.i ORDER BY x.ord), E'\x1f')
                    FROM unnest(words) WITH ORDINALITY AS u(w, i) ORDER BY u.i);
    one := ARRAY(SELECT CASE WHEN u.i = ANY(fix_i) THEN
                   coalesce((SELECT string_agg(x.word, E'\x1f' ORDER BY x.ord)
                               FROM unnest(fix_i, fix_word, fix_distance) WITH ORDINALITY AS x(i, word, distance, ord)
                              WHERE x.i = u.i AND x.distance = 1), '') END
                   FROM generate_subscripts(words, 1) AS u(i) ORDER BY u.i);
    SELECT n.names, n.typos INTO names, typos
      FROM cd_typo_names(words, fix_i, fix_word, fix_distance, names_max) AS n;
    SELECT * INTO typo FROM cd_typo_page(alts, ARRAY(SELECT '>' || w FROM unnest(words) AS w), one, names,
      typos, cardinality(words) = 1, earlier_ids || coalesce(contains.all_ids, '{}'), ou_ids, narrow_scope,
      least(cap + 1 - found, typo_max), greatest(0, page_start - found),
      greatest(0, page_end - greatest(page_start, found)));
    typo_matched := typo.matched;
    typo_ids := typo.ids;
    typo_complete := typo.complete;
  END IF;
  IF page_before IS NOT NULL AND cardinality(page_before || ids || typo_ids) > 0 THEN
    items := cd_search_items(page_before || ids || typo_ids);
  END IF;
END
$fn$;
