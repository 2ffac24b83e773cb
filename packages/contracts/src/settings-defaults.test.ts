import { describe, expect, it } from 'vitest';
import {
  defaultSettings,
  layoutDefaults,
  layoutStyles,
  userSettings,
  type LayoutConfig,
  type UserSettings,
} from './settings.js';

// The defaults are typed by their values (settings-defaults.ts imports nothing back from settings.ts);
// these assignments are where the compiler checks them against the schema's types.
const typedDefaults: UserSettings = defaultSettings;
const typedLayouts: Record<(typeof layoutStyles)[number], LayoutConfig> = layoutDefaults;

describe('settings defaults', () => {
  it('are settings the schema accepts, for every layout style', () => {
    expect(userSettings.parse(typedDefaults)).toEqual(defaultSettings);
    for (const style of layoutStyles) {
      const settings = { ...defaultSettings, layout: { style, config: typedLayouts[style] } };
      expect(userSettings.parse(settings)).toEqual(settings);
    }
  });
});
