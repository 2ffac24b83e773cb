-- ---------------------------------------------------------------------------------------------------------
-- Plans kept per connection only where the caller's scope cannot change them (decision 099, "Plans kept
-- per connection", and its correction "… but not where the scope decides").
--
-- Migration search_generic_plans forced one generic plan per connection on the twelve PL/pgSQL functions a
-- search reaches. Measured then on searches of the whole directory, which is what bench/search.mjs asks.
-- Searches limited to an OU (an OU filter, or a caller whose grants cover part of the group) then showed what
-- a plan made without the scope's values costs, at 1M contacts, best of 4 at one connection: 'hpg' in Hong
-- Kong and below 3.7 -> 185 ms, 'harbour' there 43 -> 303 ms, 'wong' in one small OU 9.0 -> 36.8 ms,
-- 'chan tai man' there 22 -> 35 ms (and two others faster). The functions that take the scope (`ou_ids`)
-- plan as PostgreSQL chooses again; the three that do not (`cd_search_items`, `cd_spelling_candidates`,
-- `cd_typo_names`) keep their generic plans, as does `cd_query_words`'s inlining. A function's own setting
-- reaches the functions it calls, so those that take the scope say `auto` rather than inherit a caller's.
-- Functions only; `search-plans.test.ts` keeps the rule.
-- ---------------------------------------------------------------------------------------------------------

ALTER FUNCTION cd_first_page(text, boolean, int[], int, int, int) SET plan_cache_mode = auto;
ALTER FUNCTION cd_token_page(text[], int[], int, int, int) SET plan_cache_mode = auto;
ALTER FUNCTION cd_words_page(text, text[], text[], text[], int[], int, int, int, int) SET plan_cache_mode = auto;
ALTER FUNCTION cd_words_walk(text[], text[], text[], int[], int, int) SET plan_cache_mode = auto;
ALTER FUNCTION cd_contains_page(text, text, text, text[], int[], int, int, int, int, int, int, text[], int[],
                                int, boolean)
  SET plan_cache_mode = auto;
ALTER FUNCTION cd_contains_typo_page(text, text, text, text[], int[], int, int, int, int, int, int, text[],
                                     int[], int, boolean, text[], int[], int, int, int, int, int, int[])
  SET plan_cache_mode = auto;
ALTER FUNCTION cd_typo_page(text[], text[], text[], text[], int[], boolean, int[], int[], boolean, int, int, int)
  SET plan_cache_mode = auto;
ALTER FUNCTION cd_spelling_suggestions(text[], int[], int[], int, int, int, int, int) SET plan_cache_mode = auto;
ALTER FUNCTION cd_advanced_page(text, int[], text, text, text, text, text, text, text, int[], int, int, int, int,
                                int)
  SET plan_cache_mode = auto;
