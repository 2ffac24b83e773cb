import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, namespaces, resources, type Language, type Resources } from '../locales';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

const STORAGE_KEY = 'cd.language';

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

function initialLanguage(): Language {
  const stored = safeStorage()?.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language;
  return browser.toLowerCase().startsWith('zh') ? 'zh-HK' : 'en';
}

// Storage can throw (privacy modes, sandboxed frames); language choice is a nicety, never fatal.
function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

void i18n.use(initReactI18next).init({
  resources,
  ns: namespaces,
  defaultNS: 'common',
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...languages],
  // Bundled resources: initialise synchronously so the first render is already translated.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

function syncDocumentLanguage(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export async function changeLanguage(lng: Language) {
  await i18n.changeLanguage(lng);
  try {
    safeStorage()?.setItem(STORAGE_KEY, lng);
  } catch {
    // Quota or privacy mode: the choice just isn't remembered.
  }
}

export { i18n };
