-- ---------------------------------------------------------------------------------------------------------
-- "Did you mean", third pass (decision 099 item 10): two common words that go together ('ho' and 'leung',
-- 3,851 contacts) were rarely among each other's first holders by name, so most such checks still fell to
-- the GIN intersection (2–5 ms at 1M, '>ho' has 91,463 holders). Functions only.
-- ---------------------------------------------------------------------------------------------------------

-- Whether one of the first `lim` holders of `drive` in `ou_ids`, in name order from `from_key` on, holds
-- every token (`listed` probed on contact_search_token's key for the same entry, `unlisted` on the contact
-- row). For cd_suggestion_found; PL/pgSQL so that its statement is planned once per connection.
CREATE FUNCTION cd_suggestion_walk(tokens text[], listed text[], unlisted text[], drive text, from_key text,
                                   ou_ids int[], lim int)
RETURNS boolean
LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM (SELECT e.sort_key, e.contact_id FROM contact_search_token e
                    WHERE e.token = drive AND e.sort_key >= from_key AND (ou_ids IS NULL OR e.ou_id = ANY(ou_ids))
                    ORDER BY e.sort_key, e.contact_id LIMIT lim) AS e
     WHERE NOT EXISTS (SELECT 1 FROM unnest(listed) AS o(token)
                        WHERE o.token <> drive
                          AND NOT EXISTS (SELECT 1 FROM contact_search_token p
                                           WHERE p.token = o.token AND p.sort_key = e.sort_key
                                             AND p.contact_id = e.contact_id))
       AND (cardinality(unlisted) = 0
            OR (SELECT c.search_tokens FROM contact c WHERE c.id = e.contact_id) @> unlisted));
END
$fn$;

-- Whether a contact in `ou_ids` (NULL: any) holds every token of `tokens`, deciding from
-- contact_search_token's key where it can, which holds every listed token (cd_listed_token) of every
-- contact with the contact's OU:
-- - a listed token nobody in scope holds: nobody (one descent of the key);
-- - the rarest listed token held by at most `walk_max` contacts in scope: its holders walked, the other
--   listed tokens probed on the key for the same (sort_key, contact_id), unlisted ones on the contact row:
--   exact either way;
-- - every listed token more common: each one's first `walk_max` holders, and `walk_max` / 4 from each
--   other word of the combination on in name order (cd_suggestion_walk): someone if one holds them all;
-- - `full_name` ('=mandy chan') held by one of its first `walk_max` holders in scope who holds every token
--   (checked on the contact row: a full name does not imply its words' tokens): someone;
-- - otherwise the GIN containment as before, planned for its values (a generic plan of an EXISTS may walk
--   another index in the hope of an early row).
CREATE OR REPLACE FUNCTION cd_suggestion_found(tokens text[], full_name text, ou_ids int[], walk_max int)
RETURNS boolean
LANGUAGE plpgsql STABLE
SET enable_seqscan = off SET enable_indexscan = on SET enable_indexonlyscan = on AS $fn$
DECLARE
  t text;
  n int;
  rarest text;
  rarest_n int;
  hit boolean;
  w text;
  listed text[] := ARRAY(SELECT x FROM unnest(tokens) AS x WHERE cd_listed_token(x));
  unlisted text[] := ARRAY(SELECT x FROM unnest(tokens) AS x WHERE NOT cd_listed_token(x));
BEGIN
  FOREACH t IN ARRAY listed LOOP
    SELECT count(*) INTO n FROM (
      SELECT 1 FROM contact_search_token e
       WHERE e.token = t AND (ou_ids IS NULL OR e.ou_id = ANY(ou_ids)) LIMIT walk_max + 1) AS x;
    IF n = 0 THEN RETURN false; END IF;
    IF rarest_n IS NULL OR n < rarest_n THEN
      rarest := t;
      rarest_n := n;
    END IF;
  END LOOP;
  IF rarest_n IS NOT NULL AND rarest_n <= walk_max THEN
    RETURN cd_suggestion_walk(tokens, listed, unlisted, rarest, '', ou_ids, walk_max);
  END IF;
  -- Every listed token is common. Contacts holding them all are sorted by one of the words (their first
  -- name, surname, or a word of another field), so each token's range is walked from its start and from
  -- each word of the combination: 'ho' and 'leung' go together in 1 of 8 Leungs but in none of the first
  -- Leungs or Hos by name. Someone if one holds every token; else undecided.
  FOREACH t IN ARRAY listed LOOP
    IF cd_suggestion_walk(tokens, listed, unlisted, t, '', ou_ids, walk_max) THEN RETURN true; END IF;
    FOREACH w IN ARRAY tokens LOOP
      CONTINUE WHEN w = t;
      IF cd_suggestion_walk(tokens, listed, unlisted, t, ltrim(w, '>='), ou_ids, walk_max / 4) THEN
        RETURN true;
      END IF;
    END LOOP;
  END LOOP;
  IF full_name IS NOT NULL AND EXISTS (
       SELECT 1 FROM (SELECT e.contact_id FROM contact_search_token e
                       WHERE e.token = full_name AND (ou_ids IS NULL OR e.ou_id = ANY(ou_ids))
                       LIMIT walk_max) AS f
        WHERE (SELECT c.search_tokens FROM contact c WHERE c.id = f.contact_id) @> tokens) THEN
    RETURN true;
  END IF;
  IF ou_ids IS NULL THEN
    EXECUTE 'SELECT EXISTS (SELECT 1 FROM contact c WHERE c.search_tokens @> $1)' INTO STRICT hit USING tokens;
  ELSE
    EXECUTE 'SELECT EXISTS (SELECT 1 FROM contact c WHERE c.search_tokens @> $1 AND c.ou_id + 0 = ANY($2))'
      INTO STRICT hit USING tokens, ou_ids;
  END IF;
  RETURN hit;
END
$fn$;

