import { z } from 'zod';
import { fileLanguages } from './common/file-language.js';
import { text } from './common/text.js';
import {
  barStyles,
  CONTAINER_WIDTH,
  colorSchemeIds,
  isLightColor,
  layoutStyles,
  navbarStyles,
  navigationKinds,
  PaletteMessages,
  type ColorSchemeId,
} from './settings-defaults.js';

export * from './settings-defaults.js';

/**
 * Settings of spec 3 as one typed model: the server validates what it stores with it, the web app merges
 * defaults → the user's saved settings → route settings with it.
 */

export const colorSchemeId = z.enum(colorSchemeIds as unknown as [ColorSchemeId, ...ColorSchemeId[]]);

const hexColor = text().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1e3a5f');

const colorSet = z.object({ main: hexColor, light: hexColor, dark: hexColor, contrastText: hexColor });

/** Palette of spec 3; light mode needs light backgrounds, dark mode dark ones (spec 5). */
export const palette = z
  .object({
    mode: z.enum(['light', 'dark']),
    primary: colorSet,
    secondary: colorSet,
    background: z.object({ paper: hexColor, default: hexColor }),
    text: z.object({ primary: hexColor, secondary: hexColor }),
  })
  .superRefine((value, ctx) => {
    for (const key of ['paper', 'default'] as const) {
      const color = value.background[key];
      if (!hexColor.safeParse(color).success) continue;
      if (isLightColor(color) !== (value.mode === 'light')) {
        ctx.addIssue({
          code: 'custom',
          path: ['background', key],
          message: value.mode === 'light' ? PaletteMessages.mustBeLight : PaletteMessages.mustBeDark,
        });
      }
    }
  });
export type Palette = z.infer<typeof palette>;

const display = z.object({ display: z.boolean() });

export const layoutConfig = z.object({
  mode: z.enum(['boxed', 'fullwidth', 'container']),
  containerWidth: z.number().int().min(CONTAINER_WIDTH.min).max(CONTAINER_WIDTH.max),
  scroll: z.enum(['content', 'body']),
  navbar: z.object({
    display: z.boolean(),
    navigation: z.enum(navigationKinds),
    style: z.enum(navbarStyles),
    folded: z.boolean(),
    position: z.enum(['left', 'right']),
    open: z.boolean(),
  }),
  toolbar: z.object({ display: z.boolean(), style: z.enum(barStyles), position: z.enum(['above', 'below']) }),
  footer: z.object({ display: z.boolean(), style: z.enum(barStyles) }),
  leftSidePanel: display,
  rightSidePanel: display,
});
export type LayoutConfig = z.infer<typeof layoutConfig>;

export const userSettings = z.object({
  layout: z.object({ style: z.enum(layoutStyles), config: layoutConfig }),
  theme: z.object({
    main: colorSchemeId,
    navbar: colorSchemeId,
    toolbar: colorSchemeId,
    footer: colorSchemeId,
  }),
  /** Palettes the user edited ('Edit palette'), by colour scheme id; they replace the built-in ones. */
  customPalettes: z.partialRecord(colorSchemeId, palette).default({}),
  customScrollbars: z.boolean(),
  direction: z.enum(['ltr', 'rtl']),
  /**
   * The language the user last chose (issue 19), so another browser opens in it. Absent until they choose
   * one: then the browser's language applies. On sign-in a saved language wins over the browser's.
   */
  language: z.enum(fileLanguages).optional(),
});
export type UserSettings = z.infer<typeof userSettings>;
