import { expect, type Page } from '@playwright/test';

/**
 * Chooses an OU in the OU picker the way a user does: types part of its name or code, then clicks the
 * option (`option` is its full accessible name, "name code"). Returns the `ouid` the URL now carries.
 */
export async function pickOu(
  page: Page,
  { typed, option, label = 'Organization unit' }: { typed: string; option: string; label?: string },
): Promise<string> {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page).toHaveURL(/[?&]ouid=\d+/);
  return new URL(page.url()).searchParams.get('ouid')!;
}

export const HONG_KONG = { typed: 'harbour pacific hong', option: 'Harbour Pacific Hong Kong HPG-HK' };
