import { expect, test, type Page } from '@playwright/test';
import { confirm, switchToChinese } from './support/administration';
import { expectNoSeriousA11yViolations } from './support/axe';
import { HONG_KONG, pickOu } from './support/ou-picker';
import { ACCOUNTS, signInAs } from './support/session';

// Each test signs in and walks a whole screen; a loaded CI machine needs more than the default 30 s.
test.describe.configure({ timeout: 180_000 });

async function openHongKong(page: Page) {
  await signInAs(page, ACCOUNTS.ouAdmin, '/DepartmentMaintenance');
  const ouid = await pickOu(page, HONG_KONG);
  await expect(page).toHaveURL(new RegExp(`/DepartmentMaintenance\\?ouid=${ouid}$`));
  await expect(page.getByRole('heading', { name: 'Departments of Harbour Pacific Hong Kong' })).toBeVisible();
  return ouid;
}

const row = (page: Page, code: string) => page.getByRole('row').filter({ hasText: code });

test('the OU administrator creates, edits and deletes a department', async ({ page }) => {
  const ouid = await openHongKong(page);
  await expect(row(page, 'HKADM')).toContainText('Administration');
  await expectNoSeriousA11yViolations(page, 'Department Maintenance', 'main#main-content');

  // The form checks both minimums itself: nothing is sent.
  const saves: string[] = [];
  page.on('request', (r) => r.url().includes('DepartmentMaintenance/') && saves.push(r.url()));
  await page.getByRole('button', { name: 'New department' }).click();
  const dialog = page.getByRole('dialog', { name: 'New department' });
  await dialog.getByLabel('Department code').fill('AB');
  await dialog.getByRole('textbox', { name: 'Department name', exact: true }).fill('Abc');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Department name must be at least 4 characters')).toBeVisible();
  await expect(dialog.getByText('Department code must be at least 4 characters')).toBeVisible();
  expect(saves).toEqual([]);

  await dialog.getByLabel('Department code').fill('AAE2E');
  await dialog.getByRole('textbox', { name: 'Department name', exact: true }).fill('Browser Test Unit');
  await dialog.getByLabel('Chinese department name').fill('瀏覽器測試組');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are you sure you want to save?');
  await expect(page.getByText('Saved successfully.')).toBeVisible();
  await expect(row(page, 'AAE2E')).toContainText('Browser Test Unit');

  // The same code again is refused by the server; the form keeps what was typed.
  await page.getByRole('button', { name: 'New department' }).click();
  await dialog.getByLabel('Department code').fill('AAE2E');
  await dialog.getByRole('textbox', { name: 'Department name', exact: true }).fill('Duplicate Unit');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are you sure you want to save?');
  await expect(dialog.getByText('Department code AAE2E is already used in this OU.')).toBeVisible();
  await expect(dialog.getByLabel('Department code')).toHaveValue('AAE2E');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Someone else saves it meanwhile: this save is refused with 409 and offers a reload.
  await page.getByRole('button', { name: 'Edit Browser Test Unit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit department' });
  const list = await page.request.get(`/api/Departments/DepartmentMaintenanceList?ouID=${ouid}&search=AAE2E`);
  const record = (await list.json()).data.items[0];
  const other = await page.request.post('/api/Departments/DepartmentMaintenance/', {
    headers: { 'x-cd-csrf': '1' },
    data: { ...record, name: 'Changed Elsewhere' },
  });
  expect(other.status()).toBe(200);
  await edit.getByRole('textbox', { name: 'Department name', exact: true }).fill('My Edit');
  await edit.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are you sure you want to save?');
  await expect(edit.getByText(/Someone else changed this record/)).toBeVisible();
  await edit.getByRole('button', { name: 'Reload' }).click();
  await expect(row(page, 'AAE2E')).toContainText('Changed Elsewhere');

  // A department with contacts says so before any confirmation (issue 19); the new, empty one goes.
  await page.getByRole('button', { name: 'Delete Administration' }).click();
  const refusal = page.getByRole('alertdialog');
  await expect(refusal).toContainText(/Administration has \d+ contacts, so it cannot be deleted\./);
  await refusal.getByRole('button', { name: 'Close' }).click();
  await expect(row(page, 'HKADM')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Changed Elsewhere' }).click();
  await confirm(page, 'Are you sure you want to delete?');
  await expect(page.getByText('Deleted successfully.')).toBeVisible();
  await expect(row(page, 'AAE2E')).toHaveCount(0);
});

test('in Traditional Chinese the screen, its checks and its refusals are Chinese', async ({ page }) => {
  await openHongKong(page);
  await switchToChinese(page);
  await expect(page.getByRole('heading', { name: '部門維護' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '海港太平洋香港的部門' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '組織單位' })).toHaveValue('海港太平洋香港 (HPG-HK)');
  await expect(page.getByRole('columnheader', { name: '部門代碼' })).toBeVisible();

  await page.getByRole('button', { name: '新增部門' }).click();
  const dialog = page.getByRole('dialog', { name: '新增部門' });
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(dialog.getByText('部門名稱最少需要 4 個字元')).toBeVisible();
  await expect(dialog.getByText('部門代碼最少需要 4 個字元')).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();

  await page.getByRole('button', { name: '刪除Administration' }).click();
  const refusal = page.getByRole('alertdialog');
  await expect(refusal).toContainText(/行政部有 \d+ 位聯絡人，因此無法刪除。/);
  await refusal.getByRole('button', { name: '關閉' }).click();
  await expect(refusal).toHaveCount(0);
});

test('the contact maintainer can reach neither department nor OU maintenance', async ({ page }) => {
  await signInAs(page, ACCOUNTS.maintainer, '/OrganizationUnitMaintenance');
  await expect(page).not.toHaveURL(/OrganizationUnitMaintenance/);
  await page.goto('/DepartmentMaintenance');
  await expect(page).not.toHaveURL(/DepartmentMaintenance/);
  const api = await page.request.get('/api/OrganizationUnits/OUMaintenance?ouID=1');
  expect(api.status()).toBe(403);
});
