import { contrastRatio, type Palette } from '@cd/contracts';

/** WCAG 2.2 AA for body text; also what links, chips, avatars and toasts are held to here. */
export const AA_TEXT = 4.5;
/** WCAG 2.2 AA for large text and the parts of a control that show it is there (1.4.11). */
export const UI_PART = 3;

const WHITE = '#ffffff';
const BLACK = '#000000';

const toHex = (channels: number[]) =>
  `#${channels.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** `color` moved a fraction `amount` (0–1) of the way towards `target`, in sRGB. */
export function mix(color: string, target: string, amount: number): string {
  const channels = (hex: string) => [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
  const from = channels(color);
  const to = channels(target);
  return toHex(from.map((value, index) => value + (to[index]! - value) * amount));
}

/**
 * `color`, or the nearest shade of it that reads at `min` on every surface: towards white on dark surfaces,
 * towards black on light ones. Palettes are chosen by hand (and edited by users), so a scheme whose brand
 * colour is too dark for its dark background still gets links and chips people can read.
 */
export function readableOn(color: string, surfaces: readonly string[], min = AA_TEXT): string {
  const darkSurfaces = surfaces.every(
    (surface) => contrastRatio(surface, WHITE) > contrastRatio(surface, BLACK),
  );
  const target = darkSurfaces ? WHITE : BLACK;
  for (let step = 0; step <= 20; step += 1) {
    const candidate = step === 0 ? color : mix(color, target, step / 20);
    if (surfaces.every((surface) => contrastRatio(candidate, surface) >= min)) return candidate;
  }
  return target;
}

/** White or black, whichever reads better on `background` (one of them always reaches 4.5:1). */
export const textOn = (background: string) =>
  contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? WHITE : BLACK;

type ColorSet = Palette['primary'];

/**
 * A colour that serves both as text on the surfaces (links, outlined buttons, chips' text) and as a fill
 * under its contrast text (contained buttons, avatars, the status label, toasts). `dark` is what MUI fills
 * a hovered button with, so it keeps the same contrast text: darker in light mode, lighter in dark mode.
 */
export function readableSet(main: string, surfaces: readonly string[], light = main): ColorSet {
  const readable = readableOn(main, surfaces);
  const contrastText = textOn(readable);
  const hover = mix(readable, contrastText === WHITE ? BLACK : WHITE, 0.15);
  return { main: readable, light, dark: hover, contrastText };
}

/** The palette as the theme uses it: primary and secondary made readable on the palette's own surfaces. */
export function readablePalette(palette: Palette): Palette {
  const surfaces = [palette.background.default, palette.background.paper];
  return {
    ...palette,
    primary: readableSet(palette.primary.main, surfaces, palette.primary.light),
    secondary: readableSet(palette.secondary.main, surfaces, palette.secondary.light),
  };
}

/** MUI's status colours per mode, before they are made readable on a palette's surfaces. */
export const STATUS_BASE = {
  light: { success: '#2e7d32', error: '#c62828', warning: '#b45309', info: '#0277bd' },
  dark: { success: '#66bb6a', error: '#f48a8a', warning: '#ffb74d', info: '#4fc3f7' },
} as const;
export type StatusColor = keyof (typeof STATUS_BASE)['light'];
export const STATUS_COLORS = Object.keys(STATUS_BASE.light) as StatusColor[];

export function readableStatusColors(palette: Palette): Record<StatusColor, ColorSet> {
  const surfaces = [palette.background.default, palette.background.paper];
  const base = STATUS_BASE[palette.mode];
  return Object.fromEntries(
    STATUS_COLORS.map((status) => [status, readableSet(base[status], surfaces)]),
  ) as Record<StatusColor, ColorSet>;
}
