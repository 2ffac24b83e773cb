-- ---------------------------------------------------------------------------------------------------------
-- The contains tier reads the trigram index word by word (issue 17, decision 099 items 4 and 16). Functions
-- only: nothing to migrate.
--
-- `search_text LIKE '%jassica lau%'` made pg_trgm read every trigram of the pattern as one GIN scan key,
-- including those of the word boundaries (' la', '  l', 'ca '), which every contact whose any word starts
-- with 'l' or ends with 'ca' holds. GIN drives such a key from its rarest trigram and steps every other
-- trigram's posting list to each of that trigram's items, so a few very common trigrams cost 4.5–20 ms at
-- 1M contacts however few rows match. Each word of three letters or more as its own LIKE ('%jassica%' AND
-- '%lau%') is a scan key of its own: only the words' inner trigrams, and the keys intersected by skipping
-- (1.1 ms for 'jassica lau', 5 ms instead of 16 for 'ason chan'). The whole pattern is then checked on each
-- row the index yields, so the rows are exactly those of the pattern: each word is a literal run of it, so
-- every row holding the pattern holds each word.
-- ---------------------------------------------------------------------------------------------------------

-- The LIKE patterns the contains tier hands the trigram index for `like_pattern` ('%text%', as the API's
-- containsPattern writes it): one per word of three letters or more of [a-z0-9] (a word pg_trgm reads
-- whole, so it has trigrams of its own; anything else, a shorter word, a Chinese name, an email with its
-- dots, is kept with the next such word, or the last one), at most four (the fourth takes the rest). The
-- pattern itself, alone, when it has fewer than two such words or any LIKE wildcard or escape inside:
-- then nothing is gained, and a run cut out of it might not be a literal one.
CREATE FUNCTION cd_contains_segments(like_pattern text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
  parts text[];
  strong int[];
  segments text[] := '{}';
  last int;
  k int;
BEGIN
  IF like_pattern !~ '^%[^%_\\]+%$' THEN
    RETURN ARRAY[like_pattern];
  END IF;
  parts := string_to_array(substr(like_pattern, 2, length(like_pattern) - 2), ' ');
  -- COLLATE "C": a range of code points, whatever the database's collation.
  strong := ARRAY(SELECT i FROM generate_subscripts(parts, 1) AS i
                   WHERE parts[i] COLLATE "C" ~ '^[a-z0-9]{3,}$' ORDER BY i);
  IF cardinality(strong) < 2 THEN
    RETURN ARRAY[like_pattern];
  END IF;
  last := least(cardinality(strong), 4);
  -- Each run ends at its word and starts after the previous one's, so the runs joined by the spaces
  -- between them are the pattern: every part is in exactly one run, in order.
  FOR k IN 1 .. last LOOP
    segments := segments || ('%' || array_to_string(
      parts[CASE WHEN k = 1 THEN 1 ELSE strong[k - 1] + 1 END
            : CASE WHEN k = last THEN cardinality(parts) ELSE strong[k] END], ' ') || '%');
  END LOOP;
  RETURN segments;
END
$fn$;

-- cd_contains_page (migration search_typo_functions) again: same arguments, same result. Now
-- - the trigram index reads the pattern's runs (cd_contains_segments), each a LIKE of its own, and the
--   pattern is checked on the rows (`|| ''` keeps it out of the index condition, where it would bring its
--   boundary trigrams back); one statement per number of runs, so no row checks a run twice;
-- - the earlier tiers' tokens are tested on the rows only when those tiers found someone (`found_before`,
--   which the pager counts exactly in the same scope before it reads this tier): when they found nobody,
--   no row can hold them. Detoasting `search_tokens` for that test was 4–5 ms of the 1,001 rows a common
--   fragment reads ('ason chan');
-- - a department or OU whose name matches takes the statement with their arms, as before;
-- - no parallel workers: a bounded read of at most `lim` rows gains nothing from them, and which `lim` rows
--   a parallel plan returns when more match would depend on the workers' timing.
-- Static statements, not one built for the call: EXECUTE's parsing and planning cost 0.25 ms a call more.
CREATE OR REPLACE FUNCTION cd_contains_page(like_pattern text, name_pattern text, unit_code text, earlier text[],
                                            ou_ids int[], lim int, page_offset int, take int, all_below int,
                                            found_before int, typo_below int, spell_words text[],
                                            spell_deltas int[], spell_each int, narrow_scope boolean,
                                            OUT matched int, OUT ids int[], OUT all_ids int[], OUT candidates json)
LANGUAGE plpgsql STABLE
SET enable_indexscan = off SET enable_indexonlyscan = off SET enable_seqscan = off
SET max_parallel_workers_per_gather = 0 AS $fn$
DECLARE
  departments int[] := '{}';
  units int[] := '{}';
  segments text[] := ARRAY[like_pattern];
  s1 text;
  s2 text;
  s3 text;
  s4 text;
  found int[];
