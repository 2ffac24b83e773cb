-- ---------------------------------------------------------------------------------------------------------
-- The deletions table (migration search_word_deletions, decision 099 item 8) bounded at words of 18 letters
-- (was 34). A word of L letters stores up to L + L(L-1)/2 deletions at depth 2: 528 rows for 32 letters. A
-- test inserting 20,000 contacts named by md5 hashes (~60,000 new 32-character words) wrote some 31 million
-- rows and ran past its 300 s limit; an import of machine-made names would do the same in production. Now
-- at most 171 rows a word (18 letters), and a query word of more than 16 letters (16 + two typos) takes the
-- trigram path, as one of more than 32 did. Real name words are far shorter (the 1M folder's longest
-- listed word has 13 letters), so no search changes.
-- ---------------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION cd_typo_deletion_depth(letters int) RETURNS int
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
  SELECT CASE WHEN letters > 18 OR letters < 4 THEN NULL WHEN letters >= 9 THEN 2 WHEN letters >= 5 THEN 1
              ELSE 0 END
$fn$;

DELETE FROM search_word_deletion WHERE length(word) > 18;

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
    -- The typos a search forgives in a word of n letters (spelling.ts typoBudget): the table covers those.
    IF n <= 16 AND max_delta <= (CASE WHEN n >= 9 THEN 2 WHEN n >= 5 THEN 1 ELSE 0 END) THEN
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
