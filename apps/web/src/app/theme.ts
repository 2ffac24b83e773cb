import { createTheme, type Theme } from '@mui/material/styles';
import { enUS, zhHK } from '@mui/material/locale';
import type { Language } from '../locales';

// 13px base text on a 16px root, expressed in rem so a later font-size setting can scale the root.
const base = '0.8125rem';

export function createAppTheme(language: Language): Theme {
  return createTheme(
    {
      breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
      palette: {
        mode: 'light',
        primary: { main: '#1e3a5f', light: '#4a6489', dark: '#0f2440', contrastText: '#ffffff' },
        secondary: { main: '#2b8a9e', light: '#5fb4c6', dark: '#1a5f6e', contrastText: '#ffffff' },
        background: { default: '#f4f6f9', paper: '#ffffff' },
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
      },
    },
    language === 'zh-HK' ? zhHK : enUS,
  );
}
