-- ---------------------------------------------------------------------------------------------------------
-- The contains tier, the typo rule and the typo tier in one call, with the page's rows (issue 17 item 1,
-- decision 099 item 16). The typo rule's distance (optimal string alignment: an adjacent swap counts one)
-- was checked in the API between cd_contains_page and cd_typo_page, so a typo search took a round trip for
-- each, then one more for its rows. Functions only: nothing to migrate.
-- ---------------------------------------------------------------------------------------------------------

-- The optimal string alignment distance of `a` and `b` (spelling.ts editDistance, which this must match):
-- insertions, deletions, substitutions and swaps of adjacent letters, each one edit, no letter edited twice;
-- anything above `max` is max + 1. The dynamic programme in PL/pgSQL, for the rare pairs
-- cd_typo_distance cannot settle with the C Levenshtein.
CREATE FUNCTION cd_osa_distance(a text, b text, max int) RETURNS int
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
  s text[] := string_to_array(a, NULL);
  t text[] := string_to_array(b, NULL);
  m int := coalesce(cardinality(s), 0);
  n int := coalesce(cardinality(t), 0);
  before int[];
  previous int[];
  current int[];
  row_min int;
  d int;
  i int;
  j int;
BEGIN
  IF abs(m - n) > max THEN RETURN max + 1; END IF;
  previous := ARRAY(SELECT generate_series(0, n));
  FOR i IN 1 .. m LOOP
    current := ARRAY[i];
    row_min := i;
    FOR j IN 1 .. n LOOP
      d := least(previous[j + 1] + 1, current[j] + 1,
                 previous[j] + CASE WHEN s[i] = t[j] THEN 0 ELSE 1 END);
      IF i > 1 AND j > 1 AND s[i] = t[j - 1] AND s[i - 1] = t[j] THEN
        d := least(d, before[j - 1] + 1);
      END IF;
      current := current || d;
      row_min := least(row_min, d);
    END LOOP;
    IF row_min > max THEN RETURN max + 1; END IF;
    before := previous;
    previous := current;
  END LOOP;
  RETURN least(previous[n + 1], max + 1);
END
$fn$;

-- The same distance, settled in almost every case by the C Levenshtein (fuzzystrmatch) and a swap check: a
-- distance of 0 or 1 is Levenshtein's unless the words differ by one adjacent swap (1); above that, a
-- distance under Levenshtein's needs a swap, and some adjacent swap of `a` then brings it within
-- 2 × max − 2 by Levenshtein (each further swap is two Levenshtein edits), so only such pairs, rare among
-- the candidates, take the dynamic programme. max + 1 when above `max`.
CREATE FUNCTION cd_typo_distance(a text, b text, max int) RETURNS int
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SET search_path = public, pg_temp AS $fn$
DECLARE
  m int := length(a);
  lev int;
  k int;
BEGIN
  IF abs(m - length(b)) > max THEN RETURN max + 1; END IF;
  -- levenshtein refuses words over 255 characters; no name word is that long.
  IF m > 255 OR length(b) > 255 THEN RETURN cd_osa_distance(a, b, max); END IF;
  lev := levenshtein_less_equal(a, b, greatest(max + 1, 2));
  IF lev <= 1 THEN RETURN least(lev, max + 1); END IF;
  IF m = length(b) THEN
    k := 1;
    WHILE k < m AND substr(a, k, 1) = substr(b, k, 1) LOOP k := k + 1; END LOOP;
    IF k < m AND b = overlay(a PLACING substr(a, k + 1, 1) || substr(a, k, 1) FROM k FOR 2) THEN
      RETURN least(1, max + 1);
    END IF;
  END IF;
  IF max <= 1 THEN RETURN max + 1; END IF;
  IF lev = 2 THEN RETURN 2; END IF;
  FOR k IN 1 .. m - 1 LOOP
    IF levenshtein_less_equal(overlay(a PLACING substr(a, k + 1, 1) || substr(a, k, 1) FROM k FOR 2), b,
                              2 * max - 2) <= 2 * max - 2 THEN
      RETURN cd_osa_distance(a, b, max);
    END IF;
  END LOOP;
  RETURN least(lev, max + 1);
