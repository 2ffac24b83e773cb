/** Spec 9: 70% to 130% of the 16 px base in 10% steps; 100% (16 px) by default. */
export const FONT_SIZE = { min: 70, max: 130, step: 10, default: 100 } as const;
const STORAGE_KEY = 'cd.fontSize';

export const isFontSize = (value: number) =>
  Number.isInteger(value) && value >= FONT_SIZE.min && value <= FONT_SIZE.max && value % FONT_SIZE.step === 0;

export function readFontSize(): number {
  try {
    const stored = Number(localStorage.getItem(STORAGE_KEY));
    return isFontSize(stored) ? stored : FONT_SIZE.default;
  } catch {
    return FONT_SIZE.default;
  }
}

export function storeFontSize(value: number) {
  try {
    localStorage.setItem(STORAGE_KEY, String(value));
  } catch {
    // Privacy mode: the size applies to this tab only.
  }
}

/** The theme's sizes are in rem, so scaling the root scales the whole interface. */
export function applyFontSize(percent: number) {
  document.documentElement.style.fontSize = percent === FONT_SIZE.default ? '' : `${percent}%`;
}
