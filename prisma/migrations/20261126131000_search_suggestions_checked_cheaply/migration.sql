-- ---------------------------------------------------------------------------------------------------------
-- "Did you mean" in one call, checked cheaply, stopping at the suggestions shown (issue 17 item 3, decision
-- 099 item 10). The API folded the text and looked up its spelling candidates (one round trip), then sent
-- one statement evaluating a GIN containment for every checked combination (all of them: UNION ALL … ORDER
-- BY i LIMIT 3), each an intersection of posting lists with a common surname such as '>chan': about 10 ms
-- for a search that finds nobody at 1M. Functions only: nothing to migrate.
-- ---------------------------------------------------------------------------------------------------------

-- Whether a contact in `ou_ids` (NULL: any) holds every token of `tokens`, deciding from
-- contact_search_token's key where it can, which holds every listed token (cd_listed_token) of every
-- contact with the contact's OU:
-- - a listed token nobody in scope holds: nobody (one descent of the key);
-- - the rarest listed token held by at most `walk_max` contacts in scope: its entries walked, the other
--   listed tokens probed on the key for the same (sort_key, contact_id), unlisted ones on the contact row:
--   exact either way;
-- - `full_name` ('=mandy chan') held by one of its first `walk_max` holders in scope who holds every token
--   (checked on the contact row: a full name does not imply its words' tokens): someone;
-- - otherwise the GIN containment as before, planned for its values (a generic plan of an EXISTS may walk
--   another index in the hope of an early row).
CREATE FUNCTION cd_suggestion_found(tokens text[], full_name text, ou_ids int[], walk_max int)
RETURNS boolean
LANGUAGE plpgsql STABLE
SET enable_seqscan = off SET enable_indexscan = on SET enable_indexonlyscan = on AS $fn$
DECLARE
  t text;
  n int;
  rarest text;
  rarest_n int;
  hit boolean;
  listed text[] := ARRAY(SELECT x FROM unnest(tokens) AS x WHERE cd_listed_token(x));
  unlisted text[] := ARRAY(SELECT x FROM unnest(tokens) AS x WHERE NOT cd_listed_token(x));
BEGIN
  FOREACH t IN ARRAY listed LOOP
    SELECT count(*) INTO n FROM (
      SELECT 1 FROM contact_search_token e
       WHERE e.token = t AND (ou_ids IS NULL OR e.ou_id = ANY(ou_ids)) LIMIT walk_max + 1) AS x;
    IF n = 0 THEN RETURN false; END IF;
    IF rarest_n IS NULL OR n < rarest_n THEN
      rarest := t;
      rarest_n := n;
    END IF;
  END LOOP;
  IF rarest_n IS NOT NULL AND (rarest_n <= walk_max OR cardinality(tokens) = 1) THEN
    RETURN EXISTS (
      SELECT 1 FROM contact_search_token e
       WHERE e.token = rarest AND (ou_ids IS NULL OR e.ou_id = ANY(ou_ids))
         AND NOT EXISTS (SELECT 1 FROM unnest(listed) AS o(token)
                          WHERE o.token <> rarest
                            AND NOT EXISTS (SELECT 1 FROM contact_search_token p
                                             WHERE p.token = o.token AND p.sort_key = e.sort_key
                                               AND p.contact_id = e.contact_id))
         AND (cardinality(unlisted) = 0
              OR (SELECT c.search_tokens FROM contact c WHERE c.id = e.contact_id) @> unlisted));
  END IF;
  IF full_name IS NOT NULL AND EXISTS (
       SELECT 1 FROM (SELECT e.contact_id FROM contact_search_token e
                       WHERE e.token = full_name AND (ou_ids IS NULL OR e.ou_id = ANY(ou_ids))
                       LIMIT walk_max) AS f
        WHERE (SELECT c.search_tokens FROM contact c WHERE c.id = f.contact_id) @> tokens) THEN
    RETURN true;
  END IF;
  IF ou_ids IS NULL THEN
    EXECUTE 'SELECT EXISTS (SELECT 1 FROM contact c WHERE c.search_tokens @> $1)' INTO STRICT hit USING tokens;
  ELSE
    EXECUTE 'SELECT EXISTS (SELECT 1 FROM contact c WHERE c.search_tokens @> $1 AND c.ou_id + 0 = ANY($2))'
      INTO STRICT hit USING tokens, ou_ids;
  END IF;
  RETURN hit;
END
$fn$;

-- "Did you mean" for the folded query `words` (spelling.ts, spellingSuggestions): each word kept as typed
-- (its prefix token) or replaced by one of its `per_word` closest spelling candidates (cd_spelling_candidates
-- with `max_delta`, `max_each`) within its budget (`budgets`, 0: not corrected) by cd_typo_distance, closest
-- then most similar; the combinations with at least one edit ranked by edits, then in the order of the words'
-- options (the first word's slowest), at most `checked` of them, checked in that order by
-- cd_suggestion_found until `shown` find someone in `ou_ids`. Returns those, as texts.
CREATE FUNCTION cd_spelling_suggestions(words text[], budgets int[], ou_ids int[], max_delta int, max_each int,
                                        per_word int, checked int, shown int, walk_max int)
RETURNS text[]
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  fix_i int[];
  fix_o int[];
  fix_word text[];
  fix_distance int[];
  combo record;
  found text[] := '{}';
BEGIN
  SELECT array_agg(g.i), array_agg(g.o), array_agg(g.word), array_agg(g.distance)
    INTO fix_i, fix_o, fix_word, fix_distance
    FROM (SELECT f.i, f.word, f.distance,
                 row_number() OVER (PARTITION BY f.i ORDER BY f.distance, f.ord)::int AS o
            FROM (SELECT c.i, c.word, c.ord, cd_typo_distance(words[c.i], c.word, budgets[c.i]) AS distance
                    FROM cd_spelling_candidates(
                           ARRAY(SELECT CASE WHEN budgets[k] > 0 THEN words[k] END
                                   FROM generate_subscripts(words, 1) AS k ORDER BY k),
                           max_delta, max_each) WITH ORDINALITY AS c(i, word, ord)) AS f
           WHERE f.distance <= budgets[f.i]) AS g
   WHERE g.o <= per_word;
  IF fix_i IS NULL THEN RETURN found; END IF;
  FOR combo IN
    WITH RECURSIVE options AS (
      SELECT k AS i, 0 AS o, '>' || words[k] AS token, words[k] AS word, 0 AS distance
        FROM generate_subscripts(words, 1) AS k
      UNION ALL
      SELECT x.i, x.o, x.word, x.word, x.distance FROM unnest(fix_i, fix_o, fix_word, fix_distance) AS x(i, o, word, distance)
    ), combos(k, key, tokens, texts, edits) AS (
      SELECT 0, '{}'::int[], '{}'::text[], '{}'::text[], 0
      UNION ALL
      SELECT c.k + 1, c.key || o.o, c.tokens || o.token, c.texts || o.word, c.edits + o.distance
        FROM combos c JOIN options o ON o.i = c.k + 1
    )
    SELECT c.tokens, c.texts FROM combos c
     WHERE c.k = cardinality(words) AND c.edits > 0
     ORDER BY c.edits, c.key LIMIT checked
  LOOP
    IF cd_suggestion_found(combo.tokens,
                           CASE WHEN cardinality(words) > 1 THEN '=' || array_to_string(combo.texts, ' ') END,
                           ou_ids, walk_max) THEN
      found := found || array_to_string(combo.texts, ' ');
      EXIT WHEN cardinality(found) >= shown;
    END IF;
  END LOOP;
  RETURN found;
END
$fn$;
