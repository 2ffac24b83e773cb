import type * as ServerMessageRules from './server-message-rules';

export const languages = ['en', 'zh-HK'] as const;
export type Language = (typeof languages)[number];

type Loader<T> = () => Promise<{ default: T }>;

/** The zh-HK file must have every key of the English one: a missing key fails the typecheck. */
const namespace = <T>(en: Loader<T>, zhHK: Loader<NoInfer<T>>) => ({ en, 'zh-HK': zhHK });

/**
 * `errors:server.<code>`: the coded server messages' texts live in the contracts, shared with the API's
 * files (decision 077), and load with the `errors` namespace, one language at a time, together with the
 * code table that decides which codes have a text (it lists every code, so it stays off the first screen,
 * decision 035).
 */
const serverMessages = {
  en: () => import('@cd/contracts/server-message-texts-en').then((m) => m.serverMessageTextsEn),
  'zh-HK': () => import('@cd/contracts/server-message-texts-zh-HK').then((m) => m.serverMessageTextsZhHK),
};

let rules: typeof ServerMessageRules | undefined;
async function loadServerMessageRules() {
  rules ??= await import('./server-message-rules');
}
/** The code table, once the `errors` namespace has loaded (lib/server-message.ts reads it). */
export const serverMessageRules = () => rules;

async function withServerMessages<T extends object>(file: Promise<{ default: T }>, language: Language) {
  const [{ default: texts }, server] = await Promise.all([
    file,
    serverMessages[language](),
    loadServerMessageRules(),
  ]);
  return { default: { ...texts, server } };
}

/**
 * Every namespace, loaded on demand (i18next asks when a component first uses it). A feature adds its
 * namespace with one line here plus its two JSON files.
 */
export const namespaceLoaders = {
  common: namespace(
    () => import('./en/common.json'),
    () => import('./zh-HK/common.json'),
  ),
  shell: namespace(
    () => import('./en/shell.json'),
    () => import('./zh-HK/shell.json'),
  ),
  navigation: namespace(
    () => import('./en/navigation.json'),
    () => import('./zh-HK/navigation.json'),
  ),
  auth: namespace(
    () => import('./en/auth.json'),
    () => import('./zh-HK/auth.json'),
  ),
  errors: namespace(
    () => withServerMessages(import('./en/errors.json'), 'en'),
    () => withServerMessages(import('./zh-HK/errors.json'), 'zh-HK'),
  ),
  settings: namespace(
    () => import('./en/settings.json'),
    () => import('./zh-HK/settings.json'),
  ),
  contacts: namespace(
    () => import('./en/contacts.json'),
    () => import('./zh-HK/contacts.json'),
  ),
  home: namespace(
    () => import('./en/home.json'),
    () => import('./zh-HK/home.json'),
  ),
  directoryBrowse: namespace(
    () => import('./en/directoryBrowse.json'),
    () => import('./zh-HK/directoryBrowse.json'),
  ),
  administration: namespace(
    () => import('./en/administration.json'),
    () => import('./zh-HK/administration.json'),
  ),
  contactImport: namespace(
    () => import('./en/contactImport.json'),
    () => import('./zh-HK/contactImport.json'),
  ),
  reports: namespace(
    () => import('./en/reports.json'),
    () => import('./zh-HK/reports.json'),
  ),
  quickPanel: namespace(
    () => import('./en/quickPanel.json'),
    () => import('./zh-HK/quickPanel.json'),
  ),
  maintenance: namespace(
    () => import('./en/maintenance.json'),
    () => import('./zh-HK/maintenance.json'),
  ),
  contactMaintenance: namespace(
    () => import('./en/contactMaintenance.json'),
    () => import('./zh-HK/contactMaintenance.json'),
  ),
  directorySync: namespace(
    () => import('./en/directorySync.json'),
    () => import('./zh-HK/directorySync.json'),
  ),
};

export type Namespace = keyof typeof namespaceLoaders;
export type Resources = {
  [N in Namespace]: Awaited<ReturnType<(typeof namespaceLoaders)[N]['en']>>['default'];
};

/** What the first screen needs before it renders; everything else loads with its feature. */
export const initialNamespaces = [
  'common',
  'shell',
  'navigation',
  'auth',
  'errors',
] as const satisfies Namespace[];

export const namespaces = Object.keys(namespaceLoaders) as Namespace[];

export const isNamespace = (value: string): value is Namespace => value in namespaceLoaders;

/** Every namespace of a language (tests and tools; the app never loads everything). */
export async function loadLanguage(language: Language): Promise<Resources> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => [ns, (await namespaceLoaders[ns][language]()).default] as const),
  );
  return Object.fromEntries(entries) as Resources;
}
