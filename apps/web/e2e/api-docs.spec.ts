import { expect, test } from '@playwright/test';

/** The API reference renders in a real browser under the product's CSP (script-src 'self', no inline script). */
test('the API reference at /api/docs lists the endpoints without CSP violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByText('/api/OrganizationUnits/GetOUDetail')).toBeVisible();
  await expect(page.getByText('/api/health')).toBeVisible();
  expect(violations).toEqual([]);
});
