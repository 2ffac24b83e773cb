import { expect, test, type Page } from '@playwright/test';
import { confirm, switchToChinese } from './support/administration';
import { expectNoSeriousA11yViolations } from './support/axe';
import { withDatabase } from './support/database';
import { HONG_KONG, pickOu } from './support/ou-picker';
import { ACCOUNTS, signInAs } from './support/session';

// Each test signs in and walks a whole screen; a loaded CI machine needs more than the default 30 s.
test.describe.configure({ timeout: 240_000 });

const texts = {
  en: {
    tree: 'Organization units you maintain',
    hongKong: 'Harbour Pacific Hong Kong',
    finance: { typed: 'hong kong fin', option: 'Hong Kong Finance HPG-HK-FIN' },
    newChild: 'New subsidiary OU',
    code: 'OU code',
    name: 'OU name',
    location: 'Working location',
    parent: 'Parent organization unit',
    save: 'Save',
    delete: 'Delete',
    yes: 'Yes',
    askSave: 'Are you sure you want to save?',
    askDelete: 'Are you sure you want to delete?',
    saved: 'Saved successfully.',
    deleted: 'Deleted successfully.',
    refused: "You can't delete this OU. It still has subsidiary OUs.",
    history: 'History',
    locationChange: 'Working location: — → Level ',
    moveChange: 'Parent OU: Harbour Pacific Hong Kong → Hong Kong Finance',
    hongKongOption: HONG_KONG,
    topLevel: 'This is a top-level organization unit. Choose a parent',
    noTopLevel: 'A subsidiary can move under another organization unit but cannot become top-level',
    // Decision 087: the confirmation of a move says what moves and who starts or stops seeing it.
    moveSummary: 'Moving it under Hong Kong Finance moves 1 organization unit and 0 contacts.',
    nobodyElse: 'Nobody else starts or stops seeing them.',
    joinSummary: 'Moving it under Harbour Pacific Hong Kong moves 1 organization unit and 0 contacts.',
    joinGaining:
      'Will newly see them: people signing in from harbourpacific.com, harbourpacific.com.hk; 1 user holding rights with subsidiaries on Harbour Pacific Hong Kong or above it',
  },
  'zh-HK': {
    tree: '你可維護的組織單位',
    hongKong: '海港太平洋香港',
    finance: { typed: '香港財務', option: '香港財務部 HPG-HK-FIN' },
    newChild: '新增附屬組織單位',
    code: '組織單位代碼',
    name: '組織單位名稱',
    location: '工作地點',
    parent: '上級組織單位',
    save: '儲存',
    delete: '刪除',
    yes: '是',
    askSave: '確定要儲存嗎？',
    askDelete: '確定要刪除嗎？',
    saved: '儲存成功。',
    deleted: '刪除成功。',
    refused: '你不能刪除此組織單位。 它仍有附屬組織單位。',
    history: '修改記錄',
    locationChange: '工作地點：— → Level ',
    moveChange: '上層組織單位：海港太平洋香港 → 香港財務部',
    hongKongOption: { typed: '海港太平洋香港', option: '海港太平洋香港 HPG-HK' },
    topLevel: '這是最上層的組織單位。選擇上級單位',
    noTopLevel: '附屬單位可移至另一組織單位之下，但不能成為最上層單位',
    moveSummary: '移至香港財務部之下會一併移動 1 個組織單位及 0 位聯絡人。',
    nobodyElse: '沒有其他人會因此開始或停止看到它們。',
    joinSummary: '移至海港太平洋香港之下會一併移動 1 個組織單位及 0 位聯絡人。',
    joinGaining:
      '將可看到它們的人： 以 harbourpacific.com、harbourpacific.com.hk 登入的人；1 位在海港太平洋香港或其上層單位持有含附屬單位權限的用戶',
  },
} as const;

const ouidOf = (page: Page) => new URL(page.url()).searchParams.get('ouid')!;

