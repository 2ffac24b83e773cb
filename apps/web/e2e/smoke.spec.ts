import { expect, test } from '@playwright/test';

const FOOTER_NOTICE =
  'For internal use only. The information in this directory must not be disclosed to external parties.';

test('an unknown path redirects to /404 inside the shell', async ({ page }) => {
  await page.goto('/404-unknown-path');

  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('The page you requested could not be found.')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveText(FOOTER_NOTICE);
});

test('/401 is public and explains itself', async ({ page }) => {
  await page.goto('/401');

  await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveText(FOOTER_NOTICE);
});

test('a guest on an error page is offered the company website', async ({ page }) => {
  await page.goto('/404');

  const back = page.getByRole('link', { name: 'Back to company website' });
  await expect(back).toBeVisible();
  // The server's COMPANY_WEBSITE_URL (scripts/e2e-server.mjs), not the build's default.
  await expect(back).toHaveAttribute('href', 'https://intranet.harbourpacific.example/');
});

test('the language menu switches to Traditional Chinese and remembers it', async ({ page }) => {
  await page.goto('/404');

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '繁體中文' }).click();

  await expect(page.getByText('找不到您要求的頁面。')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');

  await page.reload();
  await expect(page.getByText('找不到您要求的頁面。')).toBeVisible();
});
