import type { PrismaClient } from '@cd/db';

/** What the database's ctype lets search do (decision 020). */
export interface SearchLocale {
  ctype: string;
  /** pg_trgm makes trigrams of CJK characters only under a ctype that calls them letters (not C). */
  cjkTrigrams: boolean;
  /** lower() folds non-Latin capitals (Greek, Cyrillic) only under a Unicode-aware ctype. */
  unicodeCase: boolean;
}

const checked = new WeakMap<PrismaClient, Promise<SearchLocale>>();

/** Asked once per database client; the answer cannot change while the database lives. */
export function searchLocale(prisma: PrismaClient): Promise<SearchLocale> {
  let locale = checked.get(prisma);
  if (!locale) {
    locale = prisma.$queryRaw<SearchLocale[]>`
        SELECT datctype AS ctype,
               show_trgm('陳大文') <> '{}'::text[] AS "cjkTrigrams",
               lower('ΑΩ') = 'αω' AS "unicodeCase"
          FROM pg_database WHERE datname = current_database()`.then((rows) => rows[0]!);
    checked.set(prisma, locale);
    locale.catch(() => checked.delete(prisma)); // a failed check is asked again next time
  }
  return locale;
}

/** The start-up warning when the ctype costs search something; null when nothing is lost. */
export function searchLocaleWarning(locale: SearchLocale): string | null {
  const lost = [
    locale.cjkTrigrams ? null : 'Chinese text inside longer names is not matched (the contains tier)',
    locale.unicodeCase ? null : 'Greek and Cyrillic names are matched case-sensitively',
  ].filter(Boolean);
  if (lost.length === 0) return null;
  return (
    `database ctype is "${locale.ctype}": ${lost.join('; ')}. Names, Chinese substrings and ` +
    'romanisations, emails and phones are still found. Create the database with a UTF-8 ctype ' +
    '(e.g. C.UTF-8) for full search (README, Search).'
  );
}
