/** Built-in number formats that show a date or time (ECMA-376 18.8.30). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** Whether a number format shows dates: built-in date ids, or a custom code with d/m/y/h/s outside quotes and brackets. */
export function isDateFormat(numFmtId: number, formatCode: string | undefined): boolean {
  if (BUILT_IN_DATE_FORMATS.has(numFmtId)) return true;
  if (!formatCode) return false;
  const bare = formatCode.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
  return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}

const MS_PER_DAY = 86_400_000;
// Excel's day 0 is 1899-12-31 but it counts a 29 February 1900 that never was, so serials from 61 on
// are one day ahead: anchoring at 1899-12-30 is right for every date after February 1900.
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** An Excel date serial as 'yyyy-mm-dd' (time of day dropped); null when out of Excel's range. */
export function serialToIsoDate(serial: number, date1904: boolean): string | null {
  if (!Number.isFinite(serial) || serial < 0 || serial > 2_958_465) return null;
  const ms = (date1904 ? EPOCH_1904 : EPOCH_1900) + Math.floor(serial) * MS_PER_DAY;
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The text of a numeric cell as a person reads it: whole numbers in plain digits however Excel displays
 * them (a phone shown as 8.52E+11 is stored as 852123456789 and comes back as '852123456789'), others in
 * the shortest round-trip form.
 */
export function numberText(raw: string): string {
  const value = Number(raw);
  if (!Number.isFinite(value)) return raw.trim();
  if (Number.isInteger(value))
    return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 0 });
  return String(value);
}

/** Booleans of `t="b"` cells, as a person types them. */
export const booleanText = (raw: string) => (raw.trim() === '1' ? 'TRUE' : 'FALSE');