END
$fn$;

-- The typo tier's corrected whole names (cd_typo_page's `full_names`, `full_typos`): every combination of
-- the query `words` as typed or corrected, not all as typed, as full-name tokens ('=michael wong') with
-- their typos; none when more than `names_max` (the tier then reads the GIN index alone). One word: its
-- corrections themselves. `fix_*`: the corrections, each word's (`fix_i`) closest first.
CREATE FUNCTION cd_typo_names(words text[], fix_i int[], fix_word text[], fix_distance int[], names_max int,
                              OUT names text[], OUT typos int[])
LANGUAGE plpgsql IMMUTABLE AS $fn$
DECLARE
  k int;
BEGIN
  IF cardinality(words) = 1 THEN
    SELECT coalesce(array_agg(x.word ORDER BY x.ord), '{}'), coalesce(array_agg(x.distance ORDER BY x.ord), '{}')
      INTO names, typos FROM unnest(fix_i, fix_word, fix_distance) WITH ORDINALITY AS x(i, word, distance, ord);
    RETURN;
  END IF;
  names := ARRAY[''];
  typos := ARRAY[0];
  FOR k IN 1 .. cardinality(words) LOOP
    SELECT array_agg(ltrim(n.name || ' ' || o.word) ORDER BY n.ord, o.ord),
           array_agg(n.typos + o.distance ORDER BY n.ord, o.ord)
      INTO names, typos
      FROM unnest(names, typos) WITH ORDINALITY AS n(name, typos, ord)
      CROSS JOIN (SELECT words[k] AS word, 0 AS distance, 0::bigint AS ord
                  UNION ALL
                  SELECT x.word, x.distance, x.ord
                    FROM unnest(fix_i, fix_word, fix_distance) WITH ORDINALITY AS x(i, word, distance, ord)
                   WHERE x.i = k) o;
    -- All as typed is one combination; each word adds combinations, never removes one.
    IF cardinality(names) - 1 > names_max THEN
      names := '{}';
      typos := '{}';
      RETURN;
    END IF;
  END LOOP;
  SELECT coalesce(array_agg('=' || n.name ORDER BY n.ord), '{}'), coalesce(array_agg(n.typos ORDER BY n.ord), '{}')
    INTO names, typos
    FROM unnest(names, typos) WITH ORDINALITY AS n(name, typos, ord) WHERE n.typos > 0;
END
$fn$;

-- cd_contains_page, then, when the tiers so far (`found_before` and the contains tier) found fewer than
-- `typo_below`, the typo tier: the spelling candidates cd_contains_page returned kept within each word's
-- typo budget (`spell_deltas`, 0: not corrected) by cd_typo_distance, closest first, then most similar;
-- per word its alternatives ('>word' and its corrections), its one-typo corrections (NULL: none), and the
-- corrected whole names (every combination of the words as typed or corrected but not all as typed, none
-- when more than `names_max`; one word: its corrections themselves), read by cd_typo_page, excluding
-- `earlier_ids` (the token tiers' rows) and the contains tier's. The typo tier's place on the page from
-- `page_start`/`page_end` and the cap, its bound `typo_max` (as the pager placed each tier: ranked-page.ts).
-- With `page_before` (the page's ids from the tiers before), `items` holds the whole page's rows
-- (cd_search_items), so no round trip of their own. Every argument up to `narrow_scope` is
-- cd_contains_page's.
CREATE FUNCTION cd_contains_typo_page(like_pattern text, name_pattern text, unit_code text, earlier text[],
                                      ou_ids int[], lim int, page_offset int, take int, all_below int,
                                      found_before int, typo_below int, spell_words text[], spell_deltas int[],
                                      spell_each int, narrow_scope boolean, words text[], earlier_ids int[],
                                      page_start int, page_end int, cap int, typo_max int, names_max int,
                                      page_before int[],
                                      OUT matched int, OUT ids int[], OUT typo_matched int, OUT typo_ids int[],
                                      OUT items json)
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
  END IF;
  IF page_before IS NOT NULL AND cardinality(page_before || ids || typo_ids) > 0 THEN
    items := cd_search_items(page_before || ids || typo_ids);
  END IF;
END
$fn$;
