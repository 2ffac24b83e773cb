// Kept apart from contact-search.ts, whose zod schemas are built when the module loads: the first screen
// reads these constants, and importing them from there drew the schemas into its bundle (decision 035).

/** Counts are exact up to this many matches; beyond it the answer is "more than SEARCH_COUNT_CAP". */
export const SEARCH_COUNT_CAP = 1000;
/** Longest search text accepted; longer input is a 400. */
export const MAX_SEARCH_TEXT = 200;