for (const language of ['en', 'zh-HK'] as const) {
  const text = texts[language];

  test(`[${language}] the OU administrator creates, edits, moves and deletes an OU; its history shows the change`, async ({
    page,
  }) => {
    const stamp = `${language === 'en' ? 'E' : 'Z'}${Date.now().toString(36).toUpperCase()}`;
    await signInAs(page, ACCOUNTS.ouAdmin, '/OrganizationUnitMaintenance');
    if (language === 'zh-HK') await switchToChinese(page);

    // The tree holds the OUs the administrator maintains, by name in the UI language.
    const tree = page.getByRole('list', { name: text.tree });
    await expect(
      tree.getByRole('button', { name: new RegExp(`^${text.hongKong}\\s*HPG-HK$`) }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'OU Maintenance', 'main#main-content');
    await tree.getByRole('button', { name: new RegExp(`^${text.hongKong}\\s*HPG-HK$`) }).click();
    await expect(page).toHaveURL(/\/OrganizationUnitMaintenance\/Detail\?ouid=\d+$/);
    await expect(page.getByLabel(text.code)).toHaveValue('HPG-HK');
    await expectNoSeriousA11yViolations(page, 'OU Maintenance detail', 'main#main-content');

    // A new subsidiary of Hong Kong.
    const create = async (code: string, name: string) => {
      await page.getByRole('button', { name: text.newChild }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: text.code }).fill(code);
      await dialog.getByRole('textbox', { name: text.name, exact: true }).fill(name);
      await dialog.getByRole('button', { name: text.save }).click();
      await confirm(page, text.askSave, text.yes);
      // While the confirmation closes, MUI hides the dialog under it from the accessibility tree: wait for the
      // confirmation first, or "dialog hidden" holds before the save has even started.
      await expect(page.getByRole('alertdialog')).toBeHidden();
      await expect(dialog).toBeHidden();
      await expect(page.getByLabel(text.code)).toHaveValue(code);
    };
    await create(`${stamp}-A`, `Browser Unit ${stamp}`);
    const unit = ouidOf(page);

    // Edit it.
    await page.getByLabel(text.location).fill(`Level ${stamp}`);
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await confirm(page, text.askSave, text.yes);
    await expect(page.getByText(text.saved).last()).toBeVisible();

    // Move it under Hong Kong Finance: its own subtree is never offered.
    const parent = page.getByRole('combobox', { name: text.parent });
    await parent.fill(stamp);
    await expect(page.getByRole('option')).toHaveCount(0);
    await pickOu(page, { ...text.finance, label: text.parent });
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByTestId('move-summary')).toContainText(text.moveSummary);
    await expect(page.getByTestId('move-summary')).toContainText(text.nobodyElse);
    await confirm(page, text.askSave, text.yes);
    await expect(parent).toHaveValue(new RegExp(`HPG-HK-FIN\\)$`));

    // The history shows what changed, newest first.
    const history = page.getByRole('region', { name: text.history });
    await expect(history.getByRole('row').nth(1)).toContainText(text.moveChange);
    await expect(history.getByRole('row').nth(2)).toContainText(`${text.locationChange}${stamp}`);

    // With a subsidiary it cannot go; once that is gone, it can.
    await create(`${stamp}-B`, `Browser Child ${stamp}`);
    await page.goto(`/OrganizationUnitMaintenance/Detail?ouid=${unit}`);
    await page.getByRole('button', { name: text.delete }).click();
    await confirm(page, text.askDelete, text.yes);
    await expect(page.getByRole('alert').filter({ hasText: text.refused })).toBeVisible();

    await page.goBack();
    await page.getByRole('button', { name: text.delete }).click();
    await confirm(page, text.askDelete, text.yes);
    await expect(page.getByText(text.deleted).last()).toBeVisible();
    await expect(page).toHaveURL(/\/OrganizationUnitMaintenance$/);
    await page.goto(`/OrganizationUnitMaintenance/Detail?ouid=${unit}`);
    await page.getByRole('button', { name: text.delete }).click();
    await confirm(page, text.askDelete, text.yes);
    await expect(page).toHaveURL(/\/OrganizationUnitMaintenance$/);
    await expect(page.getByRole('list', { name: text.tree })).not.toContainText(stamp);
  });
}

for (const language of ['en', 'zh-HK'] as const) {
  const text = texts[language];

  test(`[${language}] a top-level OU becomes a subsidiary from its detail; a subsidiary says it cannot become top-level`, async ({
    page,
  }) => {
    // No screen makes a top-level OU (decision 081): the database does, as a migration would.
    const code = `ROOT-${language === 'en' ? 'E' : 'Z'}${Date.now().toString(36).toUpperCase()}`;
    const ouid = await withDatabase(async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO organization_unit (code, name, path, depth, created_by, modified_by)
         VALUES ($1, $2, '/', 0, 'e2e', 'e2e') RETURNING id`,
        [code, `Acquired ${code}`],
      );
      return rows[0]!.id;
    });
    await signInAs(page, ACCOUNTS.admin, `/OrganizationUnitMaintenance/Detail?ouid=${ouid}`);
    if (language === 'zh-HK') await switchToChinese(page);
    // The first screen after signing in straight onto a detail loads the whole shell: give it time.
    await expect(page.getByLabel(text.code)).toHaveValue(code, { timeout: 30_000 });
    await expect(page.getByTestId('parent-rule')).toContainText(text.topLevel);
    const parent = page.getByRole('combobox', { name: text.parent });
    await expect(parent).toHaveValue('');

    await pickOu(page, { ...text.hongKongOption, label: text.parent });
    await page.getByRole('button', { name: text.save, exact: true }).click();
    // Joining the group brings the group's domains and Hong Kong's administrator to it.
    await expect(page.getByTestId('move-summary')).toContainText(text.joinSummary);
    await expect(page.getByTestId('move-summary')).toContainText(text.joinGaining);
    await confirm(page, text.askSave, text.yes);
    await expect(page.getByText(text.saved).last()).toBeVisible();
    await expect(parent).toHaveValue(/HPG-HK\)$/);
    await expect(page.getByTestId('parent-rule')).toContainText(text.noTopLevel);
    await expectNoSeriousA11yViolations(page, 'OU detail of a moved top-level OU', 'main#main-content');

    await page.getByRole('button', { name: text.delete }).click();
    await confirm(page, text.askDelete, text.yes);
    await expect(page).toHaveURL(/\/OrganizationUnitMaintenance$/);
  });
}

test('the contact maintainer cannot reach OU maintenance, neither the list nor a detail', async ({
  page,
}) => {
  await signInAs(page, ACCOUNTS.maintainer, '/OrganizationUnitMaintenance/Detail?ouid=1');
  await expect(page).not.toHaveURL(/OrganizationUnitMaintenance/);
  await page.goto('/OrganizationUnitMaintenance');
  await expect(page).not.toHaveURL(/OrganizationUnitMaintenance/);
  expect(
    (await page.request.get('/api/OrganizationUnits/GetOUNavigationTree?function=FN-0001')).status(),
  ).toBe(403);
});

test('the OU picker works from the keyboard: a code typed in lower case and Enter open that OU', async ({
  page,
}) => {
  await signInAs(page, ACCOUNTS.ouAdmin, '/OrganizationUnitMaintenance');
  const picker = page.getByRole('combobox', { name: 'Open an organization unit' });
  await picker.focus();
  await page.keyboard.type('hpg-hk-fin');
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/OrganizationUnitMaintenance\/Detail\?ouid=\d+$/);
  await expect(page.getByLabel('OU code')).toHaveValue('HPG-HK-FIN');
});
