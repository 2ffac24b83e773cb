-- ---------------------------------------------------------------------------------------------------------
-- Search tokens compare in byte order (decision 112, "Fourth pass"; issue 17 item 5).
--
-- Tokens are matched for equality and by prefix, never shown in their sort order, yet every index over them
-- sorted them under the database's collation: with a libc collation other than "C", PostgreSQL compares
-- strings with strcoll and without abbreviated keys. That was a fifth of the server's time in a big import's
-- commit. Under "C" they compare by memcmp: the GIN index of search_tokens built in 2.7 s against 3.6 s for
-- a 100,000-row import, and the token table's key in 1.85 s against 2.3 s.
--
-- What changes for a search: nothing that anyone sees. Tokens and words are only compared for equality
-- (a prefix is a token of its own, '>cha'), which is the same under any deterministic collation. The one
-- order taken from them, the tie-break between equally close typo suggestions (ORDER BY similarity, word),
-- is now code point order, as it already was under C.UTF-8, the embedded server's collation. Names are
-- still sorted by sort_name, which keeps the database's collation. The ALTERs rebuild the indexes on these columns (no table is rewritten):
-- about a minute and a half at a million contacts. The word-pruning trigger names search_tokens in its WHEN
-- clause, so it is dropped and created again around the ALTER, unchanged.
-- ---------------------------------------------------------------------------------------------------------

DROP TRIGGER contact_search_words_prune_update ON "contact";

ALTER TABLE "contact" ALTER COLUMN "search_tokens" TYPE text[] COLLATE "C";

CREATE TRIGGER contact_search_words_prune_update
  AFTER UPDATE ON "contact"
  FOR EACH ROW
  WHEN (OLD.search_tokens IS DISTINCT FROM NEW.search_tokens)
  EXECUTE FUNCTION contact_search_words_prune();

ALTER TABLE "contact_search_token" ALTER COLUMN "token" TYPE text COLLATE "C";

ALTER TABLE "search_word" ALTER COLUMN "word" TYPE text COLLATE "C";
