-- ---------------------------------------------------------------------------------------------------------
-- The contains and typo tiers as functions (issue 17 item 1, decision 099 item 16). Their statements were
-- built by the API and planned on every request (the driver's unnamed statements): at 1,002,034 contacts the
-- contains statement planned in about 0.6 ms warm against 0.7 ms of execution, the typo statement likewise,
-- and the spelling lookup was a round trip of its own. A PL/pgSQL function's statements are planned once per
-- connection. Functions only: nothing to migrate.
--
-- Both run inside the API's bitmap-only transaction (search-sql.ts, readMatches), whose statement_timeout
-- bounds the whole call (3 s, then 503). The planner settings are on the functions too, so their cached
-- plans are made under them whoever calls: bitmaps only, never a walk of the sort_name index (decision 020).
-- ---------------------------------------------------------------------------------------------------------

-- Department and OU names for the contains tier, folded once: the tier matched `cd_fold(name) LIKE …` over
-- every department and OU on each call, 0.6 ms of a 1.0 ms call at 1M (63 departments, 21 OUs; cd_fold is
-- NFKC, unaccent, a translate and a regexp). Trigram indexes on the folded names, and on the lower-case
-- codes, let the lookup read only the names that can match. cd_fold is STABLE only because unaccent's
-- dictionary could change; the indexes assume it does not (a changed dictionary needs a REINDEX of these,
-- as it would of any folded copy). The search_path is fixed so VACUUM and ANALYZE, which evaluate index
-- expressions under a restricted one, still find unaccent's dictionary. Prisma does not model expression
-- indexes (nor check them for drift).
CREATE FUNCTION cd_fold_name(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path = public, pg_temp AS $fn$
  SELECT public.cd_fold(value)
$fn$;

CREATE INDEX department_folded_name_trgm_idx ON department USING GIN (cd_fold_name(name) gin_trgm_ops);
CREATE INDEX department_folded_name_zh_trgm_idx ON department USING GIN (cd_fold_name(name_zh) gin_trgm_ops);
CREATE INDEX department_lower_code_idx ON department (lower(code));
CREATE INDEX organization_unit_folded_name_trgm_idx ON organization_unit
  USING GIN (cd_fold_name(name) gin_trgm_ops);
CREATE INDEX organization_unit_folded_name_zh_trgm_idx ON organization_unit
  USING GIN (cd_fold_name(name_zh) gin_trgm_ops);
CREATE INDEX organization_unit_lower_code_idx ON organization_unit (lower(code));

-- The contains tier: contacts whose search text holds `like_pattern` (trigram LIKE; NULL: no such arm) or
-- whose department or OU name (folded) matches `name_pattern` or whose code is `unit_code` (NULL: no such arm),
-- in the OUs `ou_ids` (NULL: all; `narrow_scope`: few enough contacts for their index to drive the read,
-- search-sql.ts), not matched by an earlier tier: `earlier` lists the earlier token tiers'
-- alternatives, each its tokens joined by E'\x1f'. Counts to `lim`, returns the part of the tier
-- `page_offset`/`take` and, while the tier matched fewer than `all_below`, every id it matched (else NULL:
-- the typo tier, asked only then, excludes them). When `found_before + matched` is under `typo_below`, also the spelling candidates of
-- `spell_words` (NULL: none), each within `spell_deltas` letters of its length (cd_spelling_candidates: the
-- typo tier's next step, so no round trip of its own).
CREATE FUNCTION cd_contains_page(like_pattern text, name_pattern text, unit_code text, earlier text[], ou_ids int[],
                                 lim int, page_offset int, take int, all_below int,
                                 found_before int, typo_below int, spell_words text[], spell_deltas int[],
                                 spell_each int, narrow_scope boolean,
                                 OUT matched int, OUT ids int[], OUT all_ids int[], OUT candidates json)
LANGUAGE plpgsql STABLE
SET enable_indexscan = off SET enable_indexonlyscan = off SET enable_seqscan = off AS $fn$
DECLARE
  departments int[] := '{}';
  units int[] := '{}';
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
    -- Sorted here: the rows are at most `lim`, and sorting them in the same statement keeps one scan.
    IF ou_ids IS NOT NULL AND narrow_scope THEN
      -- A narrow scope (one department's OU) drives the read beside the trigram index (decision 060):
      -- planned for this call, as before, since a plan cached for every scope could not know it is narrow.
      EXECUTE $q$
        SELECT coalesce(array_agg(m.id ORDER BY m.sort_name, m.id), '{}') FROM (
          SELECT c.id, c.sort_name FROM contact c
           WHERE (c.search_text LIKE $1 OR c.department_id = ANY($2) OR c.ou_id = ANY($3))
             AND c.ou_id = ANY($4)
             AND NOT EXISTS (SELECT 1 FROM unnest($5) e WHERE c.search_tokens @> string_to_array(e, E'\x1f'))
           LIMIT $6) m$q$
        INTO found USING like_pattern, departments, units, ou_ids, earlier, lim;
    ELSE
      -- Every OU, or most of the directory: the scope is checked on the rows the indexes yield.
      SELECT coalesce(array_agg(m.id ORDER BY m.sort_name, m.id), '{}') INTO found FROM (
        SELECT c.id, c.sort_name FROM contact c
         WHERE (c.search_text LIKE like_pattern OR c.department_id = ANY(departments) OR c.ou_id = ANY(units))
           AND (ou_ids IS NULL OR c.ou_id = ANY(ou_ids))
           AND NOT EXISTS (SELECT 1 FROM unnest(earlier) e
                            WHERE c.search_tokens @> string_to_array(e, E'\x1f'))
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

-- The typo tier (decision 099 items 9 and 16): contacts holding, for every query word, one of its
-- alternatives (`alts`, per word its tokens joined by E'\x1f': the word as typed as a prefix '>word', and its
-- corrections), in the OUs `ou_ids`, not among `excluded` (the earlier tiers' ids). At most `lim` of them,
-- (`narrow_scope` as for cd_contains_page) ranked by typos (per corrected word, `prefixes[i]` held: 0, one of `one[i]`'s corrections: 1, else 2;
-- NULL `one[i]`: the word has no correction), then sort name and id; returns their count and the part of the
-- tier `page_offset`/`take`.
--
-- First the corrected whole names: `full_names` are the full-name tokens ('=michael wong') of the
-- corrections of the whole query, `full_typos` their typos. When they alone hold `lim` contacts, the tier's
-- bounded set is the first `lim` of them by typos, then name: key ranges of contact_search_token, read in
-- order per typo count until `lim` are found. The posting-list intersection they replace read every
-- contact of each word ('michael' 12,289 and '>wong' 58,827 for 892 Michael Wongs: 1.5–7 ms at 1M) and
-- then ranked an arbitrary `lim` of them. For one word, `full_names` are its corrections themselves and
-- `names_complete` is true: the tier is then exactly their holders (every holder of '>word' is an earlier
-- tier's, so excluded), read from the key whatever their number. Otherwise (fewer whole-name matches than
-- `lim`: the set is then complete) the GIN index as before: the first two words through it, any further ones checked on the rows,
-- search_tokens detoasted once per row (`|| '{}'`) rather than once per test of it.
-- Index scans are on for the key ranges whatever the calling transaction set; the GIN statement has no
-- ORDER BY for the planner to walk an index for, and sequential scans stay off.
CREATE FUNCTION cd_typo_page(alts text[], prefixes text[], one text[], full_names text[], full_typos int[],
                             names_complete boolean, excluded int[], ou_ids int[], narrow_scope boolean,
                             lim int, page_offset int, take int, OUT matched int, OUT ids int[])
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
  IF cardinality(found) >= lim OR names_complete THEN
    NULL;
  ELSIF ou_ids IS NOT NULL AND narrow_scope THEN
    -- A narrow scope drives the read beside the GIN index, planned for this call (as cd_contains_page).
    EXECUTE $q$
      SELECT coalesce(array_agg(r.id ORDER BY r.typos, r.sort_name, r.id), '{}') FROM (
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
      INTO found USING prefixes, one, first_alt, second_alt, ou_ids, excluded, alts, lim;
  ELSE
    SELECT coalesce(array_agg(r.id ORDER BY r.typos, r.sort_name, r.id), '{}') INTO found FROM (
      SELECT m.id, m.sort_name,
             (SELECT coalesce(sum(CASE WHEN m.t @> ARRAY[prefixes[k]] THEN 0
                                       WHEN m.t && string_to_array(one[k], E'\x1f') THEN 1 ELSE 2 END), 0)
                FROM generate_subscripts(one, 1) AS k WHERE one[k] IS NOT NULL) AS typos
        FROM (SELECT c.id, c.sort_name, c.search_tokens || '{}'::text[] AS t FROM contact c
               WHERE c.search_tokens && first_alt AND c.search_tokens && second_alt
                 AND (ou_ids IS NULL OR c.ou_id = ANY(ou_ids))
                 AND NOT c.id = ANY(excluded)
               OFFSET 0) m
       WHERE cardinality(alts) <= 2
          OR NOT EXISTS (SELECT 1 FROM unnest(alts[3:]) a WHERE NOT m.t && string_to_array(a, E'\x1f'))
       LIMIT lim) r;
  END IF;
  matched := cardinality(found);
  ids := coalesce(found[page_offset + 1 : page_offset + take], '{}');
END
$fn$;

-- cd_spelling_candidates (migration search_typos) again, same candidates for every correction the API
-- keeps: the trigram similarity (pg_trgm, about 5 µs a word here: it makes both words' trigrams each time)
-- is now computed only for the words of the right length within twice the allowed edits by Levenshtein
-- distance (fuzzystrmatch, C, about 0.3 µs). A word within the typo rule's distance (an adjacent swap counts
-- one) is within twice that by Levenshtein (a swap counts two), so no correction is lost; the similarity
-- threshold and the order (most similar first, a bound of `max_each`) are as before. 0.8–1.9 ms a call at
-- 1M ('cheung', 'stephanei cheung'), most of a typo search's PostgreSQL time once its statements were
-- planned once per connection, against 0.4–0.9 ms. No SET clause: the threshold is written out.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

CREATE OR REPLACE FUNCTION cd_spelling_candidates(words text[], max_delta int, max_each int)
RETURNS TABLE (word_index int, candidate text)
LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY
  SELECT q.i::int, s.word
    FROM unnest(words) WITH ORDINALITY AS q(w, i)
    CROSS JOIN LATERAL (
      SELECT n.word FROM (
        SELECT d.word, public.similarity(d.word, q.w) AS sim
          FROM ((SELECT x.word FROM search_word x
                  WHERE abs(length(x.word) - length(q.w)) <= max_delta
                    AND public.levenshtein_less_equal(x.word, q.w, 2 * max_delta) <= 2 * max_delta
                 OFFSET 0)
                UNION
                (SELECT y.word FROM search_syllable y
                  WHERE abs(length(y.word) - length(q.w)) <= max_delta
                    AND public.levenshtein_less_equal(y.word, q.w, 2 * max_delta) <= 2 * max_delta
                 OFFSET 0)) AS d
         WHERE d.word <> q.w OFFSET 0) AS n
     WHERE n.sim >= 0.15
     ORDER BY n.sim DESC, n.word
     LIMIT max_each) AS s
   -- levenshtein refuses words over 255 characters; no name word is that long.
   WHERE length(q.w) <= 255;
END
$fn$;
