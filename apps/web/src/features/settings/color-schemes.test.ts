import { colorSchemeIds, contrastRatio, palette } from '@cd/contracts';
import { describe, expect, it } from 'vitest';
import { colorSchemes } from './color-schemes';

/** WCAG 2.2 AA: 4.5:1 for body text. */
const AA = 4.5;

describe('colour schemes', () => {
  it('has a palette for each of the 18 spec schemes plus legacy, light1–5 and dark1–7', () => {
    expect(Object.keys(colorSchemes).sort()).toEqual([...colorSchemeIds].sort());
    expect(colorSchemeIds).toHaveLength(18 + 1 + 5 + 7);
  });

  it.each(colorSchemeIds)('%s is a valid palette (light backgrounds in light mode, dark in dark)', (id) => {
    expect(palette.safeParse(colorSchemes[id]).error?.issues ?? []).toEqual([]);
  });

  it.each(colorSchemeIds)('%s keeps body text at WCAG AA contrast', (id) => {
    const { text, background, primary, secondary } = colorSchemes[id];
    for (const surface of [background.default, background.paper]) {
      expect(contrastRatio(text.primary, surface)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(text.secondary, surface)).toBeGreaterThanOrEqual(AA);
    }
    expect(contrastRatio(primary.contrastText, primary.main)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(secondary.contrastText, secondary.main)).toBeGreaterThanOrEqual(AA);
  });
});
