import { createTheme, type Theme } from '@mui/material/styles';
import { enUS, zhHK } from '@mui/material/locale';
import type { Palette } from '@cd/contracts';
import type { Language } from '../../locales';
import { colorSchemes } from './color-schemes';
import { mix, readableOn, readablePalette, readableStatusColors, UI_PART } from '../../lib/readable-colors';

// 13px base text on a 16px root, expressed in rem so a later font-size setting can scale the root.
const base = '0.8125rem';

/** One MUI theme per palette, language and direction; the shell makes one per section (main, navbar, toolbar, footer). */
export function createAppTheme(
  language: Language,
  chosen: Palette = colorSchemes.default,
  direction: 'ltr' | 'rtl' = 'ltr',
): Theme {
  // Every colour that text or a fill takes is held to WCAG AA on the palette's own surfaces, built-in
  // schemes and users' edited ones alike (lib/readable-colors.ts; every scheme is checked in theme.test.ts).
  const palette = readablePalette(chosen);
  const surfaces = [palette.background.default, palette.background.paper];
  // WCAG 1.4.11: a field's outline is the only thing that shows where to type, so it takes 3:1 too.
  const fieldOutline = readableOn(
    mix(palette.text.secondary, palette.background.paper, 0.4),
    surfaces,
    UI_PART,
  );
  return createTheme(
    {
      breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
      direction,
      palette: {
        mode: palette.mode,
        primary: palette.primary,
        secondary: palette.secondary,
        background: palette.background,
        text: palette.text,
        ...readableStatusColors(palette),
      },
      shape: { borderRadius: 8 },
      typography: {
        fontSize: 13,
        htmlFontSize: 16,
        fontFamily: [
          'Inter',
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          '"PingFang HK"',
          '"Microsoft JhengHei"',
          '"Noto Sans CJK TC"',
          'sans-serif',
        ].join(','),
        body1: { fontSize: base },
        body2: { fontSize: base },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        // Spec 9 control heights: 32, 36, 40.
        MuiButton: {
          styleOverrides: {
            sizeSmall: { minHeight: 32 },
            sizeMedium: { minHeight: 36 },
            sizeLarge: { minHeight: 40 },
          },
        },
        MuiTooltip: { defaultProps: { arrow: true } },
        MuiOutlinedInput: { styleOverrides: { notchedOutline: { borderColor: fieldOutline } } },
        // Spec 11 (visible focus): every focusable control shows a clear outline from the keyboard.
        MuiButtonBase: {
          styleOverrides: {
            root: {
              '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 },
            },
          },
        },
      },
    },
    language === 'zh-HK' ? zhHK : enUS,
  );
}
