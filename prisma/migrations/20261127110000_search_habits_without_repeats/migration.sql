-- ---------------------------------------------------------------------------------------------------------
-- The name habits leave out the full names the columns function writes already (decision 112, "Fourth
-- pass"; issue 17 item 5).
--
-- cd_name_habit_tokens wrote, for each given name, the full names 'given family' and 'family given'. For
-- the first name these are 'first family' and 'family first', which cd_contact_search_columns writes itself
-- (from the display name, the full name, or on their own), and its DISTINCT then dropped the repeats: two
-- calls of cd_name_tokens a contact, about a twelfth of the function's time, for nothing. Now they are
-- written only for a given name taken from the local name. The columns come out as before: compared with
-- the previous function over every contact of the 1M folder and of the import benchmark's 100,000 rows.
-- cd_name_habit_tokens has no other caller. Its body is otherwise that of migration
-- search_bulk_and_name_habits.
-- ---------------------------------------------------------------------------------------------------------

CREATE OR REPLACE FUNCTION cd_name_habit_tokens(first text, family text, local_name text) RETURNS text[]
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
    -- 'first family' and 'family first' are full names the columns function writes already.
    IF g <> first THEN
      out := out || cd_name_tokens(g || ' ' || family, false, true) || cd_name_tokens(family || ' ' || g, false, true);
    END IF;
    parts := array_remove(regexp_split_to_array(translate(g, '''', ''), '[\s-]+'), '');
    CONTINUE WHEN cardinality(parts) < 2;
    initials := array_to_string(ARRAY(SELECT left(p, 1) FROM unnest(parts) AS p), ' ');
    out := out || replace(initials, ' ', '') || array_to_string(parts, '')
               || ('=' || initials || ' ' || family) || ('=' || family || ' ' || initials);
  END LOOP;
  RETURN out;
END
$fn$;
