import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLanguage, isLanguage } from '../lib/language';
import { initialNamespaces, isNamespace, languages, namespaceLoaders, type Resources } from '../locales';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

/** Loads a namespace's JSON chunk when it is first used, so a feature's strings travel with the feature. */
const lazyNamespaces: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, ns, callback) {
    if (!isLanguage(language) || !isNamespace(ns)) {
      callback(new Error(`No translations for ${language}/${ns}`), false);
      return;
    }
    namespaceLoaders[ns][language]().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

/** Resolves once the first screen's namespaces are loaded: main.tsx renders after it. */
export const i18nReady = i18n
  .use(lazyNamespaces)
  .use(initReactI18next)
  .init({
    ns: [...initialNamespaces],
    defaultNS: 'common',
    lng: storedLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...languages],
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });

function syncDocumentLanguage(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export { changeLanguage, isLanguage } from '../lib/language';
export { i18n };
