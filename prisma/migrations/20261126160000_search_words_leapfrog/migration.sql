-- cd_words_walk (migration search_words_walk) goes on by leapfrogging where both its merge walks are cut
-- short (issue 17, decision 099 item 17). A merge walk reads one word's range of contact_search_token's key in
-- (sort_key, contact_id) order, for at most `bound` entries, the other words probed; when the words go
-- together only far into both words' ranges, the caller then read the GIN intersection and sorted it whole.
-- That is the common case of a given name and a family name: the sort key is the display name, which for a
-- Chinese name starts with the family name ('Wong Ka Chun'), so every 'chun' holder named Wong comes after
-- the Chans, Cheungs and Chows, and the Wongs named Chun after the Wongs named Ah, Bo, Chi ('chun wong':
-- 4,256 matches at 1M, none in either first thousand entries; 17 ms, nearly all the GIN read and the sort
-- of its rows). Now the walk goes on from the further of the two edges by
-- seeking: each word's range in turn is entered at the greatest (sort_key, contact_id) seen so far (one
-- B-tree descent, index only), and where every word lands on the same entry it is a match. A seek skips a
-- whole run of names that cannot match, so 'chun wong' is 54 seeks, ~1 ms. Words spread through all names
-- that rarely go together ('wing kit') cost a seek per name of either, so the seeks are bounded (`seeks`:
-- eight for each row wanted, at least 200, about 3 ms; 95% of 250 sampled given-and-family-name pairs needed
-- 100 or fewer from the start of the ranges); past it the caller reads the GIN index as before (`ids` null).
-- Same rows, order and signature as before: CREATE OR REPLACE, its callers unchanged. Function only.
CREATE OR REPLACE FUNCTION cd_words_walk(tokens text[], deny text[], deny_all text[], ou_ids int[],
                                         wanted int, bound int, OUT ids int[], OUT exhausted boolean)
LANGUAGE plpgsql STABLE
-- The plan cached for the connection must merge the two ranges: its generic estimates (a LIMIT of unknown
-- size) otherwise prefer a probe per entry (1.7 against 0.6 ms for 'ka wong') or a hash of a whole range.
-- The other tests are subplans without a join (OR, count), unaffected.
SET enable_nestloop = off SET enable_hashjoin = off
AS $fn$
DECLARE
  ordered text[];
  attempt int;
  drive text;
  partner text;
  probed text[];
  edge_key text;
  edge_id int;
  seeks int;
  turn int;
  agree int;
  seen_key text;
  seen_id int;
  leap_ids int[];
