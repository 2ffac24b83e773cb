import {
  defaultSettings,
  layoutDefaults,
  palette,
  PaletteMessages,
  sessionUser,
  type UserSettings,
} from '@cd/contracts';
import { describe, expect, it } from 'vitest';
import { colorSchemes } from './color-schemes';
import {
  applyPatch,
  containerWidthError,
  effectiveSettings,
  settingsToQueryParams,
  withLayoutStyle,
} from './settings-model';

const saved: UserSettings = {
  ...defaultSettings,
  theme: { ...defaultSettings.theme, main: 'indigo-coral' },
  layout: {
    style: 'layout1',
    config: { ...layoutDefaults.layout1, mode: 'container', containerWidth: 1200 },
  },
};

describe('settings precedence (spec 4)', () => {
  it('uses the built-in defaults without saved settings', () => {
    expect(effectiveSettings(defaultSettings, null)).toEqual(defaultSettings);
  });

  it('lets saved settings override the defaults and route settings override both', () => {
    const route = { layout: { config: { navbar: { display: false } } }, theme: { footer: 'dark2' as const } };
    const result = effectiveSettings(defaultSettings, saved, [route]);
    expect(result.theme).toEqual({ ...defaultSettings.theme, main: 'indigo-coral', footer: 'dark2' });
    expect(result.layout.config.containerWidth).toBe(1200);
    expect(result.layout.config.navbar).toEqual({ ...layoutDefaults.layout1.navbar, display: false });
  });

  it('applies nested route layers in order, the deepest last', () => {
    const result = effectiveSettings(defaultSettings, saved, [
      { layout: { config: { mode: 'boxed' } } },
      { layout: { config: { mode: 'fullwidth' } } },
    ]);
    expect(result.layout.config.mode).toBe('fullwidth');
  });

  it('never receives saved settings that do not fit the model: the session schema refuses them', () => {
    const user = { id: '1', email: 'a@b.c', role: [], displayName: 'A', photoURL: null, shortcuts: [] };
    expect(sessionUser.safeParse({ ...user, settings: { layout: { style: 'layout9' } } }).success).toBe(
      false,
    );
    expect(sessionUser.safeParse({ ...user, settings: saved }).success).toBe(true);
  });
});

describe('layout style change', () => {
  it('resets the layout config to the new style defaults', () => {
    const changed = withLayoutStyle(saved, 'layout3');
    expect(changed.layout).toEqual({ style: 'layout3', config: layoutDefaults.layout3 });
    expect(changed.layout.config.scroll).toBe('content');
    expect(changed.theme).toEqual(saved.theme);
  });

  it('through a patch too, keeping what else the patch changes', () => {
    const changed = applyPatch(saved, { layout: { style: 'layout2', config: { mode: 'boxed' } } });
    expect(changed.layout.config).toEqual({ ...layoutDefaults.layout2, mode: 'boxed' });
  });

  it('keeps the config when the style stays', () => {
    expect(applyPatch(saved, { layout: { style: 'layout1' } }).layout.config.containerWidth).toBe(1200);
  });
});

describe('container width (spec 5)', () => {
  it.each([
    [1023, { key: 'tooLow', limit: 1024 }],
    [Number.NaN, { key: 'tooLow', limit: 1024 }],
    [1024, null],
    [1120, null],
    [1920, null],
    [1921, { key: 'tooHigh', limit: 1920 }],
  ])('%s → %j', (value, expected) => {
    expect(containerWidthError(value)).toEqual(expected);
  });
});

describe('palette validation (spec 5)', () => {
  const base = colorSchemes.default;

  it('accepts a light palette with light backgrounds', () => {
    expect(palette.safeParse(base).success).toBe(true);
  });

  it('needs light backgrounds in light mode', () => {
    const result = palette.safeParse({ ...base, background: { ...base.background, paper: '#202020' } });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['background', 'paper'], message: PaletteMessages.mustBeLight }),
    ]);
  });

  it('needs dark backgrounds once the mode switches to dark', () => {
    const result = palette.safeParse({ ...base, mode: 'dark' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      PaletteMessages.mustBeDark,
      PaletteMessages.mustBeDark,
    ]);
  });
});

describe('settings as query parameters', () => {
  it('flattens to dotted keys', () => {
    const query = new URLSearchParams(settingsToQueryParams(defaultSettings));
    expect(query.get('layout.style')).toBe('layout1');
    expect(query.get('layout.config.containerWidth')).toBe('1120');
    expect(query.get('theme.navbar')).toBe('default-dark');
  });
});
