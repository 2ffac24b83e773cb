import { useCallback, useMemo, type ReactNode } from 'react';
import { useIsGuest, useSession } from '../features/auth/auth-context';
import { UserMenu } from '../features/auth/components/UserMenu';
import { ThemeSettings } from '../features/settings/components/ThemeSettings';
import { SettingsThemeProvider, useSectionThemes } from '../features/settings/SettingsThemeProvider';
import { SettingsProvider, useSettings } from '../features/settings/settings-store';
import { AppShell } from '../features/shell/components/AppShell';
import { DialogHost } from '../components/DialogHost';
import { visibleNavigation } from '../lib/navigation/visibility';
import { i18n } from './i18n';
import type { Language } from '../locales';
import { navigation } from './navigation';

/** The shell with the signed-in user's settings applied: features never import each other, app/ wires them. */
function ConfiguredShell({ member, children }: { member: boolean; children: ReactNode }) {
  const auth = useSession();
  const { settings, update, shortcuts, setShortcuts } = useSettings();
  const themes = useSectionThemes();
  const items = useMemo(() => visibleNavigation(navigation, auth?.roles ?? null), [auth?.roles]);
  // The language is saved with the settings, so the user's other browsers open in it (decision 033).
  const onLanguageChange = useCallback(
    (language: Language) => {
      const direction = i18n.dir(language);
      update(direction === settings.direction ? { language } : { language, direction });
    },
    [settings.direction, update],
  );

  return (
    <AppShell
      items={items}
      style={settings.layout.style}
      config={settings.layout.config}
      themes={themes}
      onConfigChange={(config) => update({ layout: { config } })}
      shortcuts={shortcuts}
      onShortcutsChange={setShortcuts}
      member={member}
      onLanguageChange={onLanguageChange}
      userMenu={<UserMenu />}
      settingsPanel={member ? <ThemeSettings /> : undefined}
    >
      {children}
    </AppShell>
  );
}

/** The composition root of the shell (the `_app` layout route renders it, under the router). */
export function AppLayout({ children }: { children: ReactNode }) {
  const auth = useSession();
  const guest = useIsGuest();
  const user = auth?.session.user ?? null;
  return (
    // A different user (sign-out, another account) starts from their own saved settings.
    <SettingsProvider key={user?.id ?? 'guest'} user={user} canSave={!guest}>
      <SettingsThemeProvider>
        <DialogHost>
          <ConfiguredShell member={!guest}>{children}</ConfiguredShell>
        </DialogHost>
      </SettingsThemeProvider>
    </SettingsProvider>
  );
}
