import { expect, test, type Page } from '@playwright/test';
import { switchToChinese } from './support/administration';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ACCOUNTS, signInAs } from './support/session';

/** A contact the OU administrator may maintain that is not a demo account's own record. */
async function maintainableContact(page: Page) {
  // The demo directory lists the group's head office first; Hong Kong's contacts follow it.
  for (let first = 1; first <= 2000; first += 50) {
    const ids = Array.from({ length: 50 }, (_, i) => first + i);
    const responses = await Promise.all(
      ids.map((id) => page.request.get(`/api/Contacts/ContactMaintenance?contactID=${id}`)),
    );
    for (const response of responses) {
      if (response.status() !== 200) continue;
      const contact = (await response.json()).data;
      if (!Object.values(ACCOUNTS).includes(contact.email)) return contact as Record<string, unknown>;
    }
  }
  throw new Error('no contact the OU administrator may maintain');
}

// Finding a maintainable contact through the API takes a few seconds on a shared machine.
test.setTimeout(120_000);

const texts = {
  en: {
    jobTitle: 'Job title',
    save: 'Save',
    yes: 'Yes',
    saved: 'Contact saved.',
    stale: /Someone else changed this contact/,
    reload: 'Reload',
    history: 'History',
  },
  'zh-HK': {
    jobTitle: '職位',
    save: '儲存',
    yes: '是',
    saved: '已儲存聯絡人。',
    stale: /有其他人更改了它/,
    reload: '重新載入',
    history: '修改記錄',
  },
} as const;

for (const language of ['en', 'zh-HK'] as const) {
  const text = texts[language];

  test(`[${language}] the OU administrator edits and saves a contact; a stale save gets the conflict message`, async ({
    page,
  }) => {
    await signInAs(page, ACCOUNTS.ouAdmin, '/');
    if (language === 'zh-HK') {
      await switchToChinese(page);
    }
    const contact = await maintainableContact(page);
    await page.goto(`/ContactMaintenance?contact=${contact.contactID}`);
    const jobTitle = page.getByLabel(text.jobTitle);
    await expect(jobTitle).toHaveValue(String(contact.title ?? ''));
    await expectNoSeriousA11yViolations(page, `contact maintenance (${language})`);

    const newTitle = `Directory steward ${language} ${Date.now()}`;
    await jobTitle.fill(newTitle);
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.yes }).click();
    await expect(page.getByText(text.saved)).toBeVisible();

    // The change is what the detail page shows.
    await page.goto(`/contact?contact=${contact.contactID}`);
    await expect(page.getByText(newTitle).first()).toBeVisible();

    // History lists the change, newest first.
    await page.goto(`/ContactMaintenance?contact=${contact.contactID}`);
    const history = page.getByRole('region', { name: text.history });
    await expect(history.getByText(newTitle).first()).toBeVisible();

    // Someone else saves meanwhile: this form's version is stale.
    const current = (
      await (await page.request.get(`/api/Contacts/ContactMaintenance?contactID=${contact.contactID}`)).json()
    ).data;
    const elsewhere = await page.request.post('/api/Contacts/ContactInfoUpdate', {
      headers: { 'x-cd-csrf': '1' },
      data: { ...current, title: `${newTitle} (elsewhere)` },
    });
    expect(elsewhere.status()).toBe(200);
    await page.getByLabel(text.jobTitle).fill(`${newTitle} (mine)`);
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.yes }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.stale })).toBeVisible();
    await expect(page.getByLabel(text.jobTitle)).toHaveValue(`${newTitle} (mine)`);
    await page.getByRole('button', { name: text.reload }).click();
    await expect(page.getByLabel(text.jobTitle)).toHaveValue(`${newTitle} (elsewhere)`);
  });
}
