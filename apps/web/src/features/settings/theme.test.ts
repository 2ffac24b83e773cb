import { colorSchemeIds, contrastRatio, type ColorSchemeId } from '@cd/contracts';
import type { Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { colorSchemes } from './color-schemes';
import { AA_TEXT, readablePalette, STATUS_COLORS, UI_PART } from '../../lib/readable-colors';
import { createAppTheme } from './theme';

/** Every colour pair a screen puts text or a control on, named as a failure should read. */
function pairs(theme: Theme): [name: string, foreground: string, background: string, min: number][] {
  const { palette } = theme;
  const surfaces = { default: palette.background.default, paper: palette.background.paper };
  const result: [string, string, string, number][] = [];
  for (const [surfaceName, surface] of Object.entries(surfaces)) {
    result.push([`body text on ${surfaceName}`, palette.text.primary, surface, AA_TEXT]);
    result.push([`secondary text on ${surfaceName}`, palette.text.secondary, surface, AA_TEXT]);
    result.push([`links and primary text on ${surfaceName}`, palette.primary.main, surface, AA_TEXT]);
    result.push([`secondary-coloured text on ${surfaceName}`, palette.secondary.main, surface, AA_TEXT]);
    for (const status of STATUS_COLORS) {
      result.push([`${status} text on ${surfaceName}`, palette[status].main, surface, AA_TEXT]);
    }
    const outline = (
      theme.components?.MuiOutlinedInput?.styleOverrides?.notchedOutline as { borderColor: string }
    ).borderColor;
    result.push([`field outline on ${surfaceName}`, outline, surface, UI_PART]);
  }
  // Fills under their contrast text: buttons and their hover, filled chips, avatars, the status label, toasts.
  for (const fill of ['primary', 'secondary', ...STATUS_COLORS] as const) {
    result.push([`${fill} fill`, palette[fill].contrastText, palette[fill].main, AA_TEXT]);
    result.push([`${fill} fill when hovered`, palette[fill].contrastText, palette[fill].dark, AA_TEXT]);
  }
  return result;
}

const failures = (theme: Theme) =>
  pairs(theme)
    .map(([name, foreground, background, min]) => ({
      name,
      ratio: contrastRatio(foreground, background),
      min,
    }))
    .filter(({ ratio, min }) => ratio < min)
    .map(({ name, ratio, min }) => `${name}: ${ratio.toFixed(2)}:1 < ${min}:1`);

describe('every colour scheme passes WCAG AA', () => {
  it.each(colorSchemeIds)('%s', (id: ColorSchemeId) => {
    expect(failures(createAppTheme('en', colorSchemes[id]))).toEqual([]);
  });

  it('holds a user-edited palette to the same rule (a navy brand colour on a near-black page)', () => {
    const edited = {
      ...colorSchemes.dark1,
      primary: { main: '#0f2440', light: '#1e3a5f', dark: '#07111f', contrastText: '#ffffff' },
      secondary: { main: '#202020', light: '#303030', dark: '#101010', contrastText: '#ffffff' },
    };
    expect(failures(createAppTheme('en', edited))).toEqual([]);
  });

  it('keeps a palette that already reads well as it was chosen', () => {
    expect(readablePalette(colorSchemes.default).primary.main).toBe(colorSchemes.default.primary.main);
  });

  it('found the dark schemes failing before (the rule is not vacuous)', () => {
    const raw = colorSchemes['default-dark'];
    expect(contrastRatio(raw.primary.main, raw.background.paper)).toBeLessThan(AA_TEXT);
  });
});
