/** Accent- and case-insensitive form of a text (spec 2 navigation search). */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

export const MAX_SUGGESTIONS = 10;

/** Entries whose label contains the query, accents and case ignored; at most `limit`. */
export function matchByLabel<T>(
  entries: readonly T[],
  label: (entry: T) => string,
  query: string,
  limit = MAX_SUGGESTIONS,
): T[] {
  const needle = foldText(query.trim());
  if (!needle) return [];
  return entries.filter((entry) => foldText(label(entry)).includes(needle)).slice(0, limit);
}
