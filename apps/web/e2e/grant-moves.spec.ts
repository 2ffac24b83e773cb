import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { switchToChinese } from './support/administration';
import { ACCOUNTS, signInAs, signInElsewhere } from './support/session';

/** Issue 15 item 1 on the contact form (decision 086): what a master email change does with permissions. */
test.setTimeout(120_000);

const csrf = { 'x-cd-csrf': '1' };

async function ouId(request: APIRequestContext, code: string): Promise<number> {
  const res = await request.get(`/api/OrganizationUnits/GetOUNavigationTree?searchText=${code}`);
  const node = (await res.json()).data.nodes.find((n: { code: string }) => n.code === code);
  expect(node, code).toBeTruthy();
  return node.ouID;
}

/** As the system administrator: a master contact in Hong Kong whose user holds `grants`. */
async function masterWithGrants(
  request: APIRequestContext,
  email: string,
  grants: { ouID: number; functionCode: string }[],
) {
  const hk = await ouId(request, 'HPG-HK');
  const created = await request.post('/api/Contacts/ContactInfoUpdate', {
    headers: csrf,
    data: { ouID: hk, firstName: 'Grant', familyName: 'Mover', email, isMasterRecord: true },
  });
  expect(created.status()).toBe(200);
  const contactID = (await created.json()).data.contactID as number;
  for (const g of grants) {
    const current = await request.get(
      `/api/Contacts/GetContactPrivileges?ouID=${g.ouID}&contactID=${contactID}`,
    );
    const saved = await request.post('/api/Contacts/SaveContactPrivileges', {
      headers: csrf,
      data: {
        ouID: g.ouID,
        contactID,
        version: (await current.json()).data.version,
        grants: [{ functionCode: g.functionCode }],
      },
    });
    expect(saved.status()).toBe(200);
  }
  return contactID;
}

async function saveEmail(page: Page, email: string, texts: { email: RegExp; save: string; yes: string }) {
  await page.getByLabel(texts.email).fill(email);
  await page.getByRole('button', { name: texts.save, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: texts.yes }).click();
}

const texts = {
  en: {
    email: /^Email \(master\)/,
    save: 'Save',
    yes: 'Yes',
    stayed: /These permissions stayed with/,
    reason: /you do not hold this function there|you may not edit permissions/,
  },
  'zh-HK': {
    email: /^電郵（主要）/,
    save: '儲存',
    yes: '是',
    stayed: /以下權限仍留在/,
    reason: /你在該處並未持有此功能|你無權編輯此組織單位的權限/,
  },
} as const;

for (const language of ['en', 'zh-HK'] as const) {
  const text = texts[language];
  test(`[${language}] the OU administrator changes a master email and reads which permissions stayed`, async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    const from = `e2e.mover.${language.toLowerCase()}.${stamp}@harbourpacific.com.hk`;
    const admin = await signInElsewhere(browser, ACCOUNTS.admin);
    const hk = await ouId(admin.page.request, 'HPG-HK');
    const group = await ouId(admin.page.request, 'HPG');
    const contactID = await masterWithGrants(admin.page.request, from, [
      { ouID: hk, functionCode: 'FN-0005' },
      { ouID: group, functionCode: 'FN-0006' }, // oscar holds nothing on the group's head office
    ]);
    await admin.context.close();

    await signInAs(page, ACCOUNTS.ouAdmin, '/');
    if (language === 'zh-HK') {
      await switchToChinese(page);
    }
    await page.goto(`/ContactMaintenance?contact=${contactID}`);
    await saveEmail(page, `e2e.moved.${stamp}@harbourpacific.com.hk`, text);
    const answer = page.getByTestId('permission-move');
    await expect(answer).toContainText(text.stayed);
    await expect(answer).toContainText('FN-0006');
    await expect(answer).toContainText(text.reason);
  });
}

test('[en] a system administrator confirms merging permissions into a user who has signed in', async ({
  page,
  browser,
}) => {
  // Nora has no contact; signing in once makes her a user who has signed in.
  const nora = await signInElsewhere(browser, ACCOUNTS.noRole).catch(() => null);
  await nora?.context.close();

  await signInAs(page, ACCOUNTS.admin, '/');
  const hk = await ouId(page.request, 'HPG-HK');
  const contactID = await masterWithGrants(page.request, `e2e.merge.${Date.now()}@harbourpacific.com.hk`, [
    { ouID: hk, functionCode: 'FN-0005' },
  ]);
  await page.goto(`/ContactMaintenance?contact=${contactID}`);
  await saveEmail(page, ACCOUNTS.noRole, texts.en);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('belongs to a user who has already signed in');
  await dialog.getByRole('button', { name: 'Merge permissions' }).click();
  await expect(page.getByText('Contact saved.')).toBeVisible();
  await expect(page.getByTestId('permission-move')).toContainText(': 1.');
});
