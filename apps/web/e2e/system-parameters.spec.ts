import { expect, test, type Page } from '@playwright/test';
import { confirm, switchToChinese } from './support/administration';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ACCOUNTS, signInAs } from './support/session';

// Each test signs in and walks a whole screen; a loaded CI machine needs more than the default 30 s.
test.describe.configure({ timeout: 180_000 });

interface Parameter {
  key: string;
  type: string;
  value: string;
  min: number | null;
  max: number | null;
  description: string;
  descriptionZh: string;
  version: number;
}

async function parameters(page: Page): Promise<Parameter[]> {
  const res = await page.request.get('/api/SystemAdministration/SelectSystemParameters');
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

const PATH = '/Administration/SystemParameterSettings';

test('the system administrator changes a number parameter, checked by type, confirmed, versioned', async ({
  page,
}) => {
  await signInAs(page, ACCOUNTS.admin, PATH);
  await expect(page.getByRole('heading', { name: 'System Parameter Settings' })).toBeVisible();
  const before = await parameters(page);
  const target = before.find((p) => p.type === 'number' && p.max !== null)!;
  const field = page.getByRole('textbox', { name: target.description, exact: true });
  await expect(field).toHaveValue(target.value);
  await expectNoSeriousA11yViolations(page, 'System Parameter Settings', 'main#main-content');

  await field.fill('abc');
  await expect(page.getByText('Enter a number')).toBeVisible();
  await field.fill(String(target.max! + 1));
  await expect(page.getByText(`Value is too high (max: ${target.max})`)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  const next = String(target.value === String(target.max) ? target.max! - 1 : target.max!);
  await field.fill(next);
  await page.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are you sure you want to save?');
  await expect(page.getByText('Saved successfully.')).toBeVisible();
  const after = (await parameters(page)).find((p) => p.key === target.key)!;
  expect(after.value).toBe(next);
  expect(after.version).toBe(target.version + 1);

  // Someone else saves the same parameter: this save is refused and the screen offers a reload.
  await field.fill(target.value);
  const other = await page.request.post('/api/SystemAdministration/UpdateSystemParameters/', {
    headers: { 'x-cd-csrf': '1' },
    data: { parameters: [{ key: target.key, value: String(target.min ?? 1), version: after.version }] },
  });
  expect(other.status()).toBe(200);
  await page.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are you sure you want to save?');
  await expect(page.getByText(/Someone else changed this record/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(field).toHaveValue(String(target.min ?? 1));

  // Put it back for the other tests.
  const restore = (await parameters(page)).find((p) => p.key === target.key)!;
  await page.request.post('/api/SystemAdministration/UpdateSystemParameters/', {
    headers: { 'x-cd-csrf': '1' },
    data: { parameters: [{ key: target.key, value: target.value, version: restore.version }] },
  });
});

test('in Traditional Chinese the descriptions and checks are Chinese', async ({ page }) => {
  await signInAs(page, ACCOUNTS.admin, PATH);
  await expect(page.getByRole('heading', { name: 'System Parameter Settings' })).toBeVisible();
  await switchToChinese(page);
  await expect(page.getByRole('heading', { name: '系統參數設定' })).toBeVisible();
  const target = (await parameters(page)).find((p) => p.type === 'number')!;
  const field = page.getByRole('textbox', { name: target.descriptionZh, exact: true });
  await field.fill('abc');
  await expect(page.getByText('請輸入數字')).toBeVisible();
  await expect(page.getByRole('button', { name: '儲存' })).toBeVisible();
});

test('the OU administrator cannot open System Parameter Settings', async ({ page }) => {
  await signInAs(page, ACCOUNTS.ouAdmin, PATH);
  await expect(page).not.toHaveURL(/SystemParameterSettings/);
});