BEGIN
  ordered := ARRAY(SELECT t FROM unnest(tokens) WITH ORDINALITY AS u(t, i) GROUP BY t
                    ORDER BY length(t) DESC, min(i));
  deny_all := ARRAY(SELECT DISTINCT t FROM unnest(deny_all) AS u(t) WHERE deny_all IS NOT NULL);
  IF deny_all = '{}' THEN deny_all := NULL; END IF;
  FOR attempt IN 1..least(2, cardinality(ordered)) LOOP
  drive := ordered[attempt];
  partner := ordered[3 - attempt];
  probed := coalesce(ordered[3:], '{}');
  IF partner IS NULL THEN
    SELECT array_agg(w.contact_id ORDER BY w.sort_key, w.contact_id) INTO ids FROM (
      SELECT a.sort_key, a.contact_id FROM (
        SELECT a.sort_key, a.contact_id FROM contact_search_token a
         WHERE a.token = drive AND (ou_ids IS NULL OR a.ou_id = ANY(ou_ids))
         ORDER BY a.sort_key, a.contact_id LIMIT bound) a
       WHERE (deny IS NULL
              OR NOT EXISTS (SELECT 1 FROM contact_search_token e
                              WHERE e.token = ANY(deny) AND e.sort_key = a.sort_key AND e.contact_id = a.contact_id))
         AND (deny_all IS NULL
              OR (SELECT count(DISTINCT e.token) FROM contact_search_token e
                   WHERE e.token = ANY(deny_all) AND e.sort_key = a.sort_key AND e.contact_id = a.contact_id)
                 < cardinality(deny_all))
       ORDER BY a.sort_key, a.contact_id
       LIMIT wanted) w;
  ELSE
    -- OFFSET 0 keeps the probes above the merge: pushed into the walked range, they ran once per entry.
    SELECT array_agg(w.contact_id ORDER BY w.sort_key, w.contact_id) INTO ids FROM (
      SELECT a.sort_key, a.contact_id FROM (
        SELECT a.sort_key, a.contact_id FROM (
          SELECT a.sort_key, a.contact_id FROM contact_search_token a
           WHERE a.token = drive AND (ou_ids IS NULL OR a.ou_id = ANY(ou_ids))
           ORDER BY a.sort_key, a.contact_id LIMIT bound) a
         JOIN contact_search_token b ON b.token = partner AND b.sort_key = a.sort_key AND b.contact_id = a.contact_id
         ORDER BY a.sort_key, a.contact_id OFFSET 0) a
       WHERE (cardinality(probed) = 0
              OR (SELECT count(DISTINCT e.token) FROM contact_search_token e
                   WHERE e.token = ANY(probed) AND e.sort_key = a.sort_key AND e.contact_id = a.contact_id)
                 = cardinality(probed))
         AND (deny IS NULL
              OR NOT EXISTS (SELECT 1 FROM contact_search_token e
                              WHERE e.token = ANY(deny) AND e.sort_key = a.sort_key AND e.contact_id = a.contact_id))
         AND (deny_all IS NULL
              OR (SELECT count(DISTINCT e.token) FROM contact_search_token e
                   WHERE e.token = ANY(deny_all) AND e.sort_key = a.sort_key AND e.contact_id = a.contact_id)
                 < cardinality(deny_all))
       ORDER BY a.sort_key, a.contact_id
       LIMIT wanted) w;
  END IF;
  ids := coalesce(ids, '{}');
  exhausted := false;
  IF cardinality(ids) >= wanted THEN RETURN; END IF;
  SELECT a.sort_key, a.contact_id INTO edge_key, edge_id FROM contact_search_token a
   WHERE a.token = drive AND (ou_ids IS NULL OR a.ou_id = ANY(ou_ids))
   ORDER BY a.sort_key, a.contact_id OFFSET bound - 1 LIMIT 1;
  exhausted := edge_id IS NULL
               OR (partner IS NOT NULL
                   AND NOT EXISTS (SELECT 1 FROM contact_search_token b
                                    WHERE b.token = partner AND (b.sort_key, b.contact_id) > (edge_key, edge_id)));
  IF exhausted THEN RETURN; END IF;
  -- One word whose first `bound` entries the deny tests mostly removed: the caller's GIN read.
  IF partner IS NULL THEN ids := NULL; RETURN; END IF;
  -- Each walk saw every match up to its edge: go on from the further one, with its rows.
  IF attempt = 1 OR (edge_key, edge_id) > (seen_key, seen_id - 1) THEN
    seen_key := edge_key;
    seen_id := edge_id + 1;
    leap_ids := ids;
  END IF;
  END LOOP;

  -- Both walks cut short by the bound: leapfrog from just after the further edge.
  ids := leap_ids;
  seeks := greatest(200, 8 * wanted);
  turn := 1;
  agree := 0;
  LOOP
    IF seeks = 0 THEN
      ids := NULL;
      RETURN;
    END IF;
    seeks := seeks - 1;
    SELECT a.sort_key, a.contact_id INTO edge_key, edge_id FROM contact_search_token a
     WHERE a.token = ordered[turn] AND (a.sort_key, a.contact_id) >= (seen_key, seen_id)
       AND (ou_ids IS NULL OR a.ou_id = ANY(ou_ids))
     ORDER BY a.sort_key, a.contact_id LIMIT 1;
    IF NOT FOUND THEN
      exhausted := true;
      RETURN;
    END IF;
    IF edge_key = seen_key AND edge_id = seen_id THEN
      agree := agree + 1;
    ELSE
      seen_key := edge_key;
      seen_id := edge_id;
      agree := 1;
    END IF;
    IF agree = cardinality(ordered) THEN
      IF (deny IS NULL
          OR NOT EXISTS (SELECT 1 FROM contact_search_token e
                          WHERE e.token = ANY(deny) AND e.sort_key = seen_key AND e.contact_id = seen_id))
         AND (deny_all IS NULL
              OR (SELECT count(DISTINCT e.token) FROM contact_search_token e
                   WHERE e.token = ANY(deny_all) AND e.sort_key = seen_key AND e.contact_id = seen_id)
                 < cardinality(deny_all)) THEN
        ids := ids || seen_id;
        IF cardinality(ids) >= wanted THEN RETURN; END IF;
      END IF;
      seen_id := seen_id + 1;
      agree := 0;
    END IF;
    turn := turn % cardinality(ordered) + 1;
  END LOOP;
END
$fn$;
