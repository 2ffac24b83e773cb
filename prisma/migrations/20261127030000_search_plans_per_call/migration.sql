-- ---------------------------------------------------------------------------------------------------------
-- The plan mode chosen per call by the caller's scope (decision 099, "Plans kept per connection", and
-- "… chosen per call").
--
-- Migration search_plans_by_scope put the functions that take the scope (`ou_ids`) back on PostgreSQL's own
-- choice, because plans made without the scope's values made searches limited to an OU up to 50 times
-- slower. That choice plans the statements of a search of the whole directory (`ou_ids` NULL) again on
-- almost every call: their NULL-or switches make the generic plan look dearer than the plans for the values
-- at hand. So each of these functions now starts by saying which it wants, for this call only: one generic
-- plan per connection for the whole directory, PostgreSQL's choice for a scope. `set_config(…, true)` inside
-- a function that has its own SET clause for the setting lasts until the function returns.
--
-- The bodies are those in the database, with the one line added after their first BEGIN; each function's
-- first line of code after BEGIN is where `search-plans.test.ts` looks for it.
-- ---------------------------------------------------------------------------------------------------------

DO $migration$
DECLARE
  fn regprocedure;
  definition text;
  changed text;
BEGIN
  FOR fn IN
    SELECT p.oid::regprocedure FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
     WHERE p.pronamespace = 'public'::regnamespace AND p.proname LIKE 'cd\_%' AND l.lanname = 'plpgsql'
       AND p.provolatile = 's' AND 'ou_ids' = ANY (p.proargnames)
       AND 'plan_cache_mode=auto' = ANY (p.proconfig)
  LOOP
    definition := pg_get_functiondef(fn);
    changed := regexp_replace(definition, E'\nBEGIN\n',
      E'\nBEGIN\n  PERFORM set_config(''plan_cache_mode'', CASE WHEN ou_ids IS NULL THEN ''force_generic_plan'' ELSE ''auto'' END, true);\n');
    IF changed = definition THEN
      RAISE EXCEPTION 'no BEGIN line in %', fn;
    END IF;
    EXECUTE changed;
  END LOOP;
END
$migration$;
