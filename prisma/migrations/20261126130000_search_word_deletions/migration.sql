-- CreateTable
CREATE TABLE "search_word_deletion" (
    "deletion" TEXT NOT NULL,
    "word" TEXT NOT NULL,

    CONSTRAINT "search_word_deletion_pkey" PRIMARY KEY ("deletion","word")
);

-- ---------------------------------------------------------------------------------------------------------
-- The typo tier's spelling candidates from the listed words' deletions (issue 17 item 3, decision 099 item 8).
-- Hand-written below the generated table.
--
-- cd_spelling_candidates computed the Levenshtein distance to every word of search_word and search_syllable,
-- then the trigram similarity of the survivors: 0.3–0.8 ms a call at 1M, for each word a typo search
-- corrects. A word within the typo rule's distance d of a query word (optimal string alignment: insertions,
-- deletions, substitutions and adjacent swaps) shares with it a string made by deleting at most d letters
-- from each: each side deletes the letters the other lacks, both the substituted letters, both one letter
-- of a swapped pair ('micheal' and 'michael' share 'michel'). So the words of the lists are stored with their
-- deletions, and a query word's own deletions find them by equality.
--
-- How deep each listed word goes: the search forgives one typo from 5 letters and two from 9 (spelling.ts
-- typoBudget). A word of L letters matched against a query of n letters with budget d deletes at most
-- d − max(0, n − L) letters of its own (the rest of the budget went on the letters the query has over it):
-- none at 4 letters (only 5-letter queries reach it, deleting one), one at 5–8 (an 8-letter word against a
-- 9-letter query with two typos: at most one), two from 9. Words under 4 letters are never a search's
-- correction. The query side deletes up to its budget.
-- ---------------------------------------------------------------------------------------------------------

-- Every string made by deleting up to `depth` letters of `word`, the word itself included (duplicates too:
-- 'aab' gives 'ab' twice; callers use it with = ANY or DISTINCT). Positions in increasing order, so each set of
-- positions once. PL/pgSQL: 8 µs for a 7-letter word at depth 1, 19 µs for 9 letters at depth 2; the same
-- as a SQL function was planned on every call (60 µs).
CREATE FUNCTION cd_word_deletions(word text, depth int) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
  deletions text[] := ARRAY[word];
  n int := length(word);
  one text;
  i int;
  j int;
BEGIN
  IF depth > 2 THEN
    RAISE EXCEPTION 'cd_word_deletions: depth % is more than the typo rule''s 2', depth;
  END IF;
  IF depth >= 1 THEN
    FOR j IN 1 .. n LOOP
      one := overlay(word PLACING '' FROM j FOR 1);
      deletions := deletions || one;
      IF depth >= 2 THEN
        FOR i IN 1 .. j - 1 LOOP deletions := deletions || overlay(one PLACING '' FROM i FOR 1); END LOOP;
      END IF;
    END LOOP;
  END IF;
  RETURN deletions;
END
$fn$;

-- Letters a listed word of `letters` letters deletes in search_word_deletion (above), NULL for none. Query
-- words of more than 32 letters take the trigram path (cd_spelling_candidates), so words over 34 letters
-- (32 + two typos) are not stored: it bounds a silly long name word at 596 rows.
CREATE FUNCTION cd_typo_deletion_depth(letters int) RETURNS int
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
  SELECT CASE WHEN letters > 34 OR letters < 4 THEN NULL WHEN letters >= 9 THEN 2 WHEN letters >= 5 THEN 1
              ELSE 0 END
$fn$;

-- search_word_deletion follows both word lists, set-based per statement (search_word is written by the
-- token table's statement triggers on contact, one INSERT … ON CONFLICT DO NOTHING a statement, whose
-- transition table holds only the words really added; it loses words through contact_search_words_prune,
-- row by row). A word in both lists keeps its deletions until it has left both. TRUNCATE keeps only the
-- words still listed.
CREATE FUNCTION search_word_deletions_sync() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_word_deletion x
     WHERE NOT EXISTS (SELECT 1 FROM search_word w WHERE w.word = x.word)
       AND NOT EXISTS (SELECT 1 FROM search_syllable s WHERE s.word = x.word);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM search_word_deletion x
     USING old_words o, unnest(cd_word_deletions(o.word, cd_typo_deletion_depth(length(o.word)))) AS d(deletion)
     WHERE x.deletion = d.deletion AND x.word = o.word
       AND NOT EXISTS (SELECT 1 FROM search_word w WHERE w.word = o.word)
       AND NOT EXISTS (SELECT 1 FROM search_syllable s WHERE s.word = o.word);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_word_deletion (deletion, word)
    SELECT DISTINCT d, n.word
      FROM new_words n, unnest(cd_word_deletions(n.word, cd_typo_deletion_depth(length(n.word)))) AS d
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER search_word_deletions_insert AFTER INSERT ON "search_word"
  REFERENCING NEW TABLE AS new_words FOR EACH STATEMENT EXECUTE FUNCTION search_word_deletions_sync();
