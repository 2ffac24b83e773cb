-- ---------------------------------------------------------------------------------------------------------
-- The contains tier's runs (migration contains_page_words, decision 099 item 4) again: a short word after
-- the words of three letters or more becomes a run of its own, read last, instead of going whole with the
-- word before it. Functions only: nothing to migrate.
-- ---------------------------------------------------------------------------------------------------------

-- The LIKE patterns the contains tier hands the trigram index for `like_pattern` ('%text%', as the API's
-- containsPattern writes it), each a literal run of the text, so every row holding the text matches each:
-- - each word of three letters or more of [a-z0-9] (a word pg_trgm reads whole, so it has trigrams of its
--   own) alone, its inner trigrams only; what comes before the first one goes with it;
-- - after them, the rest between or after those words ('tomamy ho': '% ho%') with the spaces around it, so
--   its boundary trigrams ('  h', ' ho', every contact with a word starting with 'h') are read last: GIN
--   checks a later key only at the earlier keys' matches (0.96 ms for 'tomamy ho' against 6.5 whole, 6.4
--   with ' ho' first). Only when it starts with such a letter or digit after its space, which makes it a
--   trigram ('  h'): a LIKE with none would read the whole index;
-- - otherwise (more than four, or a rest without such a start) the rest goes with the word before it, and
--   the fourth run takes everything after it.
-- The pattern itself, alone, when it has no such word, or one and no rest, or any LIKE wildcard or escape
-- inside: then nothing is gained, and a run cut out of it might not be a literal one.
CREATE OR REPLACE FUNCTION cd_contains_segments(like_pattern text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
  parts text[];
  strong int[];
  rests text[] := '{}';
  segments text[] := '{}';
  glue boolean := false;
  first int;
  last int;
  k int;
BEGIN
  IF like_pattern !~ '^%[^%_\\]+%$' THEN
    RETURN ARRAY[like_pattern];
  END IF;
  parts := string_to_array(substr(like_pattern, 2, length(like_pattern) - 2), ' ');
  -- COLLATE "C": a range of code points, whatever the database's collation.
  strong := ARRAY(SELECT i FROM generate_subscripts(parts, 1) AS i
                   WHERE parts[i] COLLATE "C" ~ '^[a-z0-9]{3,}$' ORDER BY i);
  IF cardinality(strong) = 0 THEN
    RETURN ARRAY[like_pattern];
  END IF;
  FOR k IN 1 .. cardinality(strong) LOOP
    first := strong[k] + 1;
    last := coalesce(strong[k + 1] - 1, cardinality(parts));
    CONTINUE WHEN first > last;
    IF parts[first] COLLATE "C" !~ '^[a-z0-9]' THEN
      glue := true;
    END IF;
    rests := rests || ('% ' || array_to_string(parts[first : last], ' ')
                       || CASE WHEN k < cardinality(strong) THEN ' ' ELSE '' END || '%');
  END LOOP;
  IF NOT glue AND cardinality(strong) + cardinality(rests) BETWEEN 2 AND 4 THEN
    segments := ARRAY['%' || array_to_string(parts[1 : strong[1]], ' ') || '%'];
    FOR k IN 2 .. cardinality(strong) LOOP
      segments := segments || ('%' || parts[strong[k]] || '%');
    END LOOP;
    RETURN segments || rests;
  END IF;
  IF cardinality(strong) < 2 THEN
    RETURN ARRAY[like_pattern];
  END IF;
  last := least(cardinality(strong), 4);
  -- Each run ends at its word and starts after the previous one's, so the runs joined by the spaces
  -- between them are the pattern: every part is in exactly one run, in order.
  FOR k IN 1 .. last LOOP
    segments := segments || ('%' || array_to_string(
      parts[CASE WHEN k = 1 THEN 1 ELSE strong[k - 1] + 1 END
            : CASE WHEN k = last THEN cardinality(parts) ELSE strong[k] END], ' ') || '%');
  END LOOP;
  RETURN segments;
END
$fn$;
