-- One way to fold a department's name for a search, not two (issue 17, decision 099 items 15 and 16):
-- migration search_token_department stored cd_fold(name) in department.name_folded, kept by a trigger, for
-- cd_advanced_page; migration search_typo_functions indexed cd_fold_name(name) (trigram) for the contains
-- tier. cd_advanced_page now reads the indexed expression too, and the stored copy goes.
CREATE OR REPLACE FUNCTION cd_advanced_page(name_text text, department_ids int[], department_pattern text,
                                 title_pattern text, address_pattern text, email_text text, email_pattern text,
                                 phone_digits text, mobile_digits text, ou_ids int[], page_start int,
                                 page_end int, bound int, entry_bound int, cap int,
                                 OUT forms text[], OUT departments int[], OUT ids int[], OUT matched int,
                                 OUT exact boolean, OUT items json)
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  drive text;
  rest text[];
  probe boolean;
  walk_bound int;
  hit int[];
  n int;
BEGIN
  departments := department_ids;
  IF department_pattern IS NOT NULL THEN
    departments := ARRAY(SELECT d.id FROM department d
                          WHERE cd_fold_name(d.name) LIKE cd_fold(department_pattern)
                             OR d.name_zh LIKE department_pattern OR d.code ILIKE department_pattern);
  END IF;
  IF name_text IS NULL THEN RETURN; END IF;
  -- A word of Chinese characters is its own prefix (the API's HAN, Unicode's Han ranges).
  forms := ARRAY(SELECT CASE WHEN w ~ '[\u2E80-\u2FDF\u3005\u3007\u3021-\u3029\u3038-\u303B\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\U00020000-\U0003134F]'
                             THEN w ELSE '>' || w END
                   FROM unnest(cd_query_words(name_text)) WITH ORDINALITY AS u(w, i) ORDER BY i);
  IF cardinality(forms) = 0 THEN forms := NULL; RETURN; END IF;
  -- The longest form is usually held by fewest contacts.
  SELECT f INTO drive FROM unnest(forms) WITH ORDINALITY AS u(f, i) ORDER BY length(f) DESC, i LIMIT 1;
  IF NOT cd_listed_token(drive) OR page_end <= page_start THEN RETURN; END IF;
  IF departments = '{}' THEN
    ids := '{}'; matched := 0; exact := true; items := '[]'; RETURN;
  END IF;
  rest := array_remove(forms, drive);
  IF rest = '{}' THEN rest := NULL; END IF;
  probe := rest IS NOT NULL OR title_pattern IS NOT NULL OR address_pattern IS NOT NULL OR email_text IS NOT NULL
           OR phone_digits IS NOT NULL OR mobile_digits IS NOT NULL;
  walk_bound := CASE WHEN probe THEN bound ELSE entry_bound END;
  -- OR keeps the probe a subplan run per entry that passed the index entry's tests (and none without a
  -- condition on the row): joined, the planner may build a bitmap of the filter's matches instead.
  SELECT array_agg(w.contact_id ORDER BY w.sort_key, w.contact_id) INTO hit FROM (
    SELECT a.sort_key, a.contact_id FROM (
      SELECT a.sort_key, a.contact_id, a.department_id FROM contact_search_token a
       WHERE a.token = drive AND (ou_ids IS NULL OR a.ou_id = ANY(ou_ids))
       ORDER BY a.sort_key, a.contact_id LIMIT walk_bound) a
     WHERE (departments IS NULL OR a.department_id = ANY(departments))
       AND (NOT probe OR EXISTS (
             SELECT 1 FROM contact c
              WHERE c.id = a.contact_id
                AND (rest IS NULL OR c.search_tokens @> rest)
                AND (title_pattern IS NULL OR coalesce(c.title, '') ILIKE title_pattern)
                AND (address_pattern IS NULL OR coalesce(c.working_location, '') ILIKE address_pattern)
                AND (email_text IS NULL OR c.search_tokens @> ARRAY[email_text]
                     OR c.search_text LIKE email_pattern)
                AND (phone_digits IS NULL OR c.search_tokens && ARRAY['#p' || phone_digits, '#x' || phone_digits]
                     OR c.search_text LIKE '%' || phone_digits || '%')
                AND (mobile_digits IS NULL OR c.search_tokens @> ARRAY['#m' || mobile_digits]
                     OR c.search_text LIKE '%' || mobile_digits || '%')))
     ORDER BY a.sort_key, a.contact_id
     LIMIT page_end + 1) w;
  n := coalesce(cardinality(hit), 0);
  IF n > page_end THEN
    matched := least(n, cap);
    exact := false;
  ELSIF (SELECT count(*) FROM (SELECT 1 FROM contact_search_token a
                                WHERE a.token = drive AND (ou_ids IS NULL OR a.ou_id = ANY(ou_ids))
                                LIMIT walk_bound) x) < walk_bound THEN
    -- The whole range was read: every match is counted.
    matched := n;
    exact := true;
  ELSE
    RETURN;
  END IF;
  ids := coalesce(hit[page_start + 1 : page_end], '{}');
  items := coalesce(cd_search_items(ids), '[]');
END
$fn$;

DROP TRIGGER department_name_folded ON "department";
DROP FUNCTION department_name_folded();

-- AlterTable
ALTER TABLE "department" DROP COLUMN "name_folded";
