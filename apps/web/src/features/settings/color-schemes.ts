import type { ColorSchemeId, Palette } from '@cd/contracts';

interface Swatch {
  primary: [main: string, light: string, dark: string];
  secondary: [main: string, light: string, dark: string];
}

const lightSurface = {
  background: { paper: '#ffffff', default: '#f4f6f9' },
  text: { primary: '#1f2937', secondary: '#4b5563' },
};
const darkSurface = {
  background: { paper: '#1e2530', default: '#141a22' },
  text: { primary: '#f3f4f6', secondary: '#cbd5e1' },
};

function build(
  mode: 'light' | 'dark',
  swatch: Swatch,
  surface = mode === 'light' ? lightSurface : darkSurface,
): Palette {
  const set = ([main, light, dark]: [string, string, string]) => ({
    main,
    light,
    dark,
    // Every main colour below is dark enough for white text at 4.5:1 (tested in color-schemes.test.ts).
    contrastText: '#ffffff',
  });
  return { mode, primary: set(swatch.primary), secondary: set(swatch.secondary), ...surface };
}

/** The nine families of spec 9, each in a normal (light) and a dark version. */
const families: Record<string, Swatch> = {
  default: { primary: ['#1e3a5f', '#4a6489', '#0f2440'], secondary: ['#1a6f80', '#5fb4c6', '#0f4a56'] },
  'charcoal-teal': {
    primary: ['#36454f', '#5f6e78', '#1f2a31'],
    secondary: ['#00796b', '#48a999', '#004c40'],
  },
  'blue-silver': { primary: ['#1c4e80', '#527ab0', '#002553'], secondary: ['#5c6670', '#8a949e', '#333c45'] },
  'slate-crimson': {
    primary: ['#3f4e5e', '#6a7a8b', '#182634'],
    secondary: ['#a4161a', '#dc4a42', '#6e0000'],
  },
  'emerald-gold': {
    primary: ['#00674b', '#3f9677', '#003b23'],
    secondary: ['#8a6d00', '#bf9b3a', '#5a4300'],
  },
  'indigo-coral': {
    primary: ['#303f9f', '#666ad1', '#001970'],
    secondary: ['#b23c2a', '#e96b55', '#7c0500'],
  },
  'sky-blue-orange': {
    primary: ['#0064a8', '#4f91da', '#003a78'],
    secondary: ['#b34700', '#e87634', '#7c1800'],
  },
  'soft-green-maroon': {
    primary: ['#3d6b45', '#6a9a71', '#12401e'],
    secondary: ['#800020', '#b5414a', '#4e0000'],
  },
  'cool-grey-pink': {
    primary: ['#4b5563', '#778291', '#232c39'],
    secondary: ['#b0225f', '#e6598c', '#7a0035'],
  },
};

const numbered: Record<string, Palette> = {
  legacy: build(
    'light',
    { primary: ['#1f4e79', '#5279a8', '#00264d'], secondary: ['#7a5c00', '#ab893a', '#4b3300'] },
    {
      background: { paper: '#ffffff', default: '#eef1f5' },
      text: { primary: '#222222', secondary: '#4a4a4a' },
    },
  ),
  light1: build('light', families.default!, {
    background: { paper: '#ffffff', default: '#fafafa' },
    text: lightSurface.text,
  }),
  light2: build('light', families['blue-silver']!, {
    background: { paper: '#ffffff', default: '#f1f5fb' },
    text: lightSurface.text,
  }),
  light3: build('light', families['emerald-gold']!, {
    background: { paper: '#ffffff', default: '#f2f8f4' },
    text: lightSurface.text,
  }),
  light4: build('light', families['indigo-coral']!, {
    background: { paper: '#fffdf8', default: '#faf6ee' },
    text: lightSurface.text,
  }),
  light5: build('light', families['cool-grey-pink']!, {
    background: { paper: '#ffffff', default: '#f7f3f5' },
    text: lightSurface.text,
  }),
  dark1: build('dark', families.default!, {
    background: { paper: '#1b2433', default: '#111827' },
    text: darkSurface.text,
  }),
  dark2: build('dark', families['charcoal-teal']!, {
    background: { paper: '#263238', default: '#1a2327' },
    text: darkSurface.text,
  }),
  dark3: build('dark', families['slate-crimson']!, {
    background: { paper: '#24282f', default: '#181b20' },
    text: darkSurface.text,
  }),
  dark4: build('dark', families['emerald-gold']!, {
    background: { paper: '#1c2a24', default: '#121c18' },
    text: darkSurface.text,
  }),
  dark5: build('dark', families['indigo-coral']!, {
    background: { paper: '#1f2140', default: '#15172e' },
    text: darkSurface.text,
  }),
  dark6: build('dark', families['sky-blue-orange']!, {
    background: { paper: '#102a43', default: '#0a1d30' },
    text: darkSurface.text,
  }),
  dark7: build('dark', families['cool-grey-pink']!, {
    background: { paper: '#2a2a2e', default: '#1c1c1f' },
    text: darkSurface.text,
  }),
};

export const colorSchemes = {
  ...Object.fromEntries(
    Object.entries(families).flatMap(([id, swatch]) => [
      [id, build('light', swatch)],
      [`${id}-dark`, build('dark', swatch)],
    ]),
  ),
  ...numbered,
} as Record<ColorSchemeId, Palette>;

/** The palette a section shows: the user's edited version of the scheme, else the built-in one. */
export function paletteFor(id: ColorSchemeId, custom: Partial<Record<string, Palette>>): Palette {
  return custom[id] ?? colorSchemes[id];
}
