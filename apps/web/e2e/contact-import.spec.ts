import { expect, test, type Page } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { expectNoSeriousA11yViolations } from './support/axe';
import { HONG_KONG, pickOu } from './support/ou-picker';
import { ACCOUNTS, signInAs } from './support/session';
import { fillTemplate, sheetText } from './support/workbook';

async function switchToChinese(page: Page) {
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '繁體中文' }).click();
}

const tmp = (name: string) => path.join(os.tmpdir(), `cd-e2e-${process.pid}-${name}`);

test('template → fill in → preview with an error row → commit → the contact is in the export', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, ACCOUNTS.ouAdmin, '/ContactImport');
  const ou = await pickOu(page, HONG_KONG);
  await expect(page).toHaveURL(new RegExp(`/ContactImport\\?ouid=${ou}$`));
  await expectNoSeriousA11yViolations(page, 'Contact Import', 'main#main-content');

  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download template' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('Import Contacts_Harbour Pacific Hong Kong.xlsx');

  const stamp = Date.now();
  const email = `import.e2e.${stamp}@example.com`;
  const filled = tmp('filled.xlsx');
  await fillTemplate(
    (await template.path())!,
    [
      { Email: email, 'First Name': 'Imported', 'Family Name': `Person${stamp}` },
      { Email: 'not-an-email', 'First Name': 'Bad', 'Family Name': 'Row' },
    ],
    filled,
  );

  await page.getByTestId('import-file').setInputFiles(filled);
  const preview = page.getByRole('region', { name: /Preview of/ });
  await expect(preview).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('count-created')).toContainText('1');
  await expect(page.getByTestId('count-invalid')).toContainText('1');
  // The product's own template (its drop-down lists on a hidden sheet) reads without a warning.
  await expect(preview.getByRole('alert')).toHaveCount(0);
  const issues = page.getByRole('table', { name: 'Invalid rows' });
  await expect(issues.getByRole('row', { name: /3 Email .*not-an-email/ })).toBeVisible();

  // Invalid rows block by default; the user chooses to skip them.
  const commit = page.getByRole('button', { name: 'Commit import' });
  await expect(commit).toBeDisabled();
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download error report' }).click(),
  ]);
  expect((await sheetText((await report.path())!)).flat().join(' ')).toContain('not-an-email');
  await page.getByLabel('Import the valid rows and skip the invalid ones').check();
  await commit.click();

  await expect(page.getByRole('status').getByText('UALM has processed the upload.')).toBeVisible({
    timeout: 60_000,
  });
  // The banner says what was done, not what the preview was going to do.
  await expect(page.getByTestId('import-outcome')).toContainText(
    'Created 1 contact. 1 invalid row was skipped.',
  );
  await expect(page.getByTestId('import-outcome')).not.toContainText('To create');
  await expect(
    // Newest first: this run heads the list (a reused server keeps runs of earlier test runs below it).
    page.getByTestId('import-runs').getByRole('row').nth(1),
  ).toHaveAccessibleName(/filled\.xlsx.*Committed/);

  // The new contact is in the directory: the OU's export lists it.
  await page.goto(`/ExportContacts?ouid=${ou}`);
  // The bookmarked `ouid` selects the OU by itself (a full page load on a busy machine).
  await expect(page.getByRole('combobox', { name: 'Organization unit' })).toHaveValue(
    'Harbour Pacific Hong Kong (HPG-HK)',
    { timeout: 30_000 },
  );
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(exported.suggestedFilename()).toMatch(
    /^Contacts_Harbour Pacific Hong Kong_\d{4}-\d{2}-\d{2}\.xlsx$/,
  );
  const rows = await sheetText((await exported.path())!);
  const mine = rows.find((row) => row.includes(email));
  expect(mine).toBeDefined();
  expect(mine).toContain(`Person${stamp}`);
});

