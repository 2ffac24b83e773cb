import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { confirm, switchToChinese } from './support/administration';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ACCOUNTS, signInAs } from './support/session';

// The test machine is shared and often loaded: allow slow renders (timing is measured, never asserted).
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const PAGE = '/Administration/DirectorySync';
const HONG_KONG = 'Harbour Pacific Hong Kong (HPG-HK)';

/** A field's policy select, in the form's section of field policies (each select is named by its field). */
const policy = (form: Locator, field: string) =>
  form
    .getByRole('region', { name: 'Manual edits of synchronised fields' })
    .getByRole('combobox', { name: field, exact: true });

const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

/** What an identity provider sends: a SCIM request with the connection's bearer token, no cookie needed. */
function scim(page: Page, token: string, data: object) {
  return page.request.post('/scim/v2/Users', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
    data,
  });
}

const user = (userName: string) => ({
  schemas: [CORE, ENTERPRISE],
  externalId: `${userName}-oid`,
  userName,
  active: true,
  name: { givenName: 'Tai Man', familyName: 'Chan' },
  emails: [{ primary: true, type: 'work', value: userName }],
  [ENTERPRISE]: { department: 'finance' },
});

/** Sets the status label's source through the system parameter API, as an administrator would. */
async function setStatusSource(page: Page, value: 'DATABASE' | 'SYNC') {
  const list = await (await page.request.get('/api/SystemAdministration/SelectSystemParameters')).json();
  const { version } = list.data.find((p: { key: string }) => p.key === 'gcd.status.source');
  const res = await page.request.post('/api/SystemAdministration/UpdateSystemParameters/', {
    headers: { 'x-cd-csrf': '1' },
    data: { parameters: [{ key: 'gcd.status.source', value, version }] },
  });
  expect(res.status()).toBe(200);
}

/** Reads the token the dialog shows once, copies it with the button, and closes the dialog. */
async function takeToken(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: `Token of ${name}` });
  await expect(dialog).toContainText('It will not be shown again');
  const token = await dialog.getByTestId('sync-token').inputValue();
  expect(token).toMatch(/^cdscim_[A-Za-z0-9_-]{40,}$/);
  await dialog.getByRole('button', { name: 'Copy the token' }).click();
  // 'Copied!' shows for only 800 ms (CopyButton's own test covers it); the clipboard proves the copy here.
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expectNoSeriousA11yViolations(page, 'token dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(token)).toHaveCount(0);
  return token;
}

