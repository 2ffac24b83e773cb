import { expect as baseExpect, test } from '@playwright/test';
import { ACCOUNTS, resetSavedSettings, signInAs, signInElsewhere } from './support/session';

// Issue 19 item 2: the language is saved with the user's settings, so another browser opens in it.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test('the language chosen in one browser opens the next one, over its own English', async ({
  page,
  browser,
}) => {
  await signInAs(page, ACCOUNTS.maintainer);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '繁體中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  // Saved quietly a moment later, with the rest of the settings.
  await expect(page.locator('html')).toHaveAttribute('data-settings-save', 'idle');

  // Another browser (no cookies, no local storage, an English-speaking browser) opens in Chinese.
  const elsewhere = await signInElsewhere(browser, ACCOUNTS.maintainer, '/', { keepSavedLanguage: true });
  expect(await elsewhere.page.evaluate(() => navigator.language)).toBe('en-US');
  await expect(elsewhere.page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await expect(elsewhere.page.getByRole('button', { name: '語言' })).toBeVisible();

  // The reset of saved settings takes the language with it: the next browser is English again.
  await resetSavedSettings(elsewhere.page);
  await expect(elsewhere.page.locator('html')).toHaveAttribute('lang', 'en');
  await elsewhere.context.close();
  const third = await signInElsewhere(browser, ACCOUNTS.maintainer, '/', { keepSavedLanguage: true });
  await expect(third.page.locator('html')).toHaveAttribute('lang', 'en');
  await third.context.close();
});

test("a test that switched the language leaves no trace on the account's next sign-in", async ({
  browser,
}) => {
  // As a failed language test would leave it: Chinese saved on the shared account.
  const first = await signInElsewhere(browser, ACCOUNTS.maintainer);
  await first.page.getByRole('button', { name: 'Language' }).click();
  await first.page.getByRole('menuitem', { name: '繁體中文' }).click();
  // Saved on the server before the tab closes: 'idle' alone can be read before the debounced save began.
  await expect
    .poll(
      async () =>
        (await (await first.page.request.get('/api/auth/session')).json()).data.user.settings?.language,
    )
    .toBe('zh-HK');
  await expect(first.page.locator('html')).toHaveAttribute('data-settings-save', 'idle');
  await first.context.close();

  // The shared sign-in starts the next test in the browser's language, with nothing saved.
  const next = await signInElsewhere(browser, ACCOUNTS.maintainer);
  await expect(next.page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(next.page.getByRole('button', { name: 'Language' })).toBeVisible();
  const session = await (await next.page.request.get('/api/auth/session')).json();
  expect(session.data.user.settings?.language).toBeUndefined();
  await next.context.close();
});
