-- Issue 17 item 5 (decision 099, "Bulk writes, third pass"): the search columns trigger of migration
-- search_bulk_and_name_habits, doing less for the same columns. Hand-written: no schema change, and no row
-- needs rewriting, since every column comes out as before (prisma/test/search-columns-fewer-calls.test.ts).
--
-- - A name equal to one already tokenised is not tokenised again: the display name, the full name and
--   'first family' are usually one and the same text, and a call with words lists every token of one
--   without. Each cd_name_tokens call was about a tenth of the trigger's time.
-- - The phone digits of search_text without a query per row (the marks are '#' and one letter, followed by
--   digits only), and no call for an empty Chinese name.
-- Measured with the whole write path (indexes and the token table), 30,000 rows of bench/import.mjs in
-- batches of 1,000, backend CPU, alternated three times: 9.33 s before, 8.83 s after.
CREATE OR REPLACE FUNCTION contact_search_columns() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  display text := cd_fold(NEW.display_name);
  first text := cd_fold(NEW.first_name);
  middle text := cd_fold(NEW.middle_name);
  family text := cd_fold(NEW.family_name);
  local_name text := cd_fold(NEW.local_name);
  full_name text := concat_ws(' ', first, middle, family);
  first_family text := first || ' ' || family;
  family_first text := family || ' ' || first;
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

  tokens := cd_name_tokens(display, true, true);
  IF full_name <> display THEN tokens := tokens || cd_name_tokens(full_name, true, true); END IF;
  IF first_family NOT IN (display, full_name) THEN
    tokens := tokens || cd_name_tokens(first_family, false, true);
  END IF;
  IF family_first NOT IN (display, full_name) THEN
    tokens := tokens || cd_name_tokens(family_first, false, true);
  END IF;
  IF local_name NOT IN ('', display, full_name) THEN
    tokens := tokens || cd_name_tokens(local_name, true, true);
  END IF;
  tokens := tokens
         || cd_name_habit_tokens(first, family, local_name)
         || CASE WHEN coalesce(NEW.chinese_name, '') = '' THEN '{}' ELSE cd_chinese_tokens(NEW.chinese_name) END
         || cd_words(translate(cd_fold(NEW.title), '''-', ''))
         || phone_tokens;
  FOREACH e IN ARRAY emails LOOP
    tokens := tokens || e || split_part(e, '@', 1);
  END LOOP;

  NEW.search_tokens := ARRAY(SELECT DISTINCT t FROM unnest(tokens) AS t);
  NEW.search_text := concat_ws(' ', display, first, middle, family, local_name,
    regexp_replace(NEW.chinese_name, '\s+', '', 'g'), array_to_string(emails, ' '),
    replace(replace(replace(array_to_string(phone_tokens, ' '), '#p', ''), '#m', ''), '#x', ''));
  NEW.sort_name := display;
  RETURN NEW;
END
$fn$;
