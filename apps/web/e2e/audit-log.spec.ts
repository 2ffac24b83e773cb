import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import { switchToChinese } from './support/administration';
import { expectNoSeriousA11yViolations } from './support/axe';
import { insertAuditRecords } from './support/database';
import { ACCOUNTS, signInAs } from './support/session';
import { sheetText } from './support/workbook';

const texts = {
  en: {
    title: 'Audit Log by Date',
    from: 'From',
    to: 'To',
    ou: 'Organization unit (optional)',
    ouOption: 'Harbour Pacific Hong Kong HPG-HK',
    ouName: 'Harbour Pacific Hong Kong',
    actor: 'Actor',
    action: 'Action',
    apply: 'Show records',
    total: (n: string) => `${n} records`,
    actionName: 'Contact updated',
    change: (n: number) => `Job title: Clerk ${n} → Officer ${n}`,
    day: /Jan \d+, 2025/,
    rows: '26–50 of 60',
    nextPage: /next page/i,
    export: 'Export to Excel',
    download: 'Download',
    done: 'Done',
    cancel: 'Cancel',
    cancelled: 'Cancelled',
    progress: /of 150,000 records/,
  },
  'zh-HK': {
    title: '按日期審計日誌',
    from: '由',
    to: '至',
    ou: '組織單位（選填）',
    ouOption: '海港太平洋香港 HPG-HK',
    ouName: '海港太平洋香港',
    actor: '操作者',
    action: '操作',
    apply: '顯示記錄',
    total: (n: string) => `${n} 項記錄`,
    actionName: '更新聯絡人',
    change: (n: number) => `職銜：Clerk ${n} → Officer ${n}`,
    day: /2025年1月\d+日/,
    rows: '第 26–50 項，共 60 項',
    nextPage: /下一頁/,
    export: '匯出至 Excel',
    download: '下載',
    done: '已完成',
    cancel: '取消',
    cancelled: '已取消',
    progress: /\/ 150,000 項記錄/,
  },
} as const;

for (const language of ['en', 'zh-HK'] as const) {
  test(`audit log by date: filter, page, export, download and cancel (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    const l = texts[language];
    // One actor per run and language: a reused e2e server keeps the records of earlier runs.
    const stamp = `${Date.now()}.${language}`;
    const actor = `audit.e2e.${stamp}@example.com`;
    const bulkActor = `audit.bulk.${stamp}@example.com`;
    await insertAuditRecords(actor, 'HPG-HK', '2025-01-06T02:00:00Z', 60);
    await insertAuditRecords(bulkActor, 'HPG-HK-FIN', '2024-03-04T02:00:00Z', 150_000);

    await signInAs(page, ACCOUNTS.ouAdmin, '/Reports/AuditLogByDate');
    if (language === 'zh-HK') await switchToChinese(page);
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    // Without dates in the link: the last 7 days.
    const from = page.getByRole('textbox', { name: l.from, exact: true });
    const to = page.getByRole('textbox', { name: l.to, exact: true });
    await expect(to).toHaveValue(new Date().toISOString().slice(0, 10));
    await expect(from).toHaveValue(new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10));

    await from.fill('2025-01-01');
    await to.fill('2025-01-31');
    await page.getByRole('combobox', { name: l.ou }).fill('HPG-HK');
    await page.getByRole('option', { name: l.ouOption, exact: true }).click();
    await page.getByRole('textbox', { name: l.actor, exact: true }).fill(actor);
    // The action comes from a list (decision 108).
    await page.getByRole('combobox', { name: l.action, exact: true }).click();
    await page.getByRole('option', { name: l.actionName, exact: true }).click();
    await page.getByRole('button', { name: l.apply }).click();
    await expect(page).toHaveURL(/from=2025-01-01&to=2025-01-31&ouid=\d+&actor=.+&action=CONTACT_UPDATE/);
    await expect(page.getByTestId('audit-total')).toHaveText(l.total('60'));
    const records = page.getByTestId('audit-records');
    const firstRow = records.getByRole('row').nth(1);
    await expect(firstRow).toContainText(l.change(60));
    await expect(firstRow).toContainText(l.actionName);
    await expect(firstRow).toContainText(actor);
    // The OU in the user's language (decision 108).
    await expect(firstRow).toContainText(l.ouName);
    await expect(firstRow.locator('time')).toHaveText(l.day);
    await expectNoSeriousA11yViolations(page, `Audit Log by Date (${language})`, 'main#main-content');

    await page.getByRole('button', { name: l.nextPage }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(l.rows)).toBeVisible();
    await expect(records.getByRole('row').nth(1)).toContainText(l.change(35));
    // The link is the state: a reload shows the same page of the same records.
    await page.reload();
    await expect(records.getByRole('row').nth(1)).toContainText(l.change(35), { timeout: 30_000 });

    await page.getByRole('button', { name: l.export }).click();
    const job = page.getByTestId('audit-export-job').first();
    await expect(job).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    await expect(job.getByTestId('audit-export-status')).toHaveText(l.done);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      job.getByRole('button', { name: l.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = (await download.path())!;
    expect(fs.readFileSync(file).subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'binary'));
    const rows = await sheetText(file);
    expect(rows.filter((row) => row.includes(actor))).toHaveLength(60);

    // A long export, shared by link, cancelled while it runs.
    await page.goto(
      `/Reports/AuditLogByDate?from=2024-03-01&to=2024-06-30&actor=${encodeURIComponent(bulkActor)}`,
    );
    await expect(page.getByTestId('audit-total')).toHaveText(l.total('150,000'), { timeout: 30_000 });
    await page.getByRole('button', { name: l.export }).click();
    const long = page.getByTestId('audit-export-job').first();
    await expect(long).toHaveAttribute('data-status', 'running', { timeout: 30_000 });
    await expect(long).toContainText(l.progress, { timeout: 30_000 });
    await long.getByRole('button', { name: l.cancel }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: l.cancel }).click();
    await expect(long).toHaveAttribute('data-status', 'cancelled', { timeout: 30_000 });
    await expect(long.getByTestId('audit-export-status')).toHaveText(l.cancelled);
    await expect(long.getByRole('button', { name: l.download })).toHaveCount(0);
  });
}
