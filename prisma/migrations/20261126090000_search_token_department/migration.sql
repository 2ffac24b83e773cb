-- Issue 17 item 1, decision 099 item 15: advanced search's department checked on the token's index entry.
-- Hand-written: the generated form would add the column with no value for the 35M rows a 1M directory holds
-- (an UPDATE of every row) and rebuild the key twice.
--
-- contact_search_token gains the contact's department (0 when it has none; a key column cannot be null),
-- appended to the key: one token's entries keep their order (sort key, then contact), and a walk of a name's
-- range in result order tests the department on the entry instead of probing the contact's row per entry
-- ('wong' with department 'finance' read 1,439 entries for a page, one contact row each: 4.4–5.3 ms).
--
-- The table is rebuilt in one pass rather than updated in place: a copy with the column, without a key, then
-- the key in one sorted pass (decision 099 item 3), then the copy takes the table's name.
CREATE TABLE "contact_search_token_next" (
    "token" TEXT NOT NULL,
    "sort_key" TEXT NOT NULL,
    "contact_id" INTEGER NOT NULL,
    "ou_id" INTEGER NOT NULL,
    "department_id" INTEGER NOT NULL
);
INSERT INTO contact_search_token_next (token, sort_key, contact_id, ou_id, department_id)
SELECT t.token, t.sort_key, t.contact_id, t.ou_id, coalesce(c.department_id, 0)
  FROM contact_search_token t JOIN contact c ON c.id = t.contact_id;
DROP TABLE "contact_search_token";
ALTER TABLE "contact_search_token_next" RENAME TO "contact_search_token";
SET maintenance_work_mem = '256MB';
ALTER TABLE "contact_search_token"
  ADD CONSTRAINT "contact_search_token_pkey"
  PRIMARY KEY ("token", "sort_key", "contact_id", "ou_id", "department_id");
RESET maintenance_work_mem;
ANALYZE contact_search_token;

-- The token table's triggers (migration search_bulk_and_name_habits) with the department: a contact whose
-- department changes has its rows rewritten, as for a new sort name or OU.
CREATE OR REPLACE FUNCTION contact_search_token_insert() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO contact_search_token (token, sort_key, contact_id, ou_id, department_id)
  SELECT t, n.sort_name, n.id, n.ou_id, coalesce(n.department_id, 0) FROM new_rows n, unnest(n.search_tokens) AS t
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
   WHERE (o.search_tokens, o.sort_name, o.ou_id, o.department_id)
           IS DISTINCT FROM (n.search_tokens, n.sort_name, n.ou_id, n.department_id)
     AND t.token = x.token AND t.sort_key = o.sort_name AND t.contact_id = o.id AND t.ou_id = o.ou_id
     AND t.department_id = coalesce(o.department_id, 0);
  INSERT INTO contact_search_token (token, sort_key, contact_id, ou_id, department_id)
  SELECT t, n.sort_name, n.id, n.ou_id, coalesce(n.department_id, 0)
    FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(n.search_tokens) AS t
   WHERE (o.search_tokens, o.sort_name, o.ou_id, o.department_id)
           IS DISTINCT FROM (n.search_tokens, n.sort_name, n.ou_id, n.department_id)
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

CREATE OR REPLACE FUNCTION contact_search_token_delete() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM contact_search_token t
   USING old_rows o, unnest(o.search_tokens) AS x(token)
   WHERE t.token = x.token AND t.sort_key = o.sort_name AND t.contact_id = o.id AND t.ou_id = o.ou_id
     AND t.department_id = coalesce(o.department_id, 0);
  RETURN NULL;
END
$fn$;

-- Department names folded once, not per search: cd_fold of the 63 names of the 1M directory cost 0.3 ms
-- of every advanced search with a department.
ALTER TABLE "department" ADD COLUMN "name_folded" TEXT;
UPDATE "department" SET "name_folded" = cd_fold("name");

CREATE FUNCTION department_name_folded() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.name_folded := cd_fold(NEW.name);
  RETURN NEW;
END
$fn$;

CREATE TRIGGER department_name_folded
  BEFORE INSERT OR UPDATE OF name ON "department"
  FOR EACH ROW EXECUTE FUNCTION department_name_folded();

-- Advanced search in one round trip (decision 099 item 15, advance-search.ts): folds the name into its
-- token forms ('>word', a Chinese word as it is), resolves a department pattern to ids, and with a name walks
-- the range of its longest listed form in result order: the department and OU on the index entry, anything
-- else (the name's other words, title, address, email, phones) by probing the contact, only when one is
-- given. The page holds `page_end + 1` matches read within the first `bound` entries (`entry_bound` when no
-- entry needs a probe: ~0.2 µs an entry against ~4 µs), or every match of a shorter range; otherwise (or
-- without a name) `ids` is null and the API runs the bitmap statement with the `forms` and `departments`
-- returned here. A function, so its statements are planned
-- once per connection: the walk the API built planned for 0.2–1.9 ms a request, after two round trips.
-- Patterns are LIKE patterns (the API escapes them); `department_ids` is the request's departmentID.
CREATE FUNCTION cd_advanced_page(name_text text, department_ids int[], department_pattern text,
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
                          WHERE d.name_folded LIKE cd_fold(department_pattern)
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
