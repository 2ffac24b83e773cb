import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@cd/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Decision 099, "Plans kept per connection": a PL/pgSQL statement whose generic plan looks dearer than the
// plans for the values at hand is planned again on every call, and a search's statements all looked that
// way. A generic plan cannot see the caller's scope, though, and a search limited to an OU paid for that
// (up to 50 times slower): the functions that take the scope keep one plan for a search of the whole
// directory and plan as PostgreSQL chooses for a scope, deciding on each call.

const SOURCES = path.resolve(import.meta.dirname, '../..');

/** The first statement after BEGIN of a function that takes the scope. */
const PER_CALL_MODE =
  /^(\s*DECLARE\b[\s\S]*?)?\nBEGIN\n\s*PERFORM set_config\('plan_cache_mode', CASE WHEN ou_ids IS NULL THEN 'force_generic_plan' ELSE 'auto' END, true\);\n/;

/**
 * The import module's statements write contacts: the search columns it computes beside a commit
 * (cd_contact_search_columns, decision 112) run once per row, not once per search, and they are the trigger's.
 */
const WRITE_PATHS = new Set([path.join(SOURCES, 'modules/import')]);

/** Database functions the API calls by name (its SQL is in template strings of its sources), writes aside. */
function calledFromApi(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory() && WRITE_PATHS.has(file)) continue;
      if (entry.isDirectory()) walk(file);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        for (const [, name] of readFileSync(file, 'utf8').matchAll(/\b(cd_\w+)\(/g)) names.add(name!);
      }
    }
  };
  walk(SOURCES);
  return names;
}

interface DbFunction {
  name: string;
  language: string;
  volatility: string;
  source: string;
  config: string[] | null;
  args: string[] | null;
}

describe('the plans of the search functions', () => {
  let db: TestDatabase;
  let functions: Map<string, DbFunction>;
  beforeAll(async () => {
    db = await createTestDatabase();
    const rows = await db.prisma.$queryRaw<DbFunction[]>`
      SELECT p.proname::text AS name, l.lanname::text AS language, p.provolatile::text AS volatility, p.prosrc AS source,
             p.proconfig AS config, p.proargnames::text[] AS args
        FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
       WHERE p.pronamespace = 'public'::regnamespace AND p.proname LIKE 'cd\\_%'`;
    functions = new Map(rows.map((row) => [row.name, row]));
  }, 60_000);
  afterAll(() => db.drop());

  it('keeps one plan per connection in every STABLE PL/pgSQL function a search reaches, unless it takes the scope', () => {
    const reached = new Set([...calledFromApi()].filter((name) => functions.has(name)));
    for (const name of reached) {
      for (const [, callee] of functions.get(name)!.source.matchAll(/\b(cd_\w+)\(/g)) {
        if (functions.has(callee!)) reached.add(callee!);
      }
    }
    // The rule must have something to hold: the tiers of the basic and advanced searches.
    expect([...reached]).toEqual(
      expect.arrayContaining(['cd_first_page', 'cd_token_page', 'cd_contains_typo_page', 'cd_search_items']),
    );
    const stable = [...reached]
      .map((name) => functions.get(name)!)
      .filter((fn) => fn.language === 'plpgsql' && fn.volatility === 's');
    // Each says its own mode: a function's settings reach the functions it calls.
    const wrong = stable
      .map((fn) => ({
        name: fn.name,
        mode: (fn.config ?? []).find((c) => c.startsWith('plan_cache_mode=')),
        wanted: (fn.args ?? []).includes('ou_ids')
          ? 'plan_cache_mode=auto'
          : 'plan_cache_mode=force_generic_plan',
      }))
      .filter((fn) => fn.mode !== fn.wanted);
    expect(wrong).toEqual([]);
    expect(stable.filter((fn) => !(fn.args ?? []).includes('ou_ids')).map((fn) => fn.name)).toEqual(
      expect.arrayContaining(['cd_search_items', 'cd_spelling_candidates']),
    );
    // Those that take the scope choose per call, first thing: one plan for the whole directory, PostgreSQL's
    // choice for a scope (migration search_plans_per_call).
    const scoped = stable.filter((fn) => (fn.args ?? []).includes('ou_ids'));
    expect(scoped.map((fn) => fn.name)).toEqual(
      expect.arrayContaining(['cd_first_page', 'cd_contains_typo_page']),
    );
    expect(scoped.filter((fn) => !PER_CALL_MODE.test(fn.source)).map((fn) => fn.name)).toEqual([]);
  });

  it("leaves the caller's plan mode as it was once a search function returns", async () => {
    // In one transaction, the whole directory last: a mode leaking out of it would be force_generic_plan.
    const [, , after] = await db.prisma.$transaction([
      db.prisma.$queryRaw`SELECT count(*)::int AS n FROM cd_first_page('chan', false, ARRAY[1], 0, 25, 1000)`,
      db.prisma.$queryRaw`SELECT count(*)::int AS n FROM cd_first_page('chan', false, NULL, 0, 25, 1000)`,
      db.prisma.$queryRaw<{ mode: string }[]>`SELECT current_setting('plan_cache_mode') AS mode`,
    ]);
    expect(after).toEqual([{ mode: 'auto' }]);
  });

  it('inlines cd_query_words into the statement that calls it, so it is not planned per statement', async () => {
    const plan = await db.prisma.$queryRaw<{ 'QUERY PLAN': string }[]>`
      EXPLAIN (VERBOSE, COSTS OFF) SELECT cd_query_words(display_name) FROM contact`;
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/translate/);
    expect(text).not.toMatch(/cd_query_words/);
  });

  it('folds query words as the sub-select it replaced did, over names and runs of separators', async () => {
    // The former body, one word at a time; strings of letters, separators, quotes and hyphens at random.
    const differing = await db.prisma.$queryRaw<{ s: string; now: string[]; before: string[] }[]>`
      WITH samples AS (
        SELECT display_name AS s FROM contact
        UNION ALL SELECT coalesce(chinese_name, '') || ' ' || coalesce(email, '') FROM contact
        UNION ALL
        SELECT string_agg(substr(E'ab\\'-  .,-\\'\\'x陳é\\u2019-_@/Ｏ', 1 + floor(random() * 21)::int, 1), '')
          FROM generate_series(1, 4000) g, generate_series(1, 12) k GROUP BY g)
      SELECT s, cd_query_words(s) AS now,
             array_remove(ARRAY(SELECT translate(w, '''-', '') FROM unnest(cd_words(cd_fold(s))) AS w), '')
               AS before
        FROM samples
       WHERE cd_query_words(s) IS DISTINCT FROM
             array_remove(ARRAY(SELECT translate(w, '''-', '') FROM unnest(cd_words(cd_fold(s))) AS w), '')`;
    expect(differing).toEqual([]);
    const [sample] = await db.prisma.$queryRaw<{ words: string[] }[]>`
      SELECT cd_query_words(${"  O'Brien - Jean-Luc  ’t  陳大文 "}) AS words`;
    expect(sample!.words).toEqual(['obrien', 'jeanluc', 't', '陳大文']);
  });
});
