import { expect, type Page } from '@playwright/test';

/** The id of the OU with `code`, asked of the API as the signed-in user (ids depend on the seed's order). */
export async function ouIdByCode(page: Page, code: string): Promise<number> {
  for (let id = 1; id <= 50; id++) {
    const res = await page.request.get(`/api/OrganizationUnits/GetOUDetail?ouID=${id}`);
    if (res.ok() && (await res.json()).data.code === code) return id;
  }
  throw new Error(`No OU ${code} visible to this user`);
}

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
