-- ---------------------------------------------------------------------------------------------------------
-- Searches stop planning their statements on every call (issue 17 item 1, decision 099 "Plans kept").
--
-- PL/pgSQL caches a statement's plan, but for each one it first makes five plans for the values at hand,
-- then keeps a generic plan only if that is estimated no dearer than the average of those five. A search's
-- statements take arrays and NULL-or switches (`p1 IS NULL OR NOT EXISTS …`, `ou_ids IS NULL OR …`) that a
-- plan for known values folds away, so the generic plan always looked dearer and every call planned again:
-- in `bench/search.mjs` on the 1M folder, nested planning was 28 of 138 s of the searches' statements
-- (`pg_stat_statements`, track all and planning on), 0.03–0.15 ms a statement, several a search. The
-- generic plans read the same indexes (the B-tree key of `contact_search_token` by token; the GIN and
-- trigram indexes under the planner settings the functions already carry), and a switch that is off costs
-- one test at run time. So the functions a search calls keep one plan per connection.
--
-- `cd_query_words` was a SQL function with a sub-select, which PostgreSQL never inlines: it was planned
-- again in every statement that called it (0.04 ms, 170,000 times in that run). The same words come
-- from removing apostrophes and hyphens before the split rather than from each word after it: neither is
-- a separator, so no word boundary moves, and a word made only of them is dropped either way (the test
-- compares both over the demo's names and random strings of separators, quotes and hyphens). It now
-- inlines into its callers.
--
-- Functions only; `search-plans.test.ts` keeps the rule for every PL/pgSQL function a search reaches.
-- ---------------------------------------------------------------------------------------------------------

CREATE OR REPLACE FUNCTION cd_query_words(query text) RETURNS text[]
LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT cd_words(translate(cd_fold(query), '''-', ''))
$fn$;

ALTER FUNCTION cd_first_page(text, boolean, int[], int, int, int) SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION cd_token_page(text[], int[], int, int, int) SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION cd_words_page(text, text[], text[], text[], int[], int, int, int, int)
  SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION cd_words_walk(text[], text[], text[], int[], int, int) SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION cd_search_items(int[]) SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION cd_contains_page(text, text, text, text[], int[], int, int, int, int, int, int, text[], int[],
                                int, boolean)
  SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION cd_contains_typo_page(text, text, text, text[], int[], int, int, int, int, int, int, text[],
                                     int[], int, boolean, text[], int[], int, int, int, int, int, int[])
  SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION cd_typo_page(text[], text[], text[], text[], int[], boolean, int[], int[], boolean, int, int, int)
  SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION cd_typo_names(text[], int[], text[], int[], int) SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION cd_spelling_candidates(text[], int, int) SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION cd_spelling_suggestions(text[], int[], int[], int, int, int, int, int)
  SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION cd_advanced_page(text, int[], text, text, text, text, text, text, text, int[], int, int, int, int,
                                int)
  SET plan_cache_mode = force_generic_plan;
