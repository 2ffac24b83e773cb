import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The accessibility check every screen's browser test can call: WCAG 2.x A/AA rules through axe-core, and
 * no violation of impact serious or critical. Pass `include` to check only part of the page (an open
 * dialog), `label` to name the screen in the failure message.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string, include?: string) {
  // A tooltip caught mid-fade is read at partial opacity: a contrast failure of one frame, not of the colours
  // (CI, a11y.spec.ts: the Theme Settings button's tooltip fading out behind the drawer). Wait until every
  // tooltip is fully shown or gone; a shown one is then checked at its real colours.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('.MuiTooltip-tooltip')).every(
          (tooltip) => getComputedStyle(tooltip).opacity === '1',
        ),
      ),
    )
    .toBe(true);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
    }));
  expect(serious, `${label}: serious or critical accessibility violations`).toEqual([]);
}
