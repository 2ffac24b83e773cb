-- CreateTable
CREATE TABLE "search_syllable" (
    "word" TEXT NOT NULL,

    CONSTRAINT "search_syllable_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE INDEX "search_syllable_word_trgm_idx" ON "search_syllable" USING GIN ("word" gin_trgm_ops);


-- ---------------------------------------------------------------------------------------------------------
-- Typos (issue 17 item 3, decision 099): the readings' syllables as a second word list, and the lookup of
-- spelling candidates in both lists. Hand-written below the generated part.
-- ---------------------------------------------------------------------------------------------------------

-- Jyutping and pinyin syllables are tokens of every contact with a Chinese name, but not name words (they
-- have no prefix tokens), so search_word lacks them. cjk_reading is static: so is this list.
INSERT INTO search_syllable (word)
SELECT DISTINCT s FROM cjk_reading, unnest(jyutping || pinyin) AS s WHERE length(s) >= 3
ON CONFLICT DO NOTHING;
ANALYZE search_syllable;

-- Words of either list that may be a misspelling of each query word (a NULL word: none), lengths within
-- max_delta of it, at most max_each per word, most similar first. A superset: the API keeps those within the
-- allowed Damerau-Levenshtein distance (adjacent swaps count one). The threshold 0.15 is below the trigram
-- similarity of any word one edit from a word of five letters or more (0.2 at worst: a swap of the first two
-- letters) and of two edits from one of nine or more (0.16), the typo rule; pg_trgm's default 0.3 missed
-- 'msith' for 'smith'. max_each is a bound, not a ranking: similarity ranks a swap low ('zeong' and 'zoeng'
-- share 2 of 10 trigrams), so it must exceed what the threshold lets through (at most 62 words over the
-- demo's lists). A function, so the threshold is set for its statement alone and the statement is planned
-- once per connection.
CREATE FUNCTION cd_spelling_candidates(words text[], max_delta int, max_each int)
RETURNS TABLE (word_index int, candidate text)
LANGUAGE plpgsql STABLE
SET pg_trgm.similarity_threshold = 0.15 AS $fn$
BEGIN
  RETURN QUERY
  SELECT q.i::int, s.word
    FROM unnest(words) WITH ORDINALITY AS q(w, i)
    CROSS JOIN LATERAL (
      SELECT d.word FROM (SELECT x.word FROM search_word x WHERE x.word OPERATOR(public.%) q.w
                          UNION
                          SELECT y.word FROM search_syllable y WHERE y.word OPERATOR(public.%) q.w) AS d
       WHERE abs(length(d.word) - length(q.w)) <= max_delta AND d.word <> q.w
       ORDER BY public.similarity(d.word, q.w) DESC, d.word
       LIMIT max_each) AS s;
END
$fn$;
