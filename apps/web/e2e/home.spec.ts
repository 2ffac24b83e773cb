import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ACCOUNTS, signInAs } from './support/session';

// Issue 19 item 6: Basic Search's home screen. The shared machine is slow: allow slow navigations.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const texts = {
  en: {
    searchable: /Search by name in English or Chinese/,
    favourites: 'Favourites',
    recents: 'Recently viewed',
    noFavourites: /No favourites yet/,
    star: (name: string) => `Add ${name} to favourites`,
    unstar: (name: string) => `Remove ${name} from favourites`,
    call: (name: string) => new RegExp(`^Call ${name} on `),
    mail: (name: string) => new RegExp(`^Email ${name} at `),
    search: 'Search the directory',
    results: 'Search results',
  },
  'zh-HK': {
    searchable: /可按中英文姓名/,
    favourites: '常用聯絡人',
    recents: '最近瀏覽',
    noFavourites: /尚未有常用聯絡人/,
    star: (name: string) => `將${name}加入常用聯絡人`,
    unstar: (name: string) => `從常用聯絡人移除${name}`,
    call: (name: string) => new RegExp(`^致電${name}（`),
    mail: (name: string) => new RegExp(`^發送電郵給${name}（`),
    search: '搜尋通訊錄',
    results: '搜尋結果',
  },
} as const;

/** The account's favourites from an earlier run go first: each run starts with none. */
async function clearFavourites(page: Page) {
  const home = await (await page.request.get('/api/Home/GetHome')).json();
  for (const { contactID } of home.data.favourites as { contactID: number }[]) {
    const res = await page.request.post('/api/Home/SetFavourite', {
      headers: { 'x-cd-csrf': '1' },
      data: { contactID, favourite: false },
    });
    expect(res.status()).toBe(200);
  }
}

const cases = [
  { language: 'en', account: ACCOUNTS.employee, query: 'chan tai man', name: 'Chan Tai Man' },
  { language: 'zh-HK', account: ACCOUNTS.ouAdmin, query: '陳大文', name: 'Chan Tai Man' },
] as const;

for (const { language, account, query, name } of cases) {
  test(`${language}: star a contact, find it under the box, open a card and find it in recents`, async ({
    page,
  }) => {
    const t = texts[language];
    if (language === 'zh-HK') await page.addInitScript(() => localStorage.setItem('cd.language', 'zh-HK'));
    await signInAs(page, account);
    await clearFavourites(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    // The empty page says what can be searched and lists no favourite yet.
    await expect(page.getByText(t.searchable)).toBeVisible();
    const favourites = page.getByRole('region', { name: t.favourites });
    const recents = page.getByRole('region', { name: t.recents });
    await expect(favourites.getByText(t.noFavourites)).toBeVisible();

    // Star it in the results.
    await page.getByRole('searchbox', { name: t.search }).fill(query);
    const results = page.getByRole('list', { name: t.results });
    const row = results.getByRole('listitem').filter({ hasText: name }).first();
    await row.getByRole('button', { name: t.star(name) }).click();
    await expect(row.getByRole('button', { name: t.unstar(name) })).toHaveAttribute('aria-pressed', 'true');

    // Clear the box: it is under it, with click-to-call and mailto.
    await page.getByRole('searchbox', { name: t.search }).press('Escape');
    await expect(page).toHaveURL(/\/$/);
    const favourite = favourites.getByRole('listitem').filter({ hasText: name });
    await expect(favourite.getByRole('link', { name: t.call(name) }).first()).toHaveAttribute(
      'href',
      /^tel:\+\d+/,
    );
    await expect(favourite.getByRole('link', { name: t.mail(name) })).toHaveAttribute(
      'href',
      /^mailto:.+@.+/,
    );
    await expectNoSeriousA11yViolations(page, `home screen (${language})`);

    // Open its card: the card's star is on, and back home it heads the recently viewed.
    const viewRecorded = page.waitForResponse((r) => r.url().includes('/api/Home/RecordContactView'));
    await favourite.getByRole('link', { name, exact: true }).click();
    expect((await viewRecorded).status()).toBe(200);
    await expect(page).toHaveURL(/\/contact\?contact=\d+/);
    await expect(page.getByRole('button', { name: t.unstar(name) })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/');
    const recent = recents.getByRole('listitem').first();
    await expect(recent).toContainText(name);
    await expect(recent.getByRole('link', { name: t.mail(name) })).toHaveAttribute('href', /^mailto:/);
    await page.screenshot({ path: `test-results/home-${language}.png`, fullPage: true });

    // Unstar it on the home screen: the list follows, and so does the server.
    await favourite.getByRole('button', { name: t.unstar(name) }).click();
    await expect(favourites.getByText(t.noFavourites)).toBeVisible();
    await page.reload();
    await expect(favourites.getByText(t.noFavourites)).toBeVisible();
  });
}