test('the browser refuses a non-Excel file before uploading it, in both languages', async ({ page }) => {
  await signInAs(page, ACCOUNTS.ouAdmin, '/ContactImport');
  await pickOu(page, HONG_KONG);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('ImportContacts')) uploads.push(request.url());
  });
  const file = { name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from('Email\na@b.c\n') };
  await page.getByTestId('import-file').setInputFiles(file);
  await expect(page.getByRole('alert').filter({ hasText: 'Only Excel files are allowed.' })).toBeVisible();
  // An Excel 97–2003 file is told how to become one the import reads.
  await page.getByTestId('import-file').setInputFiles({ ...file, name: 'old.xls' });
  await expect(
    page.getByRole('alert').filter({ hasText: 'pick "Excel Workbook (.xlsx)" and upload that file' }),
  ).toBeVisible();

  await switchToChinese(page);
  await expect(page.getByRole('heading', { level: 1, name: '匯入聯絡人' })).toBeVisible();
  await expect(page.getByRole('button', { name: '下載範本' })).toBeVisible();
  await expect(page.getByText('過往匯入')).toBeVisible();
  await page.getByTestId('import-file').setInputFiles({ ...file, name: 'again.csv' });
  await expect(page.getByRole('alert').filter({ hasText: '只接受 Excel 檔案。' })).toBeVisible();
  await page.getByTestId('import-file').setInputFiles({ ...file, name: 'again.xls' });
  await expect(page.getByRole('alert').filter({ hasText: '「Excel 活頁簿 (.xlsx)」' })).toBeVisible();
  expect(uploads).toEqual([]);
});

test('the permission assignment report downloads for the OU, in Chinese too', async ({ page }) => {
  await signInAs(page, ACCOUNTS.ouAdmin, '/Reports/PermissionAssignmentReport');
  await switchToChinese(page);
  await expect(page.getByRole('heading', { level: 1, name: '權限分配報告' })).toBeVisible();
  // In Chinese the picker lists Chinese names and finds them by the Chinese text typed.
  await pickOu(page, { typed: '香港', option: '海港太平洋香港 HPG-HK', label: '組織單位' });
  await page.getByLabel('包括附屬單位').check();
  await expectNoSeriousA11yViolations(page, 'Permission Assignment Report', 'main#main-content');
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '下載' }).click(),
  ]);
  expect(report.suggestedFilename()).toMatch(/^Permission Assignment Report_Harbour Pacific Hong Kong_/);
  const text = (await sheetText((await report.path())!)).flat().join(' ');
  expect(text).toContain(ACCOUNTS.ouAdmin);
  expect(text).toContain('FN-0004');
  // Asked in Chinese, the file's headers and labels are Chinese (decision 077).
  expect(text).toContain('取得方式');
  expect(text).toContain('本身授權');
});

test("in Chinese, the server's row problems and refusals read in Chinese", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, ACCOUNTS.ouAdmin, '/ContactImport');
  await pickOu(page, HONG_KONG);
  await switchToChinese(page);
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '下載範本' }).click(),
  ]);
  const filled = tmp('filled-zh.xlsx');
  const stamp = Date.now();
  await fillTemplate(
    (await template.path())!,
    [
      { Email: 'not-an-email', 'First Name': 'Bad', 'Family Name': 'Row' },
      { Email: `import.zh.${stamp}@example.com`, 'First Name': '大文', 'Family Name': `陳${stamp}` },
    ],
    filled,
  );
  await page.getByTestId('import-file').setInputFiles(filled);
  // Row 2 (the header is row 1), the column by its Chinese header, the message from the code (decision 053).
  await expect(page.getByRole('row', { name: '2 電郵 「not-an-email」不是有效的電郵地址。' })).toBeVisible({
    timeout: 60_000,
  });
  // The error report speaks the screen's language too (decision 077).
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '下載錯誤報告' }).click(),
  ]);
  const reportRows = await sheetText((await report.path())!);
  expect(reportRows[0]).toEqual(['列', '欄位', '訊息']);
  expect(reportRows[1]).toEqual(['2', '電郵', '「not-an-email」不是有效的電郵地址。']);

  // Commit the valid row: the banner says, in Chinese, what was done.
  await page.getByLabel('匯入有效的行並略過無效的行').check();
  await page.getByRole('button', { name: '確認匯入' }).click();
  await expect(page.getByTestId('import-outcome')).toContainText(
    '已新增 1 位聯絡人。 已略過 1 行無效資料。',
    { timeout: 60_000 },
  );

  // The same file again, cancelled: nothing was created, and the screen says so.
  await page.getByTestId('import-file').setInputFiles(filled);
  await expect(page.getByRole('region', { name: /的預覽/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('count-unchanged')).toContainText('1');
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page.getByTestId('import-outcome')).toHaveText('已取消匯入：沒有新增或更改任何聯絡人。');

  // A file the browser lets through by its name but the server refuses by its content.
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'renamed.xlsx', mimeType: 'text/plain', buffer: Buffer.from('not a workbook') });
  await expect(page.getByRole('alert').filter({ hasText: '只接受 Excel 檔案。' })).toBeVisible();
  // The refused run heads the past imports, its stored reason shown in Chinese from its code.
  await expect(page.getByTestId('import-runs').getByRole('row').nth(1)).toHaveAccessibleName(
    /renamed\.xlsx.*已拒絕.*只接受 Excel 檔案。/,
  );
});
