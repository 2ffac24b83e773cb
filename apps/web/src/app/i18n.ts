import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLanguage } from '../lib/language';
import { languages, namespaces, resources, type Resources } from '../locales';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

void i18n.use(initReactI18next).init({
  resources,
  ns: namespaces,
  defaultNS: 'common',
  lng: storedLanguage(),
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

export { changeLanguage, isLanguage } from '../lib/language';
export { i18n };
