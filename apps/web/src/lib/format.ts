import type { Language } from '../locales';

/** Dates and numbers in the user's language (en → en-HK conventions are not assumed: plain 'en'). */
export const formatDateTime = (value: Date | string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

export const formatDate = (value: Date | string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(value));

export const formatNumber = (value: number, language: Language) =>
  new Intl.NumberFormat(language).format(value);
