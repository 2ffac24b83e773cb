import { expect, test, type Page } from '@playwright/test';
import { confirm, switchToChinese } from './support/administration';
import { expectNoSeriousA11yViolations } from './support/axe';
import { HONG_KONG, pickOu } from './support/ou-picker';
import { ACCOUNTS, signInAs } from './support/session';

// Each test signs in and walks a whole screen; a loaded CI machine needs more than the default 30 s.
test.describe.configure({ timeout: 180_000 });

const LIST = '/Administration/TrustedDomainMaintenance';

async function openHongKongDomains(page: Page) {
  await signInAs(page, ACCOUNTS.admin, LIST);
  const ouid = await pickOu(page, HONG_KONG);
  await expect(
    page.getByRole('heading', { name: 'Trusted domains of Harbour Pacific Hong Kong' }),
  ).toBeVisible();
  return ouid;
}

test('the system administrator edits an OU’s trusted domains, each refusal shown on its domain', async ({
  page,
}) => {
  const ouid = await openHongKongDomains(page);
  await expect(page.getByText('harbourpacific.com.hk', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/Detail\\?ouid=${ouid}$`));
  await expect(page.getByRole('textbox', { name: 'Domain 1' })).toHaveValue('harbourpacific.com.hk');
  await expectNoSeriousA11yViolations(page, 'Trusted Domain Maintenance detail', 'main#main-content');

  await page.getByRole('button', { name: 'Add domain' }).click();
  const added = page.getByRole('textbox', { name: 'Domain 2' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Domain is a mandatory field')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Only the server knows public suffixes and mail providers: its refusal lands on that domain's line.
  await added.fill('gmail.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are you sure you want to save?');
  await expect(page.getByText(/gmail\.com is a public email provider/).first()).toBeVisible();
  await expect(added).toHaveAttribute('aria-invalid', 'true');

  await added.fill('E2E-Partner.example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are you sure you want to save?');
  await expect(page.getByText('Saved successfully.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}\\?ouid=${ouid}$`));
  await expect(page.getByText('e2e-partner.example.com', { exact: true })).toBeVisible();

  // And back as it was.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Remove e2e-partner.example.com' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are you sure you want to save?');
  await expect(page.getByText('e2e-partner.example.com', { exact: true })).toHaveCount(0);
});

test('in Traditional Chinese the trusted domain screens are Chinese', async ({ page }) => {
  await openHongKongDomains(page);
  await switchToChinese(page);
  await expect(page.getByRole('heading', { name: '信任網域維護' })).toBeVisible();
  await page.getByRole('button', { name: '編輯' }).click();
  await page.getByRole('button', { name: '新增網域' }).click();
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText('網域為必填欄位')).toBeVisible();
});

test('the OU administrator cannot open Trusted Domain Maintenance', async ({ page }) => {
  await signInAs(page, ACCOUNTS.ouAdmin, LIST);
  await expect(page).not.toHaveURL(/TrustedDomainMaintenance/);
});
