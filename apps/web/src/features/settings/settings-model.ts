import {
  CONTAINER_WIDTH,
  layoutDefaults,
  layoutOptions,
  type LayoutStyle,
  type UserSettings,
} from '@cd/contracts';
import { deepMerge, type DeepPartial } from '../../lib/deep-merge';

export type SettingsPatch = DeepPartial<UserSettings>;

/** What a route may change about the shell, through its `staticData.settings`. */
export type RouteSettings = SettingsPatch;

/**
 * Spec 4 precedence: built-in defaults, then the user's saved settings, then the route's. The saved
 * settings arrive checked: the server drops what no longer fits the model (an older release's) and the
 * session's response schema checks the rest, so no second parse runs here (decision 070).
 */
export function effectiveSettings(
  defaults: UserSettings,
  saved: UserSettings | null | undefined,
  routeLayers: readonly (RouteSettings | undefined)[] = [],
): UserSettings {
  return deepMerge(defaults, saved ?? null, ...routeLayers);
}

/** Spec 4: a new layout style starts from that style's own defaults. */
export function withLayoutStyle(settings: UserSettings, style: LayoutStyle): UserSettings {
  if (settings.layout.style === style) return settings;
  return { ...settings, layout: { style, config: structuredClone(layoutDefaults[style]) } };
}

export function applyPatch(settings: UserSettings, patch: SettingsPatch): UserSettings {
  if (patch.layout?.style && patch.layout.style !== settings.layout.style) {
    const reset = withLayoutStyle(settings, patch.layout.style);
    const { style: _style, ...rest } = patch.layout;
    return deepMerge(reset, { ...patch, layout: rest });
  }
  return deepMerge(settings, patch);
}

export type ContainerWidthError = { key: 'tooLow' | 'tooHigh'; limit: number } | null;

/** Spec 5 container width rule; the messages are 'Value is too low (min: N)' / 'too high (max: N)'. */
export function containerWidthError(value: number): ContainerWidthError {
  if (!Number.isFinite(value) || value < CONTAINER_WIDTH.min)
    return { key: 'tooLow', limit: CONTAINER_WIDTH.min };
  if (value > CONTAINER_WIDTH.max) return { key: 'tooHigh', limit: CONTAINER_WIDTH.max };
  return null;
}

/** The choice is offered by this layout style (other combinations are shown disabled). */
export const isNavigationAvailable = (style: LayoutStyle, navigation: string) =>
  (layoutOptions[style].navigation as readonly string[]).includes(navigation);
export const isNavbarStyleAvailable = (style: LayoutStyle, navbarStyle: string) =>
  (layoutOptions[style].navbarStyles as readonly string[]).includes(navbarStyle);

/** Settings as query parameters (the viewer dialog's second view): flattened dotted keys. */
export function settingsToQueryParams(settings: UserSettings): string {
  const params = new URLSearchParams();
  const walk = (value: unknown, prefix: string) => {
    if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, prefix ? `${prefix}.${key}` : key);
    } else params.set(prefix, String(value));
  };
  walk(settings, '');
  return params.toString();
}
