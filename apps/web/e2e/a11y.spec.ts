import { expect as baseExpect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ACCOUNTS, resetSavedSettings, signInAs } from './support/session';

// The test machine is shared and often loaded: allow slow first renders (timing is measured, never asserted).
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

// Every screen of spec 2 that exists today, in both languages. Feature screens add their own calls.
const SCREENS = [
  '/',
  '/AdvanceSearch',
  '/DepartmentSearch',
  '/OUSearch',
  '/ContactMaintenance',
  '/ContactImport',
  '/DepartmentMaintenance',
  '/OrganizationUnitMaintenance',
  '/Administration/TrustedDomainMaintenance',
  '/Administration/SystemParameterSettings',
  '/Reports/AuditLogByDate',
  '/Reports/PermissionAssignmentReport',
  '/ExportContacts',
  '/404',
];

for (const language of ['en', 'zh-HK'] as const) {
  test(`no serious accessibility violation on any screen (${language})`, async ({ page }) => {
    await page.addInitScript((lng) => localStorage.setItem('cd.language', lng), language);
    await signInAs(page, ACCOUNTS.admin);
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.locator('main#main-content')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoSeriousA11yViolations(page, `${path} (${language})`);
    }
    await page.getByRole('button', { name: language === 'en' ? 'Theme Settings' : '主題設定' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // The pointer left on the button shows its tooltip; caught mid-fade, axe reads its text at partial opacity.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `theme settings drawer (${language})`);
  });

  test(`guest error pages are accessible (${language})`, async ({ page }) => {
    await page.addInitScript((lng) => localStorage.setItem('cd.language', lng), language);
    for (const path of ['/401', '/404']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `${path} guest (${language})`);
    }
  });
}

// Issue 19: the dark schemes failed contrast on every screen. One dark scheme in every section, every screen,
// plus the parts that only show with data: results with avatars, a contact card, a success toast.
test('no serious accessibility violation on any screen in a dark scheme', async ({ page }) => {
  await signInAs(page, ACCOUNTS.admin);
  const session = await (await page.request.get('/api/auth/session')).json();
  const { defaultSettings } = await import('@cd/contracts');
  const dark = { main: 'default-dark', navbar: 'dark6', toolbar: 'dark3', footer: 'dark7' } as const;
  const saved = await page.request.post('/api/User/UpdateUser', {
    headers: { 'x-cd-csrf': '1' },
    data: { id: session.data.user.id, settings: { ...defaultSettings, theme: dark }, shortcuts: [] },
  });
  baseExpect(saved.status()).toBe(200);
  try {
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.locator('main#main-content')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `${path} (dark)`);
    }
    await page.goto('/?name=chan');
    await expect(page.locator('#contact-results')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'search results with avatars (dark)');
    await page.getByRole('link').filter({ hasText: /chan/i }).first().click();
    await expect(page).toHaveURL(/\/contact\?contact=/);
    await expectNoSeriousA11yViolations(page, 'contact card (dark)');
    // A saved setting confirms with a success toast.
    await page.getByRole('button', { name: 'Theme Settings' }).click();
    await page
      .getByRole('dialog', { name: 'Theme Settings' })
      .getByRole('radiogroup', { name: 'Layout style' })
      .getByRole('radio', { name: 'Layout 2', exact: true })
      .check();
    const toast = page.getByText('User settings saved.');
    await expect(toast).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'success toast (dark)', '.notistack-SnackbarContainer');
  } finally {
    await resetSavedSettings(page);
  }
});