CREATE TRIGGER search_word_deletions_update AFTER UPDATE ON "search_word"
  REFERENCING OLD TABLE AS old_words NEW TABLE AS new_words
  FOR EACH STATEMENT EXECUTE FUNCTION search_word_deletions_sync();
CREATE TRIGGER search_word_deletions_delete AFTER DELETE ON "search_word"
  REFERENCING OLD TABLE AS old_words FOR EACH STATEMENT EXECUTE FUNCTION search_word_deletions_sync();
CREATE TRIGGER search_word_deletions_truncate AFTER TRUNCATE ON "search_word"
  FOR EACH STATEMENT EXECUTE FUNCTION search_word_deletions_sync();
CREATE TRIGGER search_syllable_deletions_insert AFTER INSERT ON "search_syllable"
  REFERENCING NEW TABLE AS new_words FOR EACH STATEMENT EXECUTE FUNCTION search_word_deletions_sync();
CREATE TRIGGER search_syllable_deletions_update AFTER UPDATE ON "search_syllable"
  REFERENCING OLD TABLE AS old_words NEW TABLE AS new_words
  FOR EACH STATEMENT EXECUTE FUNCTION search_word_deletions_sync();
CREATE TRIGGER search_syllable_deletions_delete AFTER DELETE ON "search_syllable"
  REFERENCING OLD TABLE AS old_words FOR EACH STATEMENT EXECUTE FUNCTION search_word_deletions_sync();
CREATE TRIGGER search_syllable_deletions_truncate AFTER TRUNCATE ON "search_syllable"
  FOR EACH STATEMENT EXECUTE FUNCTION search_word_deletions_sync();

-- The words listed now (after the triggers, so a word added meanwhile is not missed; 3,677 rows for the
-- 1,319 words of the 1M folder, 20 ms).
INSERT INTO search_word_deletion (deletion, word)
SELECT DISTINCT d, w.word
  FROM (SELECT word FROM search_word UNION SELECT word FROM search_syllable) AS w,
       unnest(cd_word_deletions(w.word, cd_typo_deletion_depth(length(w.word)))) AS d
ON CONFLICT DO NOTHING;
ANALYZE search_word_deletion;

-- Per query word (NULL: none), the words of either list that may be a misspelling of it, lengths within
-- `max_delta` of it, at most `max_each` a word: a superset of those within the typo rule's distance
-- `max_delta`, which the callers keep by cd_typo_distance (cd_contains_typo_page; "Did you mean").
-- Same signature and rows as before (migrations search_typos, search_typo_functions).
--
-- A word of 5–32 letters with a budget of at most the search's own (one from 5 letters, two from 9) is
-- looked up by its deletions: the listed words sharing one, both sides within the budget, and together
-- within 2 × budget − the length difference (what one alignment within the budget deletes; a pair further
-- apart shares only deletions no correction needs). 'micheal' 20 µs, 'stephanei' at two typos 57 µs, against
-- 0.3–0.4 ms by Levenshtein and trigrams at 1M (load 4–6); and only the shared-deletion words reach the
-- verdict ('cheung': 3 candidates, was 9). Closest by Levenshtein first, then alphabetical: the bound is
-- never reached by real names (the rule's words are few), and the order breaks ties only.
--
-- A larger budget ("Did you mean": one more than the search forgives) or a longer word takes the trigram
-- path as before: the listed words within twice the budget by Levenshtein, then trigram similarity 0.15,
-- most similar first. Deletions deep enough for those budgets (two letters from 5-letter words, three from
-- 9: 13,708 rows for the 1M folder's words against 3,677, and up to 299 strings to look up for a 12-letter
-- query) are not stored for a path taken only when a search found nobody.
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
    IF n <= 32 AND max_delta <= (CASE WHEN n >= 9 THEN 2 WHEN n >= 5 THEN 1 ELSE 0 END) THEN
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
