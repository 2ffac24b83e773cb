import { expect, test, type Page } from '@playwright/test';

const ACCOUNTS = {
  admin: 'alice.admin@harbourpacific.com',
  ouAdmin: 'oscar.chan@harbourpacific.com.hk',
  maintainer: 'carmen.lee@harbourpacific.com.hk',
  employee: 'eric.ho@harbourpacific.com',
  noRole: 'nora.smith@partner-contractor.net',
};

const GROUPS = ['Directory', 'Administration', 'Reports', 'Application Administration'];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Through the real flow: SPA → /api/auth/login → embedded IdP page → /callback → back to the SPA. */
async function signInAs(page: Page, email: string, path = '/') {
  await page.goto(path);
  await expect(page).toHaveTitle(/Sign in — Harbour Pacific Directory/);
  await page.getByRole('button', { name: new RegExp(escape(email)) }).click();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation' });

const cases: { who: keyof typeof ACCOUNTS; groups: string[]; items: string[]; absent: string[] }[] = [
  {
    who: 'admin',
    groups: GROUPS,
    items: ['Basic Search', 'Trust Domain', 'System Parameter Settings', 'Export Contacts'],
    absent: [],
  },
  {
    who: 'ouAdmin',
    groups: ['Directory', 'Administration', 'Reports'],
    items: ['Contact Maintenance', 'OU Maintenance', 'Audit Log by date'],
    absent: ['Trust Domain', 'System Parameter Settings'],
  },
  {
    who: 'maintainer',
    groups: ['Directory', 'Administration'],
    items: ['Basic Search', 'Contact Maintenance'],
    absent: ['Contact Import', 'OU Maintenance', 'Audit Log by date', 'System Parameter Settings'],
  },
  {
    who: 'employee',
    groups: ['Directory'],
    items: ['Basic Search', 'Advance Search', 'Department Search', 'OU Search'],
    absent: ['Contact Maintenance', 'Audit Log by date', 'System Parameter Settings'],
  },
];

for (const { who, groups, items, absent } of cases) {
  test(`${who} signs in and sees only the menu groups their codes allow`, async ({ page }) => {
    await signInAs(page, ACCOUNTS[who]);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    const menu = nav(page);
    await expect(menu).toBeVisible();
    for (const group of GROUPS) {
      const header = menu.getByText(group, { exact: true });
      if (groups.includes(group)) await expect(header).toBeVisible();
      else await expect(header).toHaveCount(0);
    }
    for (const item of items) await expect(menu.getByRole('link', { name: item })).toBeVisible();
    for (const item of absent) await expect(menu.getByRole('link', { name: item })).toHaveCount(0);
  });
}

test('a deep link survives the sign-in round trip', async ({ page }) => {
  await signInAs(page, ACCOUNTS.employee, '/OUSearch');
  await expect(page).toHaveURL(/\/OUSearch$/);
});

test('the user with no roles lands on /401', async ({ page }) => {
  await signInAs(page, ACCOUNTS.noRole);
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
});

test('an employee opening an admin page is turned away', async ({ page }) => {
  await signInAs(page, ACCOUNTS.employee, '/Administration/SystemParameterSettings');
  await expect(page).not.toHaveURL(/SystemParameterSettings/);
  await expect(nav(page).getByRole('link', { name: 'System Parameter Settings' })).toHaveCount(0);
});

test('sign-out ends the session for good: the old cookie is dead', async ({ page, browser }) => {
  await signInAs(page, ACCOUNTS.employee);
  await expect(nav(page)).toBeVisible();
  const oldCookies = await page.context().cookies();
  expect(oldCookies.map((c) => c.name)).toEqual(expect.arrayContaining(['cd_at', 'cd_rt']));

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Back at the product without a session: the IdP asks for sign-in again.
  await expect(page).toHaveTitle(/Sign in — Harbour Pacific Directory/);

  const replay = await browser.newContext();
  await replay.addCookies(oldCookies);
  const res = await replay.request.get(`http://localhost:${process.env.E2E_PORT ?? '3100'}/api/auth/session`);
  expect(res.status()).toBe(401);
  await replay.close();
});

test('an expired access cookie is renewed with the refresh cookie without signing in again', async ({
  page,
}) => {
  await signInAs(page, ACCOUNTS.maintainer);
  await expect(nav(page)).toBeVisible();
  const context = page.context();
  const withoutAccess = (await context.cookies()).filter((c) => c.name !== 'cd_at');
  await context.clearCookies();
  await context.addCookies(withoutAccess);

  const reAuthorized = page.waitForResponse((r) => r.url().endsWith('/api/Authorization/ReAuthorize'));
  await page.reload();
  expect((await reAuthorized).status()).toBe(200);
  await expect(nav(page).getByRole('link', { name: 'Contact Maintenance' })).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).toContain('cd_at');
});
