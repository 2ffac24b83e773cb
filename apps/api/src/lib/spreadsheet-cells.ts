/** What a spreadsheet would read as the start of a formula (OWASP CSV/formula injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Every exported value goes into a text cell (never a formula) of a column formatted as Text ('@'), so
 * neither opening the file nor editing a cell evaluates '=HYPERLINK(…)' and the like, and '+852 2123 4567'
 * stays exactly as typed. This only normalises the value: null and undefined become empty.
 */
export const exportCellText = (value: string | number | boolean | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

export const startsLikeFormula = (text: string) => FORMULA_START.test(text);

/** The Text number format every exported column carries. */
export const TEXT_FORMAT = '@';
