import { defaultSettings, type SessionUser, type UserSettings } from '@cd/contracts';
import { useMatches } from '@tanstack/react-router';
import { useNotices } from '../../components/notices';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../lib/language';
import { updateUser } from './api/update-user';
import { applyPatch, effectiveSettings, type RouteSettings, type SettingsPatch } from './settings-model';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Route-specific settings: the last step of the settings precedence (spec 4). */
    settings?: RouteSettings;
  }
}

export interface SettingsStore {
  /** What the screen shows: defaults → the user's settings → the current route's settings. */
  settings: UserSettings;
  /** The user's own layer (defaults → saved → their changes): what the panels edit and the server keeps. */
  userSettings: UserSettings;
  update(patch: SettingsPatch): void;
  shortcuts: string[];
  setShortcuts(ids: string[]): void;
  /** Signed in with a role: changes are saved to the server. Guests keep them in this tab only. */
  canSave: boolean;
}

const SettingsContext = createContext<SettingsStore | null>(null);

/**
 * Changes within this long of each other are saved and confirmed once: dragging through colour schemes or
 * clicking through layouts stacked five "saved" toasts over the drawer (issue 19).
 */
export const SETTINGS_SAVE_DELAY_MS = 500; // spec 12's debounce

/**
 * Whether the server copy is behind what the screen shows (waiting or sending), on <html> for tools such as
 * the browser tests, which must not reset settings while a save is still to come.
 */
function markSaving(saving: boolean) {
  document.documentElement.dataset.settingsSave = saving ? 'pending' : 'idle';
}

export function useSettings(): SettingsStore {
  const store = useContext(SettingsContext);
  if (!store) throw new Error('useSettings needs a SettingsProvider');
  return store;
}

interface Props {
  user: SessionUser | null;
  canSave: boolean;
  children: ReactNode;
}

/** The one settings store; it sits under the router so the matched routes' settings apply. */
export function SettingsProvider({ user, canSave, children }: Props) {
  const { t } = useTranslation('settings');
  const { enqueueSnackbar } = useNotices();
  const [userSettings, setUserSettings] = useState(() => effectiveSettings(defaultSettings, user?.settings));
  const [shortcuts, setShortcutsState] = useState<string[]>(() => user?.shortcuts ?? []);
  const latest = useRef({ settings: userSettings, shortcuts });

  // On sign-in the language saved with the settings wins over this browser's (decision 033), once: later
  // choices in this tab are the user's, even if an older copy of the session comes back meanwhile.
  const savedLanguage = user?.settings?.language;
  const languageApplied = useRef(false);
  useEffect(() => {
    if (languageApplied.current) return;
    languageApplied.current = true;
    if (savedLanguage && savedLanguage !== currentLanguage()) void changeLanguage(savedLanguage);
  }, [savedLanguage]);

  const routeLayers = useMatches({ select: (matches) => matches.map((match) => match.staticData?.settings) });
  // Matches are new objects on every render: compare the route layers by content.
  const routeKey = JSON.stringify(routeLayers);
  const settings = useMemo(
    () => effectiveSettings(userSettings, null, JSON.parse(routeKey) as (RouteSettings | undefined)[]),
    [userSettings, routeKey],
  );

  // One save in flight per tab: changes made meanwhile are sent once, as the latest whole settings.
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const announceNext = useRef(false);

  const pending = useRef<{ announce: boolean } | null>(null);
  const save = useCallback(
    (announce: boolean) => {
      if (!canSave || !user) return markSaving(false);
      if (inFlight.current) {
        pending.current = { announce: announce || (pending.current?.announce ?? false) };
        return;
      }
      inFlight.current = true;
      const send = (shouldAnnounce: boolean) => {
        updateUser({ id: user.id, settings: latest.current.settings, shortcuts: latest.current.shortcuts })
          .then(
            () => {
              if (shouldAnnounce && !pending.current) enqueueSnackbar(t('saved'), { variant: 'success' });
            },
            // Spec 8: the change stays on screen; only the server copy is behind until the next save.
            () => enqueueSnackbar(t('saveFailed'), { variant: 'error' }),
          )
          .finally(() => {
            const next = pending.current;
            pending.current = null;
            if (next) send(next.announce);
            else {
              inFlight.current = false;
              if (!timer.current) markSaving(false);
            }
          });
      };
      send(announce);
    },
    [canSave, user, enqueueSnackbar, t],
  );

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const announce = announceNext.current;
    announceNext.current = false;
    save(announce);
  }, [save]);
  const saveSoon = useCallback(
    (announce: boolean) => {
      announceNext.current ||= announce;
      markSaving(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, SETTINGS_SAVE_DELAY_MS);
    },
    [flush],
  );
  // A change made just before the provider goes (the page changes user) or the page is left is still sent.
  useEffect(() => {
    const leave = () => void (timer.current && flush());
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [flush]);

  const update = useCallback(
    (patch: SettingsPatch) => {
      const next = applyPatch(latest.current.settings, patch);
      latest.current = { ...latest.current, settings: next };
      setUserSettings(next);
      saveSoon(true);
    },
    [saveSoon],
  );

  const setShortcuts = useCallback(
    (ids: string[]) => {
      latest.current = { ...latest.current, shortcuts: ids };
      setShortcutsState(ids);
      // A shortcut is one deliberate click, not a burst: sent at once (with any settings change pending).
      flush();
    },
    [flush],
  );

  const store = useMemo(
    () => ({ settings, userSettings, update, shortcuts, setShortcuts, canSave }),
    [settings, userSettings, update, shortcuts, setShortcuts, canSave],
  );
  return <SettingsContext value={store}>{children}</SettingsContext>;
}
