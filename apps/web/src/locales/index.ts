import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enContacts from './en/contacts.json';
import enErrors from './en/errors.json';
import enNavigation from './en/navigation.json';
import enPages from './en/pages.json';
import enShell from './en/shell.json';
import zhAuth from './zh-HK/auth.json';
import zhCommon from './zh-HK/common.json';
import zhContacts from './zh-HK/contacts.json';
import zhErrors from './zh-HK/errors.json';
import zhNavigation from './zh-HK/navigation.json';
import zhPages from './zh-HK/pages.json';
import zhShell from './zh-HK/shell.json';

export const languages = ['en', 'zh-HK'] as const;
export type Language = (typeof languages)[number];

const en = {
  common: enCommon,
  shell: enShell,
  navigation: enNavigation,
  auth: enAuth,
  errors: enErrors,
  pages: enPages,
  contacts: enContacts,
};

// Typed against the English bundle so a missing zh-HK key fails the typecheck.
const zhHK: typeof en = {
  common: zhCommon,
  shell: zhShell,
  navigation: zhNavigation,
  auth: zhAuth,
  errors: zhErrors,
  pages: zhPages,
  contacts: zhContacts,
};

export const resources = { en, 'zh-HK': zhHK } as const;
export const namespaces = Object.keys(en) as (keyof typeof en)[];
export type Resources = typeof en;
