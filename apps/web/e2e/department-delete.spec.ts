import { expect, test } from '@playwright/test';
import { switchToChinese } from './support/administration';
import { HONG_KONG, pickOu } from './support/ou-picker';
import { ACCOUNTS, signInAs } from './support/session';

test.describe.configure({ timeout: 180_000 });

// Issue 19 item 1: a department with contacts cannot be deleted, and the screen says so before asking.
const expected = {
  en: {
    deleteLabel: (name: string) => `Delete ${name}`,
    refusal: (name: string, count: number) =>
      count === 1
        ? `${name} has 1 contact, so it cannot be deleted.`
        : `${name} has ${count} contacts, so it cannot be deleted.`,
    confirm: 'Are you sure you want to delete?',
    close: 'Close',
  },
  'zh-HK': {
    deleteLabel: (name: string) => `刪除${name}`,
    refusal: (name: string, count: number) => `${name}有 ${count} 位聯絡人，因此無法刪除。`,
    confirm: '確定要刪除嗎？',
    close: '關閉',
  },
} as const;

for (const language of ['en', 'zh-HK'] as const) {
  test(`deleting a department with contacts is refused before any confirmation (${language})`, async ({
    page,
  }) => {
    await signInAs(page, ACCOUNTS.ouAdmin, '/DepartmentMaintenance');
    const ouid = await pickOu(page, HONG_KONG);
    const list = await page.request.get(
      `/api/Departments/DepartmentMaintenanceList?ouID=${ouid}&pageSize=100`,
    );
    const items = (await list.json()).data.items as {
      name: string;
      nameZh: string | null;
      contactCount: number;
    }[];
    const department = items.find((item) => item.contactCount > 0)!;
    expect(department, 'a Hong Kong department with contacts').toBeTruthy();
    if (language === 'zh-HK') await switchToChinese(page);
    const text = expected[language];
    const shownName = language === 'zh-HK' ? (department.nameZh ?? department.name) : department.name;

    const deletes: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('DeleteDepartment') && deletes.push(request.url()),
    );
    await page.getByRole('button', { name: text.deleteLabel(department.name) }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(text.refusal(shownName, department.contactCount));
    await expect(dialog).not.toContainText(text.confirm);
    // Nothing to confirm: the only answer is to close it, and nothing was sent.
    await expect(dialog.getByRole('button')).toHaveCount(1);
    await dialog.getByRole('button', { name: text.close }).click();
    await expect(dialog).toBeHidden();
    expect(deletes).toEqual([]);
  });
}
