import { expect, type Browser, type Page } from '@playwright/test';

export const ACCOUNTS = {
  admin: 'alice.admin@harbourpacific.com',
  ouAdmin: 'oscar.chan@harbourpacific.com.hk',
  maintainer: 'carmen.lee@harbourpacific.com.hk',
  employee: 'eric.ho@harbourpacific.com',
  noRole: 'nora.smith@partner-contractor.net',
} as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Through the real flow: SPA → /api/auth/login → embedded IdP page → /callback → back to the SPA. */
export async function signInAs(page: Page, email: string, path = '/') {
  await page.goto(path);
  await expect(page).toHaveTitle(/Sign in — Harbour Pacific Directory/, { timeout: 30_000 });
  await page.getByRole('button', { name: new RegExp(escape(email)) }).click();
  await expect(page.locator('main#main-content')).toBeVisible({ timeout: 30_000 });
}

/** A fresh browser context (another machine: no cookies, no local storage), signed in. */
export async function signInElsewhere(browser: Browser, email: string, path = '/') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email, path);
  return { context, page };
}

/** Puts the signed-in user's saved settings and shortcuts back to the built-in defaults. */
export async function resetSavedSettings(page: Page) {
  // A change made on screen just before is saved a moment later: let it land first, or it would undo this.
  await expect(page.locator('html')).not.toHaveAttribute('data-settings-save', 'pending');
  const session = await page.request.get('/api/auth/session');
  const { id } = (await session.json()).data.user;
  const { defaultSettings } = await import('@cd/contracts');
  const res = await page.request.post('/api/User/UpdateUser', {
    headers: { 'x-cd-csrf': '1' },
    data: { id, settings: defaultSettings, shortcuts: [] },
  });
  expect(res.status()).toBe(200);
}
