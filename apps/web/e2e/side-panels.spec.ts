import { expect, test, type Page } from '@playwright/test';
import { switchToChinese } from './support/administration';
import { ACCOUNTS, resetSavedSettings, signInAs } from './support/session';

test.describe.configure({ timeout: 180_000 });

// Spec 3/9 (issue 19 item 2): `leftSidePanel` and `rightSidePanel` are switches in Theme Settings; each
// shows a 56 px strip at its edge holding the user's shortcuts, and the choice is saved with the settings.
const texts = {
  en: {
    themeSettings: 'Theme Settings',
    left: 'Left side panel',
    right: 'Right side panel',
    showLeft: 'Show left side panel',
    showRight: 'Show right side panel',
    editShortcuts: 'Add or remove shortcuts',
    search: 'Search for a page',
    addOuSearch: 'Add OU Search to shortcuts',
    ouSearch: 'OU Search',
  },
  'zh-HK': {
    themeSettings: '主題設定',
    left: '左側面板',
    right: '右側面板',
    showLeft: '顯示左側面板',
    showRight: '顯示右側面板',
    editShortcuts: '新增或移除捷徑',
    search: '搜尋頁面',
    addOuSearch: '把組織單位搜尋加入捷徑',
    ouSearch: '組織單位搜尋',
  },
} as const;

async function box(page: Page, name: string) {
  const panel = page.getByRole('complementary', { name });
  await expect(panel).toBeVisible();
  return (await panel.boundingBox())!;
}

for (const language of ['en', 'zh-HK'] as const) {
  test(`the left and right side panels show the shortcuts at their edge, 56 px wide (${language})`, async ({
    page,
  }) => {
    const text = texts[language];
    await page.setViewportSize({ width: 1400, height: 900 });
    await signInAs(page, ACCOUNTS.admin);
    await resetSavedSettings(page);
    await page.reload();
    if (language === 'zh-HK') await switchToChinese(page);
    await expect(page.getByRole('complementary', { name: text.left })).toHaveCount(0);

    await page.getByRole('button', { name: text.themeSettings }).click();
    const drawer = page.getByRole('dialog', { name: text.themeSettings });
    await drawer.getByRole('switch', { name: text.showLeft }).check();
    await drawer.getByRole('switch', { name: text.showRight }).check();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    const viewport = page.viewportSize()!;
    const left = await box(page, text.left);
    expect(left.width).toBe(56);
    expect(left.x).toBe(0);
    const right = await box(page, text.right);
    expect(right.width).toBe(56);
    expect(right.x + right.width).toBe(viewport.width);

    // A shortcut added from the panel shows in both panels, as a link to its page.
    const leftPanel = page.getByRole('complementary', { name: text.left });
    await leftPanel.getByRole('button', { name: text.editShortcuts }).click();
    await page.getByRole('textbox', { name: text.search }).fill(language === 'en' ? 'ou sea' : '組織單位');
    await page.getByRole('button', { name: text.addOuSearch }).click();
    await page.getByRole('textbox', { name: text.search }).press('Escape');
    for (const name of [text.left, text.right]) {
      const link = page.getByRole('complementary', { name }).getByRole('link', { name: text.ouSearch });
      await expect(link).toBeVisible();
    }
    await page
      .getByRole('complementary', { name: text.right })
      .getByRole('link', { name: text.ouSearch })
      .click();
    await expect(page).toHaveURL(/\/OUSearch/);

    // Saved with the settings: a reload keeps both panels.
    await expect(page.locator('html')).not.toHaveAttribute('data-settings-save', 'pending');
    await page.reload();
    await expect(page.getByRole('complementary', { name: text.left })).toBeVisible();
    await expect(page.getByRole('complementary', { name: text.right })).toBeVisible();
    await resetSavedSettings(page);
  });
}
