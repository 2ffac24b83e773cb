-- ---------------------------------------------------------------------------------------------------------
-- "Did you mean" for words of three and four letters from the deletions table (issue 17 item 3, decision
-- 099 items 8 and 10). Their budget is one typo, and the trigram path lost a swap of the first two letters:
-- 'eirc' and 'eric' share one trigram of nine (similarity 0.11, under its 0.15), so 'eirc ho' suggested
-- nothing; 'cahn', 'wnog' and 'lma' likewise.
--
-- One typo against a query of 3–4 letters: a listed word of L letters deletes at most 1 − max(0, n − L) of
-- its own (migration search_word_deletions), so one from words of 3 and 4 letters (a swap or a wrong letter
-- against a word as long; 'jonh' against 'jon' needs none) and from 5 as before. Both lists hold only words
-- of three letters or more, so nothing shorter is ever a correction on either path. So words of 3 and 4
-- letters now store their deletions of one letter (were: 4 letters the word alone, 3 letters nothing): the
-- 1M folder's 479 + 392 such words make 7,031 rows in all instead of 3,677 (656 kB).
--
-- cd_spelling_candidates then answers from the table every budget it covers: one typo from 3 letters to 17
-- (a 17-letter query reaches 18-letter words, deleting one of their two stored letters), two from 9 to 16,
-- as before. The typo tier asks for one typo from 5 letters and two from 9 only, so none of its lookups
-- changes; "Did you mean" asks for one at 3–4 letters (now the table) and two or three from 5 letters
-- (still trigrams: the deletions those need are not stored).
--
-- cd_spelling_suggestions combines each word's three closest corrections that someone holds (in any OU, one
-- probe of contact_search_token's key each). At three letters most listed words are syllables, many of them
-- nobody's reading: 'lma' had 'laa', 'lea' and 'lia' before 'lam' (a swap: Levenshtein two, so after them),
-- and only 'lea' was found. A correction nobody holds can never be offered (a held full name's words are
-- held tokens too), so the suggestions a caller may see are only ever added to; each is still checked in the
-- caller's scope, whole names for several words, as before.
-- ---------------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION cd_typo_deletion_depth(letters int) RETURNS int
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
  SELECT CASE WHEN letters > 18 OR letters < 3 THEN NULL WHEN letters >= 9 THEN 2 ELSE 1 END
$fn$;

-- After the depth (which the lists' triggers read), so a word added meanwhile is not missed.
INSERT INTO search_word_deletion (deletion, word)
SELECT DISTINCT d, w.word
  FROM (SELECT word FROM search_word WHERE length(word) IN (3, 4)
        UNION SELECT word FROM search_syllable WHERE length(word) IN (3, 4)) AS w,
       unnest(cd_word_deletions(w.word, cd_typo_deletion_depth(length(w.word)))) AS d
ON CONFLICT DO NOTHING;
ANALYZE search_word_deletion;

CREATE OR REPLACE FUNCTION cd_spelling_candidates(words text[], max_delta int, max_each int)
RETURNS TABLE (word_index int, candidate text)
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  w text;
  n int;
  k int := 0;
BEGIN
  IF words IS NULL THEN RETURN; END IF;
  FOREACH w IN ARRAY words LOOP
    k := k + 1;
    n := length(w);
    -- levenshtein refuses words over 255 characters; no name word is that long.
    CONTINUE WHEN w IS NULL OR n > 255;
    -- The budgets the table's depths (cd_typo_deletion_depth) cover: every listed word within max_delta
    -- shares a stored deletion with one of the query's.
    IF max_delta <= (CASE WHEN n BETWEEN 9 AND 16 THEN 2 WHEN n BETWEEN 3 AND 17 THEN 1 ELSE 0 END) THEN
      RETURN QUERY
        SELECT k, s.word FROM (
          SELECT DISTINCT x.word, public.levenshtein_less_equal(x.word, w, 2 * max_delta) AS lev
            FROM search_word_deletion x
           WHERE x.deletion = ANY (cd_word_deletions(w, max_delta))
             AND x.word <> w
             AND abs(length(x.word) - n) <= max_delta
             AND n + length(x.word) - 2 * length(x.deletion) <= 2 * max_delta - abs(length(x.word) - n)
           ORDER BY 2, 1
           LIMIT max_each) AS s;
    ELSE
      RETURN QUERY
        SELECT k, m.word FROM (
          SELECT d.word, public.similarity(d.word, w) AS sim
            FROM ((SELECT x.word FROM search_word x
                    WHERE abs(length(x.word) - n) <= max_delta
                      AND public.levenshtein_less_equal(x.word, w, 2 * max_delta) <= 2 * max_delta
                   OFFSET 0)
                  UNION
                  (SELECT y.word FROM search_syllable y
                    WHERE abs(length(y.word) - n) <= max_delta
                      AND public.levenshtein_less_equal(y.word, w, 2 * max_delta) <= 2 * max_delta
                   OFFSET 0)) AS d
           WHERE d.word <> w OFFSET 0) AS m
         WHERE m.sim >= 0.15
         ORDER BY m.sim DESC, m.word
         LIMIT max_each;
    END IF;
  END LOOP;
END
$fn$;

CREATE OR REPLACE FUNCTION cd_spelling_suggestions(words text[], budgets int[], ou_ids int[], max_delta int, max_each int,
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
           WHERE f.distance <= budgets[f.i]
             -- In any OU: a probe in the caller's scope would walk a common word's holders outside it.
             AND EXISTS (SELECT 1 FROM contact_search_token e WHERE e.token = f.word)) AS g
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
