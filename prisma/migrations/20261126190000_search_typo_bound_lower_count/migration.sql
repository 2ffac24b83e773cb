-- ---------------------------------------------------------------------------------------------------------
-- The typo tier's count is a lower bound when the tier reached its bound (issue 17 item 2, decision 099
-- item 9). The tier reads at most `lim` contacts (200, or what is left under the 1,000 cap), so 'wing ceung'
-- reported "200 contacts found" as exact while 10,328 contacts hold '>wing' and a correction of 'ceung'.
-- Now `complete` is false whenever the tier's rows reached `lim`, and the page says "200 or more"
-- (`totalIsExact: false`), as for every other count that stopped short. Same rows, order and signature:
-- CREATE OR REPLACE, its callers unchanged. Function only.
-- ---------------------------------------------------------------------------------------------------------

CREATE OR REPLACE FUNCTION cd_typo_page(alts text[], prefixes text[], one text[], full_names text[], full_typos int[],
                             names_complete boolean, excluded int[], ou_ids int[], narrow_scope boolean,
                             lim int, page_offset int, take int, OUT matched int, OUT ids int[],
                             OUT complete boolean)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off SET enable_indexscan = on SET enable_indexonlyscan = on AS $fn$
DECLARE
  first_alt text[] := string_to_array(alts[1], E'\x1f');
  second_alt text[] := string_to_array(coalesce(alts[2], alts[1]), E'\x1f');
  found int[] := '{}';
  level int;
BEGIN
  FOR level IN SELECT DISTINCT t FROM unnest(full_typos) AS t ORDER BY t LOOP
    found := found || ARRAY(
      SELECT f.contact_id FROM (
        SELECT DISTINCT a.sort_key, a.contact_id
          FROM unnest(full_names, full_typos) AS n(token, typos)
          CROSS JOIN LATERAL (
            SELECT e.sort_key, e.contact_id FROM contact_search_token e
             WHERE e.token = n.token AND (ou_ids IS NULL OR e.ou_id = ANY(ou_ids))
               AND NOT e.contact_id = ANY(excluded) AND NOT e.contact_id = ANY(found)
             ORDER BY e.sort_key, e.contact_id LIMIT lim - cardinality(found)) AS a
         WHERE n.typos = level) AS f
       ORDER BY f.sort_key, f.contact_id LIMIT lim - cardinality(found));
    EXIT WHEN cardinality(found) >= lim;
  END LOOP;
  complete := true;
  IF cardinality(found) >= lim OR names_complete THEN
    NULL;
  ELSIF cardinality(found) > page_offset + take THEN
    -- The whole names fill the page with one to spare: the other matches only come after it.
    complete := false;
  ELSIF ou_ids IS NOT NULL AND narrow_scope THEN
    -- A narrow scope drives the read beside the GIN index, planned for this call (as cd_contains_page).
    EXECUTE $q$
      SELECT $9 || coalesce(array_agg(r.id ORDER BY r.typos, r.sort_name, r.id), '{}') FROM (
        SELECT m.id, m.sort_name,
               (SELECT coalesce(sum(CASE WHEN m.t @> ARRAY[$1[k]] THEN 0
                                         WHEN m.t && string_to_array($2[k], E'\x1f') THEN 1 ELSE 2 END), 0)
                  FROM generate_subscripts($2, 1) AS k WHERE $2[k] IS NOT NULL) AS typos
          FROM (SELECT c.id, c.sort_name, c.search_tokens || '{}'::text[] AS t FROM contact c
                 WHERE c.search_tokens && $3 AND c.search_tokens && $4 AND c.ou_id = ANY($5)
                   AND NOT c.id = ANY($6)
                 OFFSET 0) m
         WHERE cardinality($7) <= 2
            OR NOT EXISTS (SELECT 1 FROM unnest($7[3:]) a WHERE NOT m.t && string_to_array(a, E'\x1f'))
         LIMIT $8) r$q$
      INTO found USING prefixes, one, first_alt, second_alt, ou_ids, excluded || found, alts,
                       lim - cardinality(found), found;
  ELSE
    SELECT found || coalesce(array_agg(r.id ORDER BY r.typos, r.sort_name, r.id), '{}') INTO found FROM (
      SELECT m.id, m.sort_name,
             (SELECT coalesce(sum(CASE WHEN m.t @> ARRAY[prefixes[k]] THEN 0
                                       WHEN m.t && string_to_array(one[k], E'\x1f') THEN 1 ELSE 2 END), 0)
                FROM generate_subscripts(one, 1) AS k WHERE one[k] IS NOT NULL) AS typos
        FROM (SELECT c.id, c.sort_name, c.search_tokens || '{}'::text[] AS t FROM contact c
               WHERE c.search_tokens && first_alt AND c.search_tokens && second_alt
                 AND (ou_ids IS NULL OR c.ou_id = ANY(ou_ids))
                 AND NOT c.id = ANY(excluded) AND NOT c.id = ANY(found)
               OFFSET 0) m
       WHERE cardinality(alts) <= 2
          OR NOT EXISTS (SELECT 1 FROM unnest(alts[3:]) a WHERE NOT m.t && string_to_array(a, E'\x1f'))
       LIMIT lim - cardinality(found)) r;
  END IF;
  matched := cardinality(found);
  -- At its bound the tier stopped reading: more contacts may match, so the count is a lower bound.
  complete := complete AND matched < lim;
  ids := coalesce(found[page_offset + 1 : page_offset + take], '{}');
END
$fn$;
