-- CreateTable
CREATE TABLE "search_word" (
    "word" TEXT NOT NULL,

    CONSTRAINT "search_word_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE INDEX "search_word_word_trgm_idx" ON "search_word" USING GIN ("word" gin_trgm_ops);


-- ---------------------------------------------------------------------------------------------------------
-- The word list of the fuzzy tier (decision 060), kept by the contact triggers. Hand-written below the
-- generated part.
-- ---------------------------------------------------------------------------------------------------------

-- Name words of folded name text, in the forms the query side compares (joined and split at apostrophes
-- and hyphens: o'brien → obrien, brien); three characters or more, since trigram similarity of shorter
-- words says nothing (the prefix tier finds those).
CREATE FUNCTION cd_name_words(folded text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(array_agg(DISTINCT f), '{}')
    FROM unnest(cd_words(folded)) AS w,
         unnest(translate(w, '''-', '') || regexp_split_to_array(w, '[''-]+')) AS f
   WHERE length(f) >= 3
$fn$;

-- The search columns trigger of migration search_tokens, plus: a contact's new name words join the list.
-- ON CONFLICT DO NOTHING takes no lock on an existing word, so writers of common names never queue on it.
CREATE OR REPLACE FUNCTION contact_search_columns() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  display text := cd_fold(NEW.display_name);
  first text := cd_fold(NEW.first_name);
  middle text := cd_fold(NEW.middle_name);
  family text := cd_fold(NEW.family_name);
  local_name text := cd_fold(NEW.local_name);
  emails text[] := '{}';
  phone_tokens text[];
  tokens text[];
  e text;
BEGIN
  IF NEW.email IS NOT NULL AND btrim(NEW.email) <> '' THEN emails := ARRAY[lower(btrim(NEW.email))]; END IF;
  phone_tokens := cd_phone_tokens('#p', NEW.phone_country_code, NEW.phone_area_code, NEW.phone_number,
                                  NEW.phone_extension)
               || cd_phone_tokens('#m', NEW.mobile_country_code, NULL, NEW.mobile_number, NULL);
  -- Secondary rows exist only once the contact does; their own triggers bring the contact back here.
  IF TG_OP = 'UPDATE' THEN
    emails := emails || coalesce((SELECT array_agg(lower(btrim(email)) ORDER BY position)
                                    FROM contact_email WHERE contact_id = NEW.id), '{}');
    phone_tokens := phone_tokens || coalesce((
      SELECT array_agg(t)
        FROM contact_phone p,
             unnest(cd_phone_tokens(CASE p.kind WHEN 'MOBILE' THEN '#m' ELSE '#p' END,
                                    p.country_code, p.area_code, p.number, p.extension)) AS t
       WHERE p.contact_id = NEW.id), '{}');
  END IF;

  tokens := cd_name_tokens(display, true, true)
         || cd_name_tokens(concat_ws(' ', first, middle, family), true, true)
         || cd_name_tokens(first || ' ' || family, false, true)
         || cd_name_tokens(family || ' ' || first, false, true)
         || cd_name_tokens(local_name, true, true)
         || cd_chinese_tokens(NEW.chinese_name)
         || cd_words(translate(cd_fold(NEW.title), '''-', ''))
         || phone_tokens;
  FOREACH e IN ARRAY emails LOOP
    tokens := tokens || e || split_part(e, '@', 1);
  END LOOP;

  NEW.search_tokens := ARRAY(SELECT DISTINCT t FROM unnest(tokens) AS t);
  NEW.search_text := concat_ws(' ', display, first, middle, family, local_name,
    regexp_replace(NEW.chinese_name, '\s+', '', 'g'), array_to_string(emails, ' '),
    array_to_string(ARRAY(SELECT substr(t, 3) FROM unnest(phone_tokens) AS t), ' '));
  NEW.sort_name := display;
  -- Touches from contact_email / contact_phone leave the names as they were: no word to add.
  IF TG_OP = 'INSERT' OR NEW.search_tokens IS DISTINCT FROM OLD.search_tokens THEN
    INSERT INTO search_word (word)
    SELECT unnest(cd_name_words(concat_ws(' ', display, first, middle, family, local_name)))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END
$fn$;

-- A contact lost name words (updated or deleted): each goes from the list unless another contact still
-- has it as a name word (its token and its own prefix token: a title word or a reading has no prefix).
-- Runs after the row so the lookup sees the contact as it now is; the GIN index answers it.
-- A word a concurrent, uncommitted insert is about to reuse can be pruned; the fuzzy tier then misses
-- it until that contact is next written (it is still found by every exact and prefix tier).
CREATE FUNCTION contact_search_words_prune() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  now_tokens text[] := CASE WHEN TG_OP = 'UPDATE' THEN NEW.search_tokens END;
BEGIN
  DELETE FROM search_word s
   WHERE s.word IN (SELECT t FROM unnest(OLD.search_tokens) AS t
                     WHERE length(t) >= 3 AND left(t, 1) NOT IN ('>', '=', '#')
                       AND ('>' || t) = ANY (OLD.search_tokens)
                       AND NOT (t = ANY (coalesce(now_tokens, '{}'))))
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

-- The words of the contacts that exist now: one fold per distinct set of names.
INSERT INTO search_word (word)
SELECT DISTINCT unnest(cd_name_words(cd_fold(concat_ws(' ', display_name, first_name, middle_name,
                                                          family_name, local_name))))
  FROM (SELECT DISTINCT display_name, first_name, middle_name, family_name, local_name FROM contact) AS names
ON CONFLICT DO NOTHING;
ANALYZE search_word;
