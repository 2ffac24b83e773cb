import type { ThemeSection } from '@cd/contracts';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/language';
import { paletteFor } from './color-schemes';
import { useSettings } from './settings-store';
import { createAppTheme } from './theme';

const SectionThemes = createContext<Record<ThemeSection, Theme> | null>(null);

/** The themes of the four sections (spec 3 theme {main, navbar, toolbar, footer}). */
export function useSectionThemes() {
  const themes = useContext(SectionThemes);
  if (!themes) throw new Error('useSectionThemes needs a SettingsThemeProvider');
  return themes;
}

/** Applies the effective settings: the main theme, text direction on the document, and section themes. */
export function SettingsThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const { theme, customPalettes, direction } = settings;

  const themes = useMemo(() => {
    const make = (section: ThemeSection) =>
      createAppTheme(language, paletteFor(theme[section], customPalettes), direction);
    return { main: make('main'), navbar: make('navbar'), toolbar: make('toolbar'), footer: make('footer') };
  }, [language, theme, customPalettes, direction]);

  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);

  return (
    <SectionThemes value={themes}>
      <ThemeProvider theme={themes.main}>{children}</ThemeProvider>
    </SectionThemes>
  );
}
