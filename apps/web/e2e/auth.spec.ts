import { signInAs as signInThroughIdp } from './support/session';
import { expect, test, type Page } from '@playwright/test';

const ACCOUNTS = {
  admin: 'alice.admin@harbourpacific.com',
  ouAdmin: 'oscar.chan@harbourpacific.com.hk',
  maintainer: 'carmen.lee@harbourpacific.com.hk',
  employee: 'eric.ho@harbourpacific.com',
  noRole: 'nora.smith@partner-contractor.net',
};

/** Where playwright.config.ts starts the server (E2E_PORT lets parallel checkouts each have their own). */
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? '3100'}`;

const GROUPS = ['Directory', 'Administration', 'Reports', 'Application Administration'];

// Through the shared sign-in: it starts every test in the browser's language (support/session.ts).
const signInAs = (page: Page, email: string, path = '/') => signInThroughIdp(page, email, path);

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
    await expect(page).toHaveURL(`${ORIGIN}/`);
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
  const res = await replay.request.get(`${ORIGIN}/api/auth/session`);
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
