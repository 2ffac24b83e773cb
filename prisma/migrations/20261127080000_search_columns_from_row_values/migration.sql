-- ---------------------------------------------------------------------------------------------------------
-- The search columns function takes the row's own email and phone fields (decision 112, "Third pass").
--
-- Migration search_columns_beside_import left the primary email and the phone tokens to its callers, so the
-- trigger and the import's statement beside the commit each derived them, in two languages. Now the function
-- derives them from the row's fields, and its callers pass only what lies in other rows (the UPDATE path's
-- secondary emails and phones). The body is otherwise unchanged, and every column comes out as before.
-- ---------------------------------------------------------------------------------------------------------

DROP FUNCTION cd_contact_search_columns(text, text, text, text, text, text, text, text[], text[]);

CREATE FUNCTION cd_contact_search_columns(display_name text, first_name text, middle_name text, family_name text,
                                          local_name text, chinese_name text, title text, email text,
                                          phone_country_code text, phone_area_code text, phone_number text,
                                          phone_extension text, mobile_country_code text, mobile_number text,
                                          other_emails text[], other_phone_tokens text[],
                                          OUT search_tokens text[], OUT search_text text, OUT sort_name text)
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  display text := cd_fold(display_name);
  first text := cd_fold(first_name);
  middle text := cd_fold(middle_name);
  family text := cd_fold(family_name);
  local_folded text := cd_fold(local_name);
  full_name text := concat_ws(' ', first, middle, family);
  first_family text := first || ' ' || family;
  family_first text := family || ' ' || first;
  emails text[] := CASE WHEN btrim(coalesce(email, '')) = '' THEN '{}' ELSE ARRAY[lower(btrim(email))] END
                    || other_emails;
  phone_tokens text[] := cd_phone_tokens('#p', phone_country_code, phone_area_code, phone_number, phone_extension)
                         || cd_phone_tokens('#m', mobile_country_code, NULL, mobile_number, NULL)
                         || other_phone_tokens;
  tokens text[];
  e text;
BEGIN
  tokens := cd_name_tokens(display, true, true);
  IF full_name <> display THEN tokens := tokens || cd_name_tokens(full_name, true, true); END IF;
  IF first_family NOT IN (display, full_name) THEN
    tokens := tokens || cd_name_tokens(first_family, false, true);
  END IF;
  IF family_first NOT IN (display, full_name) THEN
    tokens := tokens || cd_name_tokens(family_first, false, true);
  END IF;
  IF local_folded NOT IN ('', display, full_name) THEN
    tokens := tokens || cd_name_tokens(local_folded, true, true);
  END IF;
  tokens := tokens
         || cd_name_habit_tokens(first, family, local_folded)
         || CASE WHEN coalesce(chinese_name, '') = '' THEN '{}' ELSE cd_chinese_tokens(chinese_name) END
         || cd_words(translate(cd_fold(title), '''-', ''))
         || phone_tokens;
  FOREACH e IN ARRAY emails LOOP
    tokens := tokens || e || split_part(e, '@', 1);
  END LOOP;

  -- In order: left to DISTINCT, the order came from the plan, which differs between a connection's first
  -- calls (planned for the array at hand) and later ones, so two computations of one row could differ.
  search_tokens := ARRAY(SELECT DISTINCT t FROM unnest(tokens) AS t ORDER BY 1);
  search_text := concat_ws(' ', display, first, middle, family, local_folded,
    regexp_replace(chinese_name, '\s+', '', 'g'), array_to_string(emails, ' '),
    replace(replace(replace(array_to_string(phone_tokens, ' '), '#p', ''), '#m', ''), '#x', ''));
  sort_name := display;
END
$fn$;

CREATE OR REPLACE FUNCTION contact_search_columns() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  other_emails text[] := '{}';
  other_phone_tokens text[] := '{}';
  computed record;
BEGIN
  -- Columns an import commit computed beside it with the function above, from the same values. An empty
  -- token list is never such a row (every contact has a name): it is the column's default.
  IF TG_OP = 'INSERT' AND current_setting('cd.search_columns_given', true) = 'on'
     AND cardinality(NEW.search_tokens) > 0 AND NEW.search_text IS NOT NULL AND NEW.sort_name IS NOT NULL THEN
    RETURN NEW;
  END IF;
  -- Secondary rows exist only once the contact does; their own triggers bring the contact back here.
  IF TG_OP = 'UPDATE' THEN
    other_emails := coalesce((SELECT array_agg(lower(btrim(email)) ORDER BY position)
                                FROM contact_email WHERE contact_id = NEW.id), '{}');
    other_phone_tokens := coalesce((
      SELECT array_agg(t)
        FROM contact_phone p,
             unnest(cd_phone_tokens(CASE p.kind WHEN 'MOBILE' THEN '#m' ELSE '#p' END,
                                    p.country_code, p.area_code, p.number, p.extension)) AS t
       WHERE p.contact_id = NEW.id), '{}');
  END IF;
  computed := cd_contact_search_columns(NEW.display_name, NEW.first_name, NEW.middle_name, NEW.family_name,
                                        NEW.local_name, NEW.chinese_name, NEW.title, NEW.email,
                                        NEW.phone_country_code, NEW.phone_area_code, NEW.phone_number,
                                        NEW.phone_extension, NEW.mobile_country_code, NEW.mobile_number,
                                        other_emails, other_phone_tokens);
  NEW.search_tokens := computed.search_tokens;
  NEW.search_text := computed.search_text;
  NEW.sort_name := computed.sort_name;
  RETURN NEW;
END
$fn$;
