import type { ThemeSection } from '@cd/contracts';
import { CacheProvider } from '@emotion/react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/language';
import { mix } from '../../lib/readable-colors';
import { paletteFor } from './color-schemes';
import { useDirectionCache } from './direction-cache';
import { useSettings } from './settings-store';
import { createAppTheme } from './theme';

/** "Custom scrollbars": thin ones in the scheme's colours instead of the system's. */
const customScrollbars = (theme: Theme) => ({
  'html[data-scrollbars="custom"], html[data-scrollbars="custom"] *': {
    scrollbarWidth: 'thin',
    scrollbarColor: `${mix(theme.palette.text.secondary, theme.palette.background.default, 0.35)} transparent`,
  },
});

const SectionThemes = createContext<Record<ThemeSection, Theme> | null>(null);

/** The themes of the four sections (spec 3 theme {main, navbar, toolbar, footer}). */
export function useSectionThemes() {
  const themes = useContext(SectionThemes);
  if (!themes) throw new Error('useSectionThemes needs a SettingsThemeProvider');
  return themes;
}

/**
 * Applies the effective settings: the main theme, the section themes, and the text direction (on the
 * document, in MUI's themes, and in the emotion cache that mirrors the styles for right-to-left).
 */
export function SettingsThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const { theme, customPalettes, direction, customScrollbars: scrollbars } = settings;

  const themes = useMemo(() => {
    const make = (section: ThemeSection) =>
      createAppTheme(language, paletteFor(theme[section], customPalettes), direction);
    return { main: make('main'), navbar: make('navbar'), toolbar: make('toolbar'), footer: make('footer') };
  }, [language, theme, customPalettes, direction]);

  const cache = useDirectionCache(direction);
  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);
  useEffect(() => {
    document.documentElement.dataset.scrollbars = scrollbars ? 'custom' : 'system';
  }, [scrollbars]);

  return (
    <CacheProvider value={cache}>
      <SectionThemes value={themes}>
        <ThemeProvider theme={themes.main}>
          <GlobalStyles styles={customScrollbars} />
          {children}
        </ThemeProvider>
      </SectionThemes>
    </CacheProvider>
  );
}