test('an administrator creates a connection, copies its token once, sees a sync through it, edits its mappings and policies, rotates and revokes it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, ACCOUNTS.admin, PAGE);
  await expect(page.getByRole('heading', { name: 'Directory Synchronisation', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Directory Synchronisation' }),
  ).toBeVisible();

  // Create: the form refuses what the API would before anything is sent.
  await page.getByRole('button', { name: 'New connection' }).click();
  const form = page.getByRole('dialog', { name: 'New connection' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Name is a mandatory field')).toBeVisible();
  await expect(form.getByText('Choose at least one organisation unit')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  const name = `E2E Entra ID ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('combobox', { name: 'Add an organisation unit' }).fill('harbour pacific hong');
  await page.getByRole('option', { name: 'Harbour Pacific Hong Kong HPG-HK', exact: true }).click();
  await expect(form.getByTestId('sync-form-ous')).toContainText(HONG_KONG);
  await form.getByRole('button', { name: 'Add a mapping' }).click();
  await form.getByRole('textbox', { name: 'Value 1' }).fill('Finance');
  await form.getByRole('combobox', { name: 'Unit for value 1' }).click();
  await page.getByRole('option', { name: HONG_KONG }).click();
  await form.getByRole('combobox', { name: 'Default organisation unit' }).click();
  await page.getByRole('option', { name: HONG_KONG }).click();
  await policy(form, 'Email').click();
  await page.getByRole('option', { name: 'Overwrite' }).click();
  await expectNoSeriousA11yViolations(page, 'new connection form', '[role="dialog"]');
  await form.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are you sure you want to save?');

  const token = await takeToken(page, name);
  const card = page.getByRole('region', { name });
  await expect(card.getByTestId('sync-state')).toHaveText('Active');
  await expect(card.getByTestId('sync-token-prefix')).toHaveText(`${token.slice(0, 13)}…`);
  await expect(card).toContainText(HONG_KONG);
  await expect(card.getByTestId('sync-count-created')).toHaveText('Created: 0');
  await expect(card).toContainText('No errors.');
  await expectNoSeriousA11yViolations(page, 'Directory Synchronisation', 'main#main-content');

  // The identity provider provisions with the token; the screen and the status label (source SYNC) show it.
  const stamp = Date.now();
  expect((await scim(page, token, user(`e2e.sync.${stamp}@harbourpacific.com.hk`))).status()).toBe(201);
  expect((await scim(page, token, { schemas: [CORE] })).status()).toBe(400);
  await setStatusSource(page, 'SYNC');
  try {
    await page.reload();
    await expect(card.getByTestId('sync-count-created')).toHaveText('Created: 1');
    await expect(card).toContainText('Last errors (1)');
    await expect(card).toContainText('HTTP 400');
    await expect(page.getByTestId('gcd-status')).toHaveText('Directory sync errors');
    expect((await scim(page, token, user(`e2e.sync2.${stamp}@harbourpacific.com.hk`))).status()).toBe(201);
    await page.reload();
    await expect(card.getByTestId('sync-count-created')).toHaveText('Created: 2');
    await expect(page.getByTestId('gcd-status')).toHaveText('Directory in sync');
    await expectNoSeriousA11yViolations(page, 'Directory Synchronisation after a sync', 'main#main-content');
  } finally {
    // The label's source is shared by every spec of the run.
    await setStatusSource(page, 'DATABASE');
  }

  // Edit: the form opens as saved; a second mapping and a field policy change are kept.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit connection' });
  await expect(edit.getByRole('textbox', { name: 'Value 1' })).toHaveValue('Finance');
  await expect(policy(edit, 'Email')).toHaveText('Overwrite');
  await edit.getByRole('button', { name: 'Add a mapping' }).click();
  await edit.getByRole('textbox', { name: 'Value 2' }).fill('FINANCE');
  await edit.getByRole('combobox', { name: 'Unit for value 2' }).click();
  await page.getByRole('option', { name: HONG_KONG }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('This value is already mapped (case does not count)')).toBeVisible();
  await edit.getByRole('textbox', { name: 'Value 2' }).fill('Operations');
  await policy(edit, 'Title').click();
  await page.getByRole('option', { name: 'Overwrite' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are you sure you want to save?');
  await expect(page.getByText('Saved successfully.')).toBeVisible();
  await expect(edit).toHaveCount(0);

  const saved = await page.request.get('/api/DirectorySync/GetConnections');
  const connection = (await saved.json()).data.find((c: { name: string }) => c.name === name);
  expect(connection.ouMappings.map((m: { value: string }) => m.value)).toEqual(['Finance', 'Operations']);
  expect(connection.fieldPolicies).toMatchObject({
    email: 'OVERWRITE',
    title: 'OVERWRITE',
    firstName: 'REFUSE',
  });

  // Rotate: asked first; the new token is shown once and differs from the old one.
  await card.getByRole('button', { name: `Rotate token of ${name}` }).click();
  await confirm(page, 'The current token stops working at once', 'Rotate');
  const rotated = await takeToken(page, name);
  expect(rotated).not.toBe(token);
  expect((await scim(page, token, user(`e2e.sync3.${stamp}@harbourpacific.com.hk`))).status()).toBe(401);
  await expect(card.getByTestId('sync-token-prefix')).toHaveText(`${rotated.slice(0, 13)}…`);
  await expect(card).toContainText('Token rotated');

  // Revoke: asked first; afterwards the connection offers nothing more to do.
  await card.getByRole('button', { name: `Revoke ${name}` }).click();
  await confirm(page, 'This cannot be undone', 'Revoke');
  await expect(card.getByTestId('sync-state')).toHaveText('Revoked');
  await expect(card.getByRole('button')).toHaveCount(0);
  expect((await scim(page, rotated, user(`e2e.sync4.${stamp}@harbourpacific.com.hk`))).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('region', { name }).getByTestId('sync-state')).toHaveText('Revoked');
});

test('in Traditional Chinese the Directory Synchronisation screen is Chinese', async ({ page }) => {
  await signInAs(page, ACCOUNTS.admin, PAGE);
  await switchToChinese(page);
  await expect(page.getByRole('heading', { name: '目錄同步', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '新增連線' }).click();
  const form = page.getByRole('dialog', { name: '新增連線' });
  await form.getByRole('button', { name: '儲存' }).click();
  await expect(form.getByText('名稱為必填欄位')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'new connection form (zh-HK)', '[role="dialog"]');
});

test('without FN-0008 the screen is neither in the menu nor reachable', async ({ page }) => {
  await signInAs(page, ACCOUNTS.ouAdmin, PAGE);
  await expect(page).not.toHaveURL(/DirectorySync/);
  await expect(page.getByRole('link', { name: 'Directory Synchronisation' })).toHaveCount(0);
});
