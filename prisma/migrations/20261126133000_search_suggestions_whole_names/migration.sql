-- ---------------------------------------------------------------------------------------------------------
-- "Did you mean" offers whole names (issue 17, decision 099 item 10). A correction of several words is
-- offered when someone in the caller's scope holds it as a full name ('=tommy kwok'), one word when someone
-- holds that word: one descent of contact_search_token's key each (full names, name words and readings are
-- listed tokens), in the combinations' order, until three are found. Before, each combination was checked
-- word by word (its words anywhere in the contact, walks of the key, then the GIN containment), which cost
-- 4-9 ms when most of the twelve checked combinations were common words nobody holds together: 'tomy kwok'
-- 7.7 ms, 'joye tang' 9.6 ms at 1M, the costliest tenth of the sampled typo searches. A suggestion still
-- never hints at someone outside the scope and still finds someone: the basic search's first tier reads the
-- same full-name token in the same scope. What changes: a correction whose words someone holds only in
-- separate fields, or with a word kept as typed that is only a prefix of theirs, is no longer offered.
-- Functions only.
-- ---------------------------------------------------------------------------------------------------------
DROP FUNCTION cd_spelling_suggestions(text[], int[], int[], int, int, int, int, int, int);
DROP FUNCTION cd_suggestion_found(text[], text, int[], int);
DROP FUNCTION cd_suggestion_walk(text[], text[], text[], text, text, int[], int);

CREATE FUNCTION cd_spelling_suggestions(words text[], budgets int[], ou_ids int[], max_delta int, max_each int,
                                        per_word int, checked int, shown int)
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
                    FROM (SELECT DISTINCT b FROM unnest(budgets) AS b WHERE b > 0) AS g
                    CROSS JOIN LATERAL cd_spelling_candidates(
                           ARRAY(SELECT CASE WHEN budgets[k] = g.b THEN words[k] END
                                   FROM generate_subscripts(words, 1) AS k ORDER BY k),
                           least(g.b, max_delta), max_each) WITH ORDINALITY AS c(i, word, ord)) AS f
           WHERE f.distance <= budgets[f.i]) AS g
   WHERE g.o <= per_word;
  IF fix_i IS NULL THEN RETURN found; END IF;
  FOR combo IN
    WITH RECURSIVE options AS (
      SELECT k AS i, 0 AS o, words[k] AS word, 0 AS distance
        FROM generate_subscripts(words, 1) AS k
      UNION ALL
      SELECT x.i, x.o, x.word, x.distance FROM unnest(fix_i, fix_o, fix_word, fix_distance) AS x(i, o, word, distance)
    ), combos(k, key, texts, edits) AS (
      SELECT 0, '{}'::int[], '{}'::text[], 0
      UNION ALL
      SELECT c.k + 1, c.key || o.o, c.texts || o.word, c.edits + o.distance
        FROM combos c JOIN options o ON o.i = c.k + 1
    )
    SELECT c.texts FROM combos c
     WHERE c.k = cardinality(words) AND c.edits > 0
     ORDER BY c.edits, c.key LIMIT checked
  LOOP
    IF EXISTS (SELECT 1 FROM contact_search_token e
                WHERE e.token = CASE WHEN cardinality(words) > 1 THEN '=' || array_to_string(combo.texts, ' ')
                                     ELSE combo.texts[1] END
                  AND (ou_ids IS NULL OR e.ou_id = ANY(ou_ids))) THEN
      found := found || array_to_string(combo.texts, ' ');
      EXIT WHEN cardinality(found) >= shown;
    END IF;
  END LOOP;
  RETURN found;
END
$fn$;
