import i18n from 'i18next';
import { languages, type Language } from '../locales';

const STORAGE_KEY = 'cd.language';

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

// Storage can throw (privacy modes, sandboxed frames); language choice is a nicety, never fatal.
function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function storedLanguage(): Language {
  const stored = safeStorage()?.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language;
  return browser.toLowerCase().startsWith('zh') ? 'zh-HK' : 'en';
}

export function currentLanguage(language: string = i18n.language): Language {
  return isLanguage(language) ? language : 'en';
}

export async function changeLanguage(lng: Language) {
  await i18n.changeLanguage(lng);
  try {
    safeStorage()?.setItem(STORAGE_KEY, lng);
  } catch {
    // Quota or privacy mode: the choice just isn't remembered.
  }
}
