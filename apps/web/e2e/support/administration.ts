import { expect, type Page } from '@playwright/test';

export async function switchToChinese(page: Page) {
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '繁體中文' }).click();
}

/** Answers the confirmation dialog with Yes (`是` in Chinese). */
export async function confirm(page: Page, question: string, yes = 'Yes') {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: yes }).click();
}