BEGIN
  matched := 0;
  ids := '{}';
  all_ids := '{}';
  IF name_pattern IS NOT NULL THEN
    departments := ARRAY(SELECT d.id FROM department d WHERE cd_fold_name(d.name) LIKE name_pattern
                            OR cd_fold_name(d.name_zh) LIKE name_pattern OR lower(d.code) = unit_code);
    units := ARRAY(SELECT o.id FROM organization_unit o WHERE cd_fold_name(o.name) LIKE name_pattern
                      OR cd_fold_name(o.name_zh) LIKE name_pattern OR lower(o.code) = unit_code);
  END IF;
  IF like_pattern IS NOT NULL OR cardinality(departments) > 0 OR cardinality(units) > 0 THEN
    IF like_pattern IS NOT NULL THEN
      segments := cd_contains_segments(like_pattern);
    END IF;
    -- Unused places repeat a run: the same trigrams, which GIN reads once.
    s1 := segments[1];
    s2 := coalesce(segments[2], s1);
    s3 := coalesce(segments[3], s2);
    s4 := coalesce(segments[4], s3);
    -- Sorted here: the rows are at most `lim`, and sorting them in the same statement keeps one scan.
    IF ou_ids IS NOT NULL AND narrow_scope THEN
      -- A narrow scope (one department's OU) drives the read beside the trigram index (decision 060):
      -- planned for this call, as before.
      EXECUTE $q$
        SELECT coalesce(array_agg(m.id ORDER BY m.sort_name, m.id), '{}') FROM (
          SELECT c.id, c.sort_name FROM contact c
           WHERE ((c.search_text LIKE $1 AND c.search_text LIKE $2 AND c.search_text LIKE $3
                   AND c.search_text LIKE $4 AND (c.search_text || '') LIKE $5)
                  OR c.department_id = ANY($6) OR c.ou_id = ANY($7))
             AND c.ou_id = ANY($8)
             AND ($11 = 0 OR NOT EXISTS (SELECT 1 FROM unnest($9) e
                                          WHERE c.search_tokens @> string_to_array(e, E'\x1f')))
           LIMIT $10) m$q$
        INTO found USING s1, s2, s3, s4, like_pattern, departments, units, ou_ids, earlier, lim, found_before;
    ELSIF cardinality(departments) > 0 OR cardinality(units) > 0 THEN
      SELECT coalesce(array_agg(m.id ORDER BY m.sort_name, m.id), '{}') INTO found FROM (
        SELECT c.id, c.sort_name FROM contact c
         WHERE ((c.search_text LIKE s1 AND c.search_text LIKE s2 AND c.search_text LIKE s3
                 AND c.search_text LIKE s4 AND (c.search_text || '') LIKE like_pattern)
                OR c.department_id = ANY(departments) OR c.ou_id = ANY(units))
           AND (ou_ids IS NULL OR c.ou_id = ANY(ou_ids))
           AND (found_before = 0 OR NOT EXISTS (SELECT 1 FROM unnest(earlier) e
                                                 WHERE c.search_tokens @> string_to_array(e, E'\x1f')))
         LIMIT lim) m;
    ELSIF cardinality(segments) = 1 THEN
      -- Every OU, or most of the directory: the scope is checked on the rows the index yields.
      SELECT coalesce(array_agg(m.id ORDER BY m.sort_name, m.id), '{}') INTO found FROM (
        SELECT c.id, c.sort_name FROM contact c
         WHERE c.search_text LIKE like_pattern
           AND (ou_ids IS NULL OR c.ou_id = ANY(ou_ids))
           AND (found_before = 0 OR NOT EXISTS (SELECT 1 FROM unnest(earlier) e
                                                 WHERE c.search_tokens @> string_to_array(e, E'\x1f')))
         LIMIT lim) m;
    ELSIF cardinality(segments) = 2 THEN
      SELECT coalesce(array_agg(m.id ORDER BY m.sort_name, m.id), '{}') INTO found FROM (
        SELECT c.id, c.sort_name FROM contact c
         WHERE c.search_text LIKE s1 AND c.search_text LIKE s2 AND (c.search_text || '') LIKE like_pattern
           AND (ou_ids IS NULL OR c.ou_id = ANY(ou_ids))
           AND (found_before = 0 OR NOT EXISTS (SELECT 1 FROM unnest(earlier) e
                                                 WHERE c.search_tokens @> string_to_array(e, E'\x1f')))
         LIMIT lim) m;
    ELSE
      SELECT coalesce(array_agg(m.id ORDER BY m.sort_name, m.id), '{}') INTO found FROM (
        SELECT c.id, c.sort_name FROM contact c
         WHERE c.search_text LIKE s1 AND c.search_text LIKE s2 AND c.search_text LIKE s3
           AND c.search_text LIKE s4 AND (c.search_text || '') LIKE like_pattern
           AND (ou_ids IS NULL OR c.ou_id = ANY(ou_ids))
           AND (found_before = 0 OR NOT EXISTS (SELECT 1 FROM unnest(earlier) e
                                                 WHERE c.search_tokens @> string_to_array(e, E'\x1f')))
         LIMIT lim) m;
    END IF;
    matched := cardinality(found);
    ids := coalesce(found[page_offset + 1 : page_offset + take], '{}');
    all_ids := CASE WHEN matched < all_below THEN found END;
  END IF;
  IF spell_words IS NOT NULL AND found_before + matched < typo_below THEN
    -- Each word with its own length allowance: 'cheung' beside 'stephanei' need not read words two
    -- letters longer or shorter.
    candidates := (SELECT json_agg(json_build_object('i', u.i, 'w', s.candidate))
                     FROM unnest(spell_words, spell_deltas) WITH ORDINALITY AS u(w, d, i)
                     CROSS JOIN LATERAL cd_spelling_candidates(ARRAY[u.w], u.d, spell_each) AS s
                    WHERE u.w IS NOT NULL);
  END IF;
END
$fn$;
