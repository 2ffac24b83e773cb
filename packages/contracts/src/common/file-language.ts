/**
 * The languages a downloaded file (export, report, import error report) is written in (decision 077).
 * The web sends its UI language as `lang`; a missing one means English, anything else is refused.
 */
export const fileLanguages = ['en', 'zh-HK'] as const;
export type FileLanguage = (typeof fileLanguages)[number];

/** The file language of a UI language: zh-* reads Chinese, anything else English. */
export const fileLanguageOf = (uiLanguage: string): FileLanguage =>
  uiLanguage.toLowerCase().startsWith('zh') ? 'zh-HK' : 'en';
