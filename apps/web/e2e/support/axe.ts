import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The accessibility check every screen's browser test can call: WCAG 2.x A/AA rules through axe-core, and
 * no violation of impact serious or critical. Pass `include` to check only part of the page (an open
 * dialog), `label` to name the screen in the failure message.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string, include?: string) {
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
