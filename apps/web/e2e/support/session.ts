import { expect, type Browser, type Page } from '@playwright/test';

export const ACCOUNTS = {
  admin: 'alice.admin@harbourpacific.com',
  ouAdmin: 'oscar.chan@harbourpacific.com.hk',
  maintainer: 'carmen.lee@harbourpacific.com.hk',
  employee: 'eric.ho@harbourpacific.com',
  noRole: 'nora.smith@partner-contractor.net',
} as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface SignInOptions {
  /**
   * Open in the language saved on the account, as a real sign-in does. Without it every test starts in the
   * browser's language (en-US here, or what the test put in local storage): the demo accounts are shared,
   * and a test that switched the language through the menu saved it on the account.
   */
  keepSavedLanguage?: boolean;
}

/** Through the real flow: SPA → /api/auth/login → embedded IdP page → /callback → back to the SPA. */
export async function signInAs(page: Page, email: string, path = '/', options: SignInOptions = {}) {
  await page.goto(path);
  await expect(page).toHaveTitle(/Sign in — Harbour Pacific Directory/, { timeout: 30_000 });
  await page.getByRole('button', { name: new RegExp(escape(email)) }).click();
  await expect(page.locator('main#main-content')).toBeVisible({ timeout: 30_000 });
  if (!options.keepSavedLanguage) await forgetSavedLanguage(page);
}

/** A fresh browser context (another machine: no cookies, no local storage), signed in. */
export async function signInElsewhere(
  browser: Browser,
  email: string,
  path = '/',
  options: SignInOptions = {},
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email, path, options);
  return { context, page };
}

interface SavedUser {
  id: string;
  settings: ({ language?: string } & Record<string, unknown>) | null;
  shortcuts: string[];
}

const savedUser = async (page: Page): Promise<SavedUser> =>
  (await (await page.request.get('/api/auth/session')).json()).data.user;

/**
 * Removes the language saved with the signed-in user's settings and, when the page was showing it, opens
 * the page again in the browser's own language (this tab's remembered choice goes too).
 */
async function forgetSavedLanguage(page: Page) {
  const user = await savedUser(page);
  if (!user.settings?.language) return;
  const { language: _language, ...settings } = user.settings;
  const res = await page.request.post('/api/User/UpdateUser', {
    headers: { 'x-cd-csrf': '1' },
    data: { id: user.id, settings, shortcuts: user.shortcuts },
  });
  expect(res.status()).toBe(200);
  await settleLanguageSwitch(page);
  await showBrowserLanguage(page);
}

/**
 * At sign-in the app switches to the saved language once that language's texts have loaded: a switch can
 * still be on its way (and then remember itself in this tab) after the account no longer holds it. Opened
 * again, the page reads the account as it is now, so no switch is left to land after the check below.
 */
async function settleLanguageSwitch(page: Page) {
  await page.reload();
  await expect(page.locator('main#main-content')).toBeVisible({ timeout: 30_000 });
}

/** This tab forgets its remembered language; the page is opened again when it showed another. */
async function showBrowserLanguage(page: Page) {
  const shown = await page.evaluate(() => {
    localStorage.removeItem('cd.language');
    return document.documentElement.lang;
  });
  const browserLanguage = await page.evaluate(() =>
    navigator.language.toLowerCase().startsWith('zh') ? 'zh-HK' : 'en',
  );
  if (shown === browserLanguage) return;
  await page.reload();
  await expect(page.locator('main#main-content')).toBeVisible({ timeout: 30_000 });
}

/**
 * Puts the signed-in user's saved settings and shortcuts back to the built-in defaults, the language
 * included: none is saved afterwards, and the page shows the browser's own.
 */
export async function resetSavedSettings(page: Page) {
  // A change made on screen just before is saved a moment later: let it land first, or it would undo this.
  await expect(page.locator('html')).not.toHaveAttribute('data-settings-save', 'pending');
  const { id, settings: saved } = await savedUser(page);
  const { defaultSettings } = await import('@cd/contracts');
  const res = await page.request.post('/api/User/UpdateUser', {
    headers: { 'x-cd-csrf': '1' },
    data: { id, settings: defaultSettings, shortcuts: [] },
  });
  expect(res.status()).toBe(200);
  expect((await savedUser(page)).settings?.language).toBeUndefined();
  if (saved?.language) await settleLanguageSwitch(page);
  await showBrowserLanguage(page);
}
