import { colorSchemeIds, layoutStyles } from '@cd/contracts';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname } from 'node:path';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ACCOUNTS, resetSavedSettings, signInAs, signInElsewhere } from './support/session';

// The test machine is shared and often loaded: allow slow first renders (timing is measured, never asserted).
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const SCREENSHOTS = 'e2e-screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });

const shell = (page: Page) => page.locator('[data-layout]');
const settingsDrawer = (page: Page) => page.getByRole('dialog', { name: 'Theme Settings' });
const colorsDrawer = (page: Page) => page.getByRole('dialog', { name: 'Theme Color Options' });

async function openThemeSettings(page: Page) {
  await page.getByRole('button', { name: 'Theme Settings' }).click();
  await expect(settingsDrawer(page)).toBeVisible();
}
async function choose(page: Page, group: string, option: string) {
  await settingsDrawer(page)
    .getByRole('radiogroup', { name: group })
    .getByRole('radio', { name: option, exact: true })
    .check();
}
async function closeDrawer(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('application shell', () => {
  test('each layout style, navigation and navbar style renders (screenshots kept)', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, ACCOUNTS.ouAdmin);
    await openThemeSettings(page);

    for (const [index, style] of layoutStyles.entries()) {
      await choose(page, 'Layout style', `Layout ${index + 1}`);
      await expect(shell(page)).toHaveAttribute('data-layout', style);
      await shot(page, `layout-${style}`);
    }
    // Layout 3 starts from its own defaults: scroll 'content', horizontal navigation, toolbar below.
    await expect(settingsDrawer(page).getByRole('radio', { name: 'Content' })).toBeChecked();
    await expect(page.locator('[data-navigation="horizontal"]')).toBeVisible();
    // Layout 3 offers no vertical-2 and no style-1: they are shown disabled, not broken.
    await expect(settingsDrawer(page).getByRole('radio', { name: 'Vertical 2' })).toBeDisabled();
    await expect(settingsDrawer(page).getByRole('radio', { name: 'Style 1' })).toBeDisabled();

    await choose(page, 'Layout style', 'Layout 1');
    for (const navigation of ['Vertical 2', 'Folded', 'Vertical']) {
      await choose(page, 'Navigation', navigation);
      const kind = navigation.toLowerCase().replace(' ', '-');
      await expect(page.locator(`[data-navigation="${kind}"]`)).toBeVisible();
      await shot(page, `navigation-${kind}`);
    }
    for (const style of ['Style 1', 'Style 2', 'Style 3', 'Style 3 dense']) {
      await choose(page, 'Navbar style', style);
      const id = style.toLowerCase().replaceAll(' ', '-');
      await expect(page.locator(`[data-navbar-style="${id}"]`)).toBeVisible();
      await shot(page, `navbar-${id}`);
    }
    await choose(page, 'Navbar position', 'Right');
    await shot(page, 'navbar-right');
    await choose(page, 'Layout mode', 'Container');
    await expect(shell(page)).toHaveAttribute('data-mode', 'container');
    await expect(page.getByTestId('content-container')).toHaveCSS('max-width', '1120px');

    // Spec 5: container width minimum 1024, message in the spec's words.
    const width = settingsDrawer(page).getByRole('spinbutton', { name: 'Container width (px)' });
    await width.fill('1000');
    await expect(settingsDrawer(page).getByText('Value is too low (min: 1024)')).toBeVisible();
    await width.fill('5000');
    await expect(settingsDrawer(page).getByText('Value is too high (max: 1920)')).toBeVisible();
    await width.fill('1300');
    await expect(page.getByTestId('content-container')).toHaveCSS('max-width', '1300px');
    await resetSavedSettings(page);
  });

  test('each theme control does what it says, and a burst of changes is confirmed once', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, ACCOUNTS.ouAdmin);
    await openThemeSettings(page);
    // Boxed takes its width from the width field, which stays usable there.
    await choose(page, 'Layout mode', 'Boxed');
    const width = settingsDrawer(page).getByRole('spinbutton', { name: 'Container width (px)' });
    await expect(width).toBeEnabled();
    await width.fill('1200');
    await expect(shell(page)).toHaveCSS('max-width', '1200px');
    await expect(width).toBeFocused(); // the value applied without taking the field away from the typist
    await choose(page, 'Layout mode', 'Full width');
    await expect(width).toBeDisabled();
    // Only navbar style 2 folds: elsewhere the switch is off and says why.
    const folded = settingsDrawer(page).getByRole('switch', { name: 'Folded' });
    await choose(page, 'Navbar style', 'Style 1');
    await expect(folded).toBeDisabled();
    await expect(settingsDrawer(page).getByText('Only navbar style 2 folds.')).toBeVisible();
    await choose(page, 'Navbar style', 'Style 2');
    await expect(folded).toBeEnabled();
    // Custom scrollbars: thin ones in the scheme's colours, or the system's.
    const scrollbars = settingsDrawer(page).getByRole('switch', { name: 'Custom scrollbars' });
    const bodyScrollbar = () => page.evaluate(() => getComputedStyle(document.body).scrollbarWidth);
    await expect(scrollbars).toBeChecked();
    expect(await bodyScrollbar()).toBe('thin');
    await scrollbars.uncheck();
    await expect.poll(bodyScrollbar).toBe('auto');
    await scrollbars.check();
    await expect.poll(bodyScrollbar).toBe('thin');
    // Every change above was saved; the toasts came one per burst, never five at once.
    await expect(page.getByText('User settings saved.')).toHaveCount(1);
    await resetSavedSettings(page);
  });

  test('every colour scheme applies to the main section (screenshots kept)', async ({ page }) => {
    await signInAs(page, ACCOUNTS.maintainer);
    await page.getByRole('button', { name: 'Theme Color Options' }).click();
    await expect(colorsDrawer(page)).toBeVisible();
    const seen = new Set<string>();
    for (const scheme of colorSchemeIds) {
      await colorsDrawer(page).getByRole('combobox', { name: 'Main' }).click();
      await page.getByRole('listbox').getByRole('option').nth(colorSchemeIds.indexOf(scheme)).click();
      const background = await shell(page).evaluate((element) => getComputedStyle(element).backgroundColor);
      seen.add(background);
      await shot(page, `scheme-${scheme}`);
    }
    // Schemes differ: more than a handful of distinct page backgrounds across the 31.
    expect(seen.size).toBeGreaterThan(10);
    await resetSavedSettings(page);
  });

  test('settings and shortcuts are saved for the user and follow them to another browser', async ({
    page,
    browser,
  }) => {
    await signInAs(page, ACCOUNTS.employee);
    await openThemeSettings(page);
    await choose(page, 'Layout style', 'Layout 2');
    await expect(page.getByText('User settings saved.')).toBeVisible();
    await closeDrawer(page);
    await page.getByRole('button', { name: 'Theme Color Options' }).click();
    await colorsDrawer(page).getByRole('combobox', { name: 'Toolbar' }).click();
    await page.getByRole('option', { name: 'Emerald Gold Dark' }).click();
    await closeDrawer(page);

    await page.getByRole('button', { name: 'Add or remove shortcuts' }).click();
    await page.getByRole('textbox', { name: 'Search for a page' }).fill('qqq');
    const editor = page.getByRole('dialog', { name: 'Add or remove shortcuts' });
    await expect(editor.getByText('No results..')).toBeVisible();
    // A search field inside a menu role breaks screen readers' menu mode: the editor is no menu.
    await expect(page.getByRole('menu')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Search for a page' }).fill('ou sea');
    await editor.getByRole('button', { name: 'Add OU Search to shortcuts' }).click();
    await expect(editor.getByRole('button', { name: 'Remove OU Search from shortcuts' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('textbox', { name: 'Search for a page' }).press('Escape');
    await expect(editor).toHaveCount(0);
    const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
    await expect(shortcuts.getByRole('link', { name: 'OU Search' })).toBeVisible();

    await page.goto('/sign-out');
    await page.getByRole('button', { name: 'Sign out · 登出' }).click();
    await expect(page).toHaveURL(/\/idp\/session\/end/);
    const elsewhere = await signInElsewhere(browser, ACCOUNTS.employee);
    await expect(shell(elsewhere.page)).toHaveAttribute('data-layout', 'layout2');
    await expect(
      elsewhere.page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'OU Search' }),
    ).toBeVisible();
    await resetSavedSettings(elsewhere.page);
    await elsewhere.context.close();
  });

  test('palette editor validates light and dark backgrounds; Save only when changed and valid', async ({
    page,
  }) => {
    await signInAs(page, ACCOUNTS.maintainer);
    await page.getByRole('button', { name: 'Theme Color Options' }).click();
    await colorsDrawer(page).getByRole('button', { name: 'Edit palette' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit palette' });
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expectNoSeriousA11yViolations(page, 'Edit palette dialog');
    await dialog.getByRole('switch', { name: 'Dark mode' }).check();
    await expect(dialog.getByText('Must be a dark color')).toHaveCount(2);
    await expect(save).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Background paper' }).fill('#1e1e1e');
    await dialog.getByRole('textbox', { name: 'Background default' }).fill('#121212');
    await expect(save).toBeEnabled();
    await dialog.getByRole('switch', { name: 'Dark mode' }).uncheck();
    await expect(dialog.getByText('Must be a light color')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('the settings viewer shows JSON and query parameters and confirms a copy', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(page, ACCOUNTS.maintainer);
    await openThemeSettings(page);
    await settingsDrawer(page).getByRole('button', { name: 'View settings' }).click();
    const viewer = page.getByRole('dialog', { name: 'Settings' });
    await expect(viewer.getByText('"style": "layout1"')).toBeVisible();
    await viewer.getByRole('tab', { name: 'Query parameters' }).click();
    await expect(viewer.getByText(/layout\.style=layout1/)).toBeVisible();
    await viewer.getByRole('button', { name: 'Copy' }).click();
    // 'Copied!' shows for only 800 ms (CopyButton's own test covers it); the clipboard proves the copy here.
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText().catch(() => '')))
      .toContain('layout.style=layout1');
  });

  test('navigation search: opens on click, accent-insensitive, No results.., closes and clears', async ({
    page,
  }) => {
    await signInAs(page, ACCOUNTS.employee);
    await page.getByRole('button', { name: 'Search the navigation' }).click();
    const box = page.getByRole('combobox', { name: 'Search for a page' });
    await box.fill('ádvánce');
    await expect(page.getByRole('option', { name: 'Advance Search' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'navigation search with suggestions', 'header');
    await box.fill('zzzz');
    await expect(page.getByText('No results..')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'navigation search without suggestions', 'header');
    await box.press('Escape');
    await expect(box).toHaveCount(0);
    await page.getByRole('button', { name: 'Search the navigation' }).click();
    await expect(page.getByRole('combobox', { name: 'Search for a page' })).toHaveValue('');
    await page.getByRole('combobox', { name: 'Search for a page' }).fill('department');
    await page.getByRole('option', { name: 'Department Search' }).click();
    await expect(page).toHaveURL(/\/DepartmentSearch$/);
    await expect(page.getByRole('combobox', { name: 'Search for a page' })).toHaveCount(0);
  });

  test('at 390 px the toolbar fits the screen: nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, ACCOUNTS.admin);
    const banner = page.getByRole('banner');
    await expect(banner).toBeVisible();
    const overflow = () =>
      page.evaluate(() => {
        const header = document.querySelector('header')!;
        return {
          page: document.documentElement.scrollWidth - window.innerWidth,
          toolbar: header.scrollWidth - header.clientWidth,
        };
      });
    expect(await overflow()).toEqual({ page: 0, toolbar: 0 });
    await page.getByRole('button', { name: 'Search the navigation' }).click();
    await page.getByRole('combobox', { name: 'Search for a page' }).fill('search');
    expect(await overflow()).toEqual({ page: 0, toolbar: 0 });
  });

  test('language menu switches to Traditional Chinese (and text direction stays left to right)', async ({
    page,
  }) => {
    await signInAs(page, ACCOUNTS.employee);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '繁體中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('contentinfo')).toContainText('僅供內部使用');
    await expect(page.getByRole('button', { name: '語言' })).toBeVisible();
    await page.getByRole('button', { name: '語言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('font size applies when the slider is released', async ({ page }) => {
    await signInAs(page, ACCOUNTS.employee);
    await page.getByRole('button', { name: 'Font size' }).click();
    const slider = page.getByRole('slider', { name: 'Font size' });
    await slider.focus();
    await slider.press('ArrowRight');
    await expect(page.locator('html')).toHaveAttribute('style', /font-size: 110%/);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('style', /font-size: 110%/);
    await page.getByRole('button', { name: 'Font size' }).click();
    await page.getByRole('slider', { name: 'Font size' }).press('ArrowLeft');
    await expect(page.locator('html')).not.toHaveAttribute('style', /font-size/);
  });

  test('toolbar: status label, quick panel, fullscreen, toggle tooltip', async ({ page }) => {
    await signInAs(page, ACCOUNTS.employee);
    await expect(page.getByTestId('gcd-status')).toContainText(/Directory online · [\d,]+ contacts/);
    await page.getByRole('button', { name: 'Quick panel' }).click();
    const panel = page.getByRole('dialog', { name: 'Quick panel' });
    await expect(panel.getByText('Upcoming events')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'quick panel');
    await panel.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Hide Navigation' }).click();
    const toggle = page.getByRole('button', { name: 'Show Navigation' });
    await toggle.hover();
    await expect(page.getByRole('tooltip', { name: 'Show Navigation' })).toBeVisible();
    await toggle.click();
    await resetSavedSettings(page);
  });

  test('below 1280 px the navigation is a drawer that closes on a route change', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await signInAs(page, ACCOUNTS.employee);
    const nav = page.getByRole('navigation', { name: 'Navigation' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Show Navigation' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'OU Search' }).click();
    await expect(page).toHaveURL(/\/OUSearch$/);
    await expect(nav).toBeHidden();
  });

  test('right to left mirrors the layout: navbar on the other side, margins swapped', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, ACCOUNTS.ouAdmin);
    const navbar = page.getByRole('navigation', { name: 'Navigation' });
    // The home link beside the logo keeps 8 px to its end side (sx mr: 1): right in LTR, left in RTL.
    const homeLink = page.getByRole('banner').getByRole('link', { name: 'Contact Directory' });
    const box = async () => (await navbar.boundingBox())!;
    expect((await box()).x).toBeLessThan(10);
    await expect(homeLink).toHaveCSS('margin-right', '8px');

    await openThemeSettings(page);
    await choose(page, 'Text direction', 'Right to left');
    await closeDrawer(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(async () => Math.round((await box()).x + (await box()).width)).toBeGreaterThan(1430);
    await expect(homeLink).toHaveCSS('margin-left', '8px');
    await expect(homeLink).toHaveCSS('margin-right', '0px');
    await shot(page, 'direction-rtl');
    // The settings drawer opens from the other edge too.
    await page.getByRole('button', { name: 'Theme Settings' }).click();
    await expect.poll(async () => (await settingsDrawer(page).boundingBox())!.x).toBeLessThan(10);
    await choose(page, 'Text direction', 'Left to right');
    await closeDrawer(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect.poll(async () => (await box()).x).toBeLessThan(10);
    await resetSavedSettings(page);
  });

  test('the error pages show no navigation (route settings) but keep the toolbar', async ({ page }) => {
    await signInAs(page, ACCOUNTS.employee);
    await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeVisible();
    await page.goto('/404');
    await expect(page.getByText('The page you requested could not be found.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeVisible();
  });

  test('guests see no settings button', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByText('The page you requested could not be found.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Theme Settings' })).toHaveCount(0);
  });

  test('a skip link leads keyboard users to the content', async ({ page }) => {
    await signInAs(page, ACCOUNTS.employee);
    // Basic Search puts the cursor in its box on arrival, so start on a page that does not.
    await page.goto('/AdvanceSearch');
    await expect(page.getByRole('heading', { level: 1, name: 'Advance Search' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });

  test('first screen render time (printed and recorded, not asserted)', async ({ page }) => {
    await signInAs(page, ACCOUNTS.employee);
    const samples: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      await page.goto('/');
      await expect(page.locator('main#main-content')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeVisible();
      // performance.now() counts from the navigation's start.
      samples.push(Math.round(await page.evaluate(() => performance.now())));
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `first screen (signed-in shell on /): visible after ${median} ms median of ${samples.join(', ')} ms`,
    );
    // The machine's load says how far the figure is from an idle one (2 cores shared by many builds).
    const loadAverage = Math.round(loadavg()[0]! * 10) / 10;
    console.log(`  load average (1 min) while measuring: ${loadAverage}`);
    const record = { date: new Date().toISOString(), medianMs: median, samplesMs: samples, loadAverage };
    // The committed figure changes only through the benchmark command (node bench/first-screen-render.mjs);
    // a test run keeps its figure in the ignored results folder, so `npm test` leaves the checkout clean.
    const file = process.env.FIRST_SCREEN_RENDER_RECORD
      ? '../../bench/results/first-screen-render.json'
      : '../../.test-results/first-screen-render.json';
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  });
});
