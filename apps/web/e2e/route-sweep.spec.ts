import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { switchToChinese } from './support/administration';
import { withDatabase } from './support/database';
import { routeTable, type ParamKind, type SweptRoute } from './support/route-table';
import { ACCOUNTS, signInAs } from './support/session';

// Issue 19 item 1: every route, given an id that does not exist or lies outside the user's grants, or a
// malformed search param, shows a notice in the user's language and a way back: never the crash screen.
test.describe.configure({ timeout: 900_000 });

type Language = 'en' | 'zh-HK';
const texts = (language: Language) =>
  JSON.parse(fs.readFileSync(new URL(`../src/locales/${language}/errors.json`, import.meta.url), 'utf8')) as {
    crash: { title: string };
    routeNotice?: { back: string };
  };
/** Text in the user's language: Chinese characters for zh-HK, none for English. */
const inLanguage = { en: /^[^\u3400-\u9fff]*[A-Za-z][^\u3400-\u9fff]*$/, 'zh-HK': /[\u3400-\u9fff]/ };

const MALFORMED: Record<ParamKind, string> = {
  id: 'abc',
  page: '0',
  day: '2026-02-30',
  text: 'x'.repeat(201),
  returnPath: 'https://elsewhere.example/',
};
const MISSING_ID = '99999999';

interface Ids {
  /** Inside the OU administrator's grants (Harbour Pacific Hong Kong and below). */
  ouInScope: string;
  contactInScope: string;
  /** Existing, but outside those grants. */
  ouOutOfScope: string;
  contactOutOfScope: string;
}

async function demoIds(): Promise<Ids> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ kind: string; id: string }>(`
      WITH RECURSIVE hk AS (
        SELECT id FROM organization_unit WHERE code = 'HPG-HK'
        UNION ALL SELECT ou.id FROM organization_unit ou JOIN hk ON ou.parent_id = hk.id)
      SELECT 'ouIn' AS kind, (SELECT min(id) FROM hk)::text AS id
      UNION ALL SELECT 'ouOut', (SELECT min(id) FROM organization_unit WHERE id NOT IN (SELECT id FROM hk))::text
      UNION ALL SELECT 'contactIn', (SELECT min(id) FROM contact WHERE ou_id IN (SELECT id FROM hk))::text
      UNION ALL SELECT 'contactOut', (SELECT min(id) FROM contact WHERE ou_id NOT IN (SELECT id FROM hk))::text`);
    const id = (kind: string) => rows.find((row) => row.kind === kind)!.id;
    return {
      ouInScope: id('ouIn'),
      contactInScope: id('contactIn'),
      ouOutOfScope: id('ouOut'),
      contactOutOfScope: id('contactOut'),
    };
  });
}

interface Case {
  label: string;
  url: string;
  /** The value that should not survive: a notice names it, or the page left it behind. */
  bad: string;
}

/** Required params the case is not about get a valid in-scope value, so only one thing is wrong. */
function casesFor(route: SweptRoute, ids: Ids, scoped: boolean): Case[] {
  const valid = (name: string) => (name === 'contact' ? ids.contactInScope : ids.ouInScope);
  const url = (name: string, value: string) => {
    const search = new URLSearchParams();
    for (const param of route.params) {
      if (param.name === name) search.set(name, value);
      else if (!param.optional) search.set(param.name, valid(param.name));
    }
    return `${route.path}?${search}`;
  };
  const cases: Case[] = [];
  // One malformed value per kind of param: every param of a kind goes through the same check.
  const kinds = new Set<ParamKind>();
  for (const param of route.params) {
    const malformed = MALFORMED[param.kind];
    if (!kinds.has(param.kind) || param.kind === 'id') {
      kinds.add(param.kind);
      cases.push({ label: `${param.name} malformed`, url: url(param.name, malformed), bad: malformed });
    }
    if (param.kind !== 'id') continue;
    cases.push({ label: `${param.name} missing`, url: url(param.name, MISSING_ID), bad: MISSING_ID });
    // The directory is open to every directory user (spec 1): no record lies outside it.
    if (!scoped || route.access === 'directory') continue;
    const outside = param.name === 'contact' ? ids.contactOutOfScope : ids.ouOutOfScope;
    cases.push({ label: `${param.name} out of scope`, url: url(param.name, outside), bad: outside });
  }
  return cases;
}

