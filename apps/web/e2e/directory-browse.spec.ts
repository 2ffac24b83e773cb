import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ACCOUNTS, signInAs } from './support/session';

test('an employee finds a department by name, opens it, sees its people and opens a contact', async ({
  page,
}) => {
  await signInAs(page, ACCOUNTS.employee, '/DepartmentSearch');
  await expect(page.getByRole('heading', { level: 1, name: 'Department Search' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Department name or code' }).fill('Group Finance');
  await page.getByRole('textbox', { name: 'Department name or code' }).press('Enter');
  await expect(page).toHaveURL(/\/DepartmentSearch\?dept=Group(\+|%20)Finance$/);

  const results = page.getByRole('list', { name: 'Departments' });
  await results.getByRole('button', { name: /Group Finance \(GFIN\)/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'People in Group Finance' })).toBeVisible();
  const people = page.getByRole('list', { name: 'People in Group Finance' });
  const firstPerson = people.getByRole('link').first();
  await expect(firstPerson).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'department search');

  const name = (await firstPerson.locator('.MuiListItemText-primary').textContent())!.trim();
  await firstPerson.click();
  await expect(page).toHaveURL(/\/contact\?contact=\d+$/);
  await expect(page.getByTestId('contact-display-name')).toContainText(name.split(' ')[0]!);
});

test('an employee browses the OU tree, opens an OU and sees its details, departments and people', async ({
  page,
}) => {
  await signInAs(page, ACCOUNTS.employee, '/OUSearch');
  const tree = page.getByRole('navigation', { name: 'Organization unit tree' });
  await expect(tree.getByRole('link', { name: 'Harbour Pacific Group' })).toBeVisible();
  await expect(tree.getByRole('link', { name: 'Harbour Pacific Hong Kong' })).toHaveCount(0);

  const expand = tree.getByRole('button', { name: 'Expand Harbour Pacific Group' });
  await expand.focus();
  await page.keyboard.press('Enter');
  await expect(tree.getByRole('button', { name: 'Collapse Harbour Pacific Group' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await tree.getByRole('link', { name: 'Harbour Pacific Hong Kong' }).click();
  await expect(page).toHaveURL(/\/OUSearch\?ouid=\d+$/);

  const panel = page.getByRole('region', { name: 'Harbour Pacific Hong Kong (HPG-HK)' });
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Harbour Pacific Hong Kong (HPG-HK)');
  await expect(panel.locator('dd').filter({ hasText: 'Wan Chai' }).first()).toBeVisible();
  await expect(
    panel.getByRole('list', { name: 'Departments' }).getByText('Administration (HKADM)'),
  ).toBeVisible();
  await expect(panel.getByRole('list', { name: 'People' }).getByRole('link').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'OU search');
});

test('zh-HK: OU search by Chinese name, then the OU in Chinese', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cd.language', 'zh-HK'));
  await signInAs(page, ACCOUNTS.employee, '/OUSearch');
  await expect(page.getByRole('heading', { level: 1, name: '組織單位搜尋' })).toBeVisible();

  await page.getByRole('textbox', { name: '組織單位名稱或代碼' }).fill('海港太平洋香港');
  await page.getByRole('button', { name: '搜尋', exact: true }).click();
  await expect(page).toHaveURL(/OUSearchName=/);
  await page
    .getByRole('list', { name: '組織單位' })
    .getByRole('link', { name: /^海港太平洋香港 \(HPG-HK\)/ })
    .click();

  const panel = page.getByRole('region', { name: '海港太平洋香港 (HPG-HK)' });
  await expect(panel.getByRole('list', { name: '部門' }).getByText('行政部 (HKADM)')).toBeVisible();
  await expect(panel.getByText('工作地點', { exact: true })).toBeVisible();
  await expect(panel.getByRole('list', { name: '人員' }).getByRole('link').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'OU search (zh-HK)');
});
