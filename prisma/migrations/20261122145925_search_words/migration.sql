-- CreateTable
CREATE TABLE "search_word" (
    "word" TEXT NOT NULL,

    CONSTRAINT "search_word_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE INDEX "search_word_word_trgm_idx" ON "search_word" USING GIN ("word" gin_trgm_ops);


-- ---------------------------------------------------------------------------------------------------------
-- The word list of the fuzzy tier (decision 060), kept by triggers beside the search columns trigger of
-- migration search_tokens. Hand-written below the generated part.
-- ---------------------------------------------------------------------------------------------------------

-- A contact's name words, read from its tokens: a word with its own prefix token ('chan' and '>chan'),
-- which name words have and title words, readings, emails and phone digits do not; three characters or
-- more, since trigram similarity of shorter words says nothing (the prefix tier finds those).
CREATE FUNCTION cd_token_name_words(tokens text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(array_agg(w), '{}') FROM (
    SELECT t FROM unnest(tokens) AS t WHERE length(t) >= 3 AND left(t, 1) NOT IN ('>', '=', '#')
    INTERSECT
    SELECT substr(t, 2) FROM unnest(tokens) AS t WHERE left(t, 1) = '>'
  ) AS words(w)
$fn$;

-- New name words join the list. ON CONFLICT DO NOTHING takes no lock on an existing word, so writers of
-- common names never queue on it. A BEFORE trigger named after contact_search_columns: PostgreSQL fires
-- the triggers of one event in name order, so the tokens it reads are the ones just computed.
CREATE FUNCTION contact_search_words_add() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  -- Touches from contact_email / contact_phone leave the names as they were: nothing to add.
  IF TG_OP = 'INSERT' OR NEW.search_tokens IS DISTINCT FROM OLD.search_tokens THEN
    INSERT INTO search_word (word) SELECT unnest(cd_token_name_words(NEW.search_tokens)) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END
$fn$;

CREATE TRIGGER contact_search_words_add
  BEFORE INSERT OR UPDATE ON "contact"
  FOR EACH ROW EXECUTE FUNCTION contact_search_words_add();

-- A contact lost name words (updated or deleted): each goes from the list unless another contact still
-- has it as a name word (the word and its prefix token; the GIN index answers). Runs after the row, so
-- the lookup sees the contact as it now is. A word pruned while a concurrent, uncommitted insert reuses it
-- is missing until that contact is next written: the fuzzy tier misses a misspelling of it meanwhile,
-- every exact, prefix and contains tier still finds the person.
CREATE FUNCTION contact_search_words_prune() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  kept text[] := CASE WHEN TG_OP = 'UPDATE' THEN NEW.search_tokens END;
BEGIN
  DELETE FROM search_word s
   WHERE s.word = ANY (ARRAY(SELECT unnest(cd_token_name_words(OLD.search_tokens))
                             EXCEPT SELECT unnest(coalesce(kept, '{}'))))
     AND NOT EXISTS (SELECT 1 FROM contact c WHERE c.search_tokens @> ARRAY[s.word, '>' || s.word]);
  RETURN NULL;
END
$fn$;

-- Not `UPDATE OF search_tokens`: that fires on the statement's SET list, and writers set the names, while
-- the BEFORE trigger sets the tokens.
CREATE TRIGGER contact_search_words_prune_update
  AFTER UPDATE ON "contact"
  FOR EACH ROW
  WHEN (OLD.search_tokens IS DISTINCT FROM NEW.search_tokens)
  EXECUTE FUNCTION contact_search_words_prune();

CREATE TRIGGER contact_search_words_prune_delete
  AFTER DELETE ON "contact"
  FOR EACH ROW
  EXECUTE FUNCTION contact_search_words_prune();

-- The words of the contacts that exist now.
INSERT INTO search_word (word)
SELECT DISTINCT unnest(cd_token_name_words(search_tokens)) FROM contact
ON CONFLICT DO NOTHING;
ANALYZE search_word;
