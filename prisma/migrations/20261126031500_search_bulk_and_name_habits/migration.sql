-- Issue 17, items 4 and 5 (decision 099): Hong Kong name habits as tokens, fewer rows in the token table,
-- and its statement-level triggers writing in key order. Hand-written: no schema change.

-- Which tokens the covering table holds. Phones ('#…'), email addresses and mailboxes (the only tokens with
-- '@' or '.') match one contact or a handful: the GIN index of contact.search_tokens finds those as cheaply,
-- and they were about a fifth of the table's rows. The API reads such a token through the GIN index
-- (ranked-page.ts, `listedToken`, which must agree with this function).
CREATE FUNCTION cd_listed_token(token text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT left(token, 1) <> '#' AND strpos(token, '@') = 0 AND strpos(token, '.') = 0
$fn$;

-- Hong Kong and Chinese name habits (issue 17 item 4), from folded names. The given names are the first
-- name and the local name without the family name ('wong chi ming' → 'chi ming'; a one-word Latin local
-- name, an English name such as 'peter', as it is): each before and after the family name is a full name
-- ('peter chan', 'chi ming wong'). A given name of two words or more ('tai man', 'tai-man') adds its
-- initials as a word ('tm': 'TM Chan' then finds every word), as single letters in full names ('t m chan',
-- 'chan t m': what 'Chan T.M.' folds to), and its words run together ('taiman': 'Taiman Chan', 'Chan
-- Tai-man'). Weighed against their rows in the token table: forms that a match of every word already ranks
-- well ('tm chan', 'taiman chan', 'michael wong chi ming') get no full-name token of their own, and the
-- run-together word no prefixes.
CREATE FUNCTION cd_name_habit_tokens(first text, family text, local_name text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
DECLARE
  given text[] := '{}';
  g text;
  parts text[];
  initials text;
  out text[] := '{}';
BEGIN
  IF family = '' THEN RETURN out; END IF;
  IF first <> '' AND first <> family THEN given := given || first; END IF;
  IF local_name <> '' THEN
    g := CASE WHEN left(local_name, length(family) + 1) = family || ' ' THEN substr(local_name, length(family) + 2)
              WHEN right(local_name, length(family) + 1) = ' ' || family
                THEN left(local_name, length(local_name) - length(family) - 1)
              -- One Latin word is an English name; anything else without the family name is a name in
              -- another script ('山田 太郎', a Thai name), whose habits these are not.
              WHEN local_name ~ '^[a-z]+$' THEN local_name
              ELSE '' END;
    IF g <> '' AND g <> family AND NOT g = ANY (given) THEN given := given || g; END IF;
  END IF;
  FOREACH g IN ARRAY given LOOP
    out := out || cd_name_tokens(g || ' ' || family, false, true) || cd_name_tokens(family || ' ' || g, false, true);
    parts := array_remove(regexp_split_to_array(translate(g, '''', ''), '[\s-]+'), '');
    CONTINUE WHEN cardinality(parts) < 2;
    initials := array_to_string(ARRAY(SELECT left(p, 1) FROM unnest(parts) AS p), ' ');
    out := out || replace(initials, ' ', '') || array_to_string(parts, '')
               || ('=' || initials || ' ' || family) || ('=' || family || ' ' || initials);
  END LOOP;
  RETURN out;
END
$fn$;

-- The search columns trigger of migration search_tokens, with the habits above; otherwise unchanged.
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
         || cd_name_habit_tokens(first, family, local_name)
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
  RETURN NEW;
END
$fn$;

-- The token table's triggers of migration contact_search_token: listed tokens only, written in key order
-- (a statement's entries then reach each B-tree page together rather than one random page per entry:
-- 30% less time for 396,000 entries in a rolled-back test at load 20). Deletes (contact_search_token_delete
-- stays as it was) need no filter: an unlisted token finds no row, and a filter made renames slower.
CREATE OR REPLACE FUNCTION contact_search_token_insert() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO contact_search_token (token, sort_key, contact_id, ou_id)
  SELECT t, n.sort_name, n.id, n.ou_id FROM new_rows n, unnest(n.search_tokens) AS t
   WHERE cd_listed_token(t)
   ORDER BY 1, 2, 3;
  INSERT INTO search_word (word)
  SELECT DISTINCT w FROM new_rows n, unnest(cd_token_name_words(n.search_tokens)) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$fn$;

CREATE OR REPLACE FUNCTION contact_search_token_update() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM contact_search_token t
   USING old_rows o JOIN new_rows n ON n.id = o.id, unnest(o.search_tokens) AS x(token)
   WHERE (o.search_tokens, o.sort_name, o.ou_id) IS DISTINCT FROM (n.search_tokens, n.sort_name, n.ou_id)
     AND t.token = x.token AND t.sort_key = o.sort_name AND t.contact_id = o.id AND t.ou_id = o.ou_id;
  INSERT INTO contact_search_token (token, sort_key, contact_id, ou_id)
  SELECT t, n.sort_name, n.id, n.ou_id
    FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(n.search_tokens) AS t
   WHERE (o.search_tokens, o.sort_name, o.ou_id) IS DISTINCT FROM (n.search_tokens, n.sort_name, n.ou_id)
     AND cd_listed_token(t)
   ORDER BY 1, 2, 3;
  INSERT INTO search_word (word)
  SELECT DISTINCT w
    FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(cd_token_name_words(n.search_tokens)) AS w
   WHERE o.search_tokens IS DISTINCT FROM n.search_tokens
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$fn$;

-- Existing contacts get the new tokens: their search columns are recomputed row by row (the token table's
-- update trigger is held off: the table is rebuilt whole below), then the table is refilled without its
-- key, which is built in one sorted pass (decision 099).
ALTER TABLE "contact" DISABLE TRIGGER contact_search_token_update;
UPDATE "contact" SET "search_text" = "search_text";
ALTER TABLE "contact" ENABLE TRIGGER contact_search_token_update;
ALTER TABLE "contact_search_token" DROP CONSTRAINT "contact_search_token_pkey";
TRUNCATE "contact_search_token";
INSERT INTO contact_search_token (token, sort_key, contact_id, ou_id)
SELECT t, c.sort_name, c.id, c.ou_id FROM contact c, unnest(c.search_tokens) AS t WHERE cd_listed_token(t);
SET maintenance_work_mem = '256MB';
ALTER TABLE "contact_search_token"
  ADD CONSTRAINT "contact_search_token_pkey" PRIMARY KEY ("token", "sort_key", "contact_id", "ou_id");
RESET maintenance_work_mem;
INSERT INTO search_word (word)
SELECT DISTINCT unnest(cd_token_name_words(search_tokens)) FROM contact
ON CONFLICT DO NOTHING;
ANALYZE contact_search_token;
