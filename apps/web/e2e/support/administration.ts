import { expect, type Page } from '@playwright/test';

/**
 * Switches the screen to Chinese and waits until this tab remembers it: the choice is stored once its texts
 * have loaded, so a page opened before then (page.goto right after the click) came up in English again.
 */
export async function switchToChinese(page: Page) {
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '繁體中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cd.language'))).toBe('zh-HK');
}

/** Answers the confirmation dialog with Yes (`是` in Chinese). */
export async function confirm(page: Page, question: string, yes = 'Yes') {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: yes }).click();
}
