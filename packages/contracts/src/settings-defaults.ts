// Values only, no zod: the web's first screen imports these, and a module that also built schemas would
// bring zod with it (web decision 070). Re-exported from settings.ts, where the schemas are; the defaults
// are plain constants (no import of the schema types back), settings-defaults.test.ts checks them.

export const layoutStyles = ['layout1', 'layout2', 'layout3'] as const;
export type LayoutStyle = (typeof layoutStyles)[number];

/** Spec 9: default 1120, minimum 1024; the spec shows no maximum: 1920 is the xl breakpoint. */
export const CONTAINER_WIDTH = { default: 1120, min: 1024, max: 1920 } as const;

/** Layout 1 offers the navbar styles; layouts 2 and 3 place their navbar fixed or static (spec 9). */
export const layout1NavbarStyles = ['style-1', 'style-2', 'style-3', 'style-3-dense'] as const;
export const barStyles = ['fixed', 'static'] as const;
export const navbarStyles = [...layout1NavbarStyles, ...barStyles] as const;
export type NavbarStyle = (typeof navbarStyles)[number];

/** The side navigation kinds of spec 2. */
export const navigationKinds = ['vertical', 'vertical-2', 'horizontal', 'folded'] as const;
export type NavigationKind = (typeof navigationKinds)[number];

/** Spec 9: nine families, each normal and dark, plus the legacy, light and dark themes. */
export const colorSchemeFamilies = [
  'default',
  'charcoal-teal',
  'blue-silver',
  'slate-crimson',
  'emerald-gold',
  'indigo-coral',
  'sky-blue-orange',
  'soft-green-maroon',
  'cool-grey-pink',
] as const;
export const colorSchemeIds = [
  ...colorSchemeFamilies.flatMap((family) => [family, `${family}-dark`] as const),
  'legacy',
  'light1',
  'light2',
  'light3',
  'light4',
  'light5',
  'dark1',
  'dark2',
  'dark3',
  'dark4',
  'dark5',
  'dark6',
  'dark7',
] as const;
export type ColorSchemeId = (typeof colorSchemeIds)[number];
export const themeSections = ['main', 'navbar', 'toolbar', 'footer'] as const;
export type ThemeSection = (typeof themeSections)[number];

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Light when black text on it reads better than white text (the same rule MUI uses for contrastText). */
export const isLightColor = (hex: string) => contrastRatio(hex, '#000000') >= contrastRatio(hex, '#ffffff');

export const PaletteMessages = {
  mustBeLight: 'Must be a light color',
  mustBeDark: 'Must be a dark color',
} as const;

const bars = { leftSidePanel: { display: false }, rightSidePanel: { display: false } } as const;

/** Layouts 2 and 3 (spec 9): navbar fixed and folded, toolbar static below it, footer fixed. */
const horizontalLayout = {
  mode: 'container',
  containerWidth: CONTAINER_WIDTH.default,
  scroll: 'body',
  navbar: {
    display: true,
    navigation: 'horizontal',
    style: 'fixed',
    folded: true,
    position: 'left',
    open: true,
  },
  toolbar: { display: true, style: 'static', position: 'below' },
  footer: { display: true, style: 'fixed' },
  ...bars,
} as const;

/** Spec 9 layout defaults; changing the layout style resets the config to its style's entry. */
export const layoutDefaults = {
  layout1: {
    mode: 'fullwidth',
    containerWidth: CONTAINER_WIDTH.default,
    scroll: 'body',
    navbar: {
      display: true,
      navigation: 'vertical',
      style: 'style-1',
      folded: false,
      position: 'left',
      open: true,
    },
    toolbar: { display: true, style: 'fixed', position: 'above' },
    footer: { display: true, style: 'fixed' },
    ...bars,
  },
  layout2: horizontalLayout,
  layout3: { ...horizontalLayout, mode: 'fullwidth', scroll: 'content' },
} as const;

/** Which choices a layout style offers (spec 5: "not all layout option combinations are available"). */
export const layoutOptions: Record<
  LayoutStyle,
  {
    navigation: readonly NavigationKind[];
    navbarStyles: readonly NavbarStyle[];
    toolbarBelow: boolean;
    scroll: boolean;
  }
> = {
  layout1: {
    navigation: ['vertical', 'vertical-2', 'folded'],
    navbarStyles: layout1NavbarStyles,
    toolbarBelow: false,
    scroll: false,
  },
  layout2: {
    navigation: ['horizontal', 'vertical'],
    navbarStyles: barStyles,
    toolbarBelow: true,
    scroll: false,
  },
  layout3: {
    navigation: ['horizontal', 'vertical'],
    navbarStyles: barStyles,
    toolbarBelow: true,
    scroll: true,
  },
};

/** The built-in defaults: the first step of the settings precedence (spec 4). */
export const defaultSettings = {
  layout: { style: 'layout1', config: layoutDefaults.layout1 },
  theme: { main: 'default', navbar: 'default-dark', toolbar: 'default', footer: 'default-dark' },
  customPalettes: {},
  customScrollbars: true,
  direction: 'ltr',
} as const;
