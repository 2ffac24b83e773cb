-- cd_search_items (migration search_words_page) again, same rows, as PL/pgSQL: a SQL function that is not
-- inlined is planned on every call (PostgreSQL 17), and its statement's planning was most of its cost. At
-- 1,002,034 contacts, 25 rows: 0.66 ms a call as SQL, 0.25 ms as PL/pgSQL, whose statement is planned once
-- per connection. Every search's page is loaded by it (cd_first_page, cd_advanced_page,
-- cd_contains_typo_page, or its own call). Function only: nothing to migrate.
CREATE OR REPLACE FUNCTION cd_search_items(ids int[]) RETURNS json
LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN (
    SELECT json_agg(row_to_json(x) ORDER BY i.ord)
      FROM unnest(ids) WITH ORDINALITY AS i(id, ord)
      JOIN LATERAL (
        SELECT c.id, c.display_name AS "displayName", c.chinese_name AS "chineseName", c.title, c.email,
               c.department_id AS "departmentId", d.name AS "departmentName", d.name_zh AS "departmentNameZh",
               c.ou_id AS "ouId", o.name AS "ouName", o.name_zh AS "ouNameZh",
               c.phone_country_code AS "phoneCountryCode", c.phone_area_code AS "phoneAreaCode",
               c.phone_number AS "phoneNumber", c.phone_extension AS "phoneExtension",
               c.mobile_country_code AS "mobileCountryCode", c.mobile_number AS "mobileNumber"
          FROM contact c JOIN organization_unit o ON o.id = c.ou_id
          LEFT JOIN department d ON d.id = c.department_id
         WHERE c.id = i.id) x ON true);
END
$fn$;
