import { expect as baseExpect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ACCOUNTS, signInAs } from './support/session';

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