/** A screen in the shell, or the loading screen (which has its own layout). */
const shown = (page: Page) => page.locator('main#main-content').or(page.getByRole('status')).first();

/** The path the browser shows when it may open `route` (the guard sends others elsewhere). */
async function canOpen(page: Page, route: SweptRoute, ids: Ids): Promise<boolean> {
  const search = new URLSearchParams();
  for (const param of route.params)
    if (!param.optional)
      search.set(param.name, param.name === 'contact' ? ids.contactInScope : ids.ouInScope);
  await page.goto(`${route.path}?${search}`);
  // Not the loading screen: the guard decides only once the session is known.
  if (route.path === '/loading') return true;
  await expect(page.locator('main#main-content')).toBeVisible();
  const wanted = route.path.replace(/\/$/, '') || '/';
  await expect
    .poll(() => new URL(page.url()).pathname, { timeout: 5_000 })
    .toBe(wanted)
    .catch(() => undefined);
  return new URL(page.url()).pathname === wanted;
}

async function expectNoticeAndWayBack(page: Page, language: Language, item: Case) {
  const { crash, routeNotice } = texts(language);
  // On the screen, or a toast (a screen that leaves for another says so in one).
  const notice = page
    .locator('main [role=alert], .notistack-SnackbarContainer [role=alert]')
    .filter({ hasText: inLanguage[language] })
    .first();
  await expect(notice, `${item.label}: a notice`).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('heading', { name: crash.title }),
    `${item.label}: no crash screen`,
  ).toHaveCount(0);
  // The way back: a link in the notice, or the page already took the user back (the bad value is gone).
  const backName = { name: routeNotice?.back ?? '\u0000', exact: true };
  const main = page.locator('main');
  const back = main.getByRole('link', backName).or(main.getByRole('button', backName)).first();
  const left = () => ![...new URL(page.url()).searchParams.values()].includes(item.bad);
  await expect
    .poll(async () => left() || (await back.isVisible()), { message: `${item.label}: a way back` })
    .toBe(true);
}

// SWEEP_ROUTE=<part of a path> narrows the sweep while a failure is looked into.
const swept = routeTable().filter(
  (route) => route.path !== '/$' && route.path.includes(process.env.SWEEP_ROUTE ?? ''),
);

for (const language of ['en', 'zh-HK'] as const) {
  test(`every route given a missing, out-of-scope or malformed search param shows a notice and a way back (${language})`, async ({
    browser,
  }) => {
    const ids = await demoIds();
    const pages: Partial<Record<'ouAdmin' | 'admin', Page>> = {};
    const signedIn = async (account: 'ouAdmin' | 'admin') => {
      if (!pages[account]) {
        const page = await (await browser.newContext()).newPage();
        await signInAs(page, ACCOUNTS[account]);
        if (language === 'zh-HK') {
          await switchToChinese(page);
          // Saved with the account before the first visit: a reload must not fall back to the browser's English.
          await expect
            .poll(
              async () =>
                (await (await page.request.get('/api/auth/session')).json()).data.user.settings?.language,
            )
            .toBe('zh-HK');
        }
        pages[account] = page;
      }
      return pages[account];
    };
    const failures: string[] = [];
    let checked = 0;
    for (const route of swept) {
      // The scoped OU administrator where the route lets him in, so "out of scope" can be tried.
      let page = await signedIn('ouAdmin');
      let scoped = true;
      if (!(await canOpen(page, route, ids))) {
        page = await signedIn('admin');
        scoped = false;
      }
      const cases = casesFor(route, ids, scoped);
      if (cases.length === 0) {
        // A route that reads no params ignores stray ones.
        await page.goto(`${route.path}?ouid=abc&contact=${MISSING_ID}&page=0`);
        await expect(shown(page)).toBeVisible();
        await expect(page.getByRole('heading', { name: texts(language).crash.title })).toHaveCount(0);
        checked += 1;
        continue;
      }
      for (const item of cases) {
        await page.goto(item.url);
        await expectNoticeAndWayBack(page, language, item).catch((error: Error) =>
          failures.push(`${route.path} ${item.label}: ${error.message.split('\n')[0]!.slice(-40)}`),
        );
        checked += 1;
      }
    }
    console.log(`route sweep (${language}): ${swept.length} routes, ${checked} visits`);
    expect(failures).toEqual([]);
  });
}
