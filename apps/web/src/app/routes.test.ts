import { defaultSettings } from '@cd/contracts';
import { describe, expect, it } from 'vitest';
import { effectiveSettings } from '../features/settings/settings-model';
import { createQueryClient } from './query-client';
import { homeFor } from './route-guard';
import { createAppRouter } from './router';

describe('route table', () => {
  // Building a router resolves the ids; the leaves are the pages the guard judges.
  const { routesById } = createAppRouter(createQueryClient());
  const routes = Object.values(routesById).filter(
    (route) => !route.children || Object.keys(route.children).length === 0,
  );

  it('every page declares its access (public or function codes)', () => {
    expect(routes.filter((route) => route.options.staticData?.access === undefined).map((r) => r.id)).toEqual(
      [],
    );
  });

  it('only the error, loading and fallback routes are public', () => {
    const publicIds = routes
      .filter((route) => route.options.staticData?.access === 'public')
      .map((r) => r.id);
    expect(publicIds.sort()).toEqual(['/$', '/_app/401', '/_app/404', '/loading']);
  });

  it('the error pages hide the navigation over whatever the user saved, and keep toolbar and footer', () => {
    const saved = {
      ...defaultSettings,
      layout: {
        ...defaultSettings.layout,
        config: { ...defaultSettings.layout.config, mode: 'boxed' as const },
      },
    };
    for (const id of ['/_app/401', '/_app/404'] as const) {
      const layers = [
        routesById['/_app'].options.staticData?.settings,
        routesById[id].options.staticData?.settings,
      ];
      const { config } = effectiveSettings(defaultSettings, saved, layers).layout;
      expect(config.navbar.display).toBe(false);
      expect(config.toolbar.display).toBe(true);
      expect(config.footer.display).toBe(true);
      expect(config.mode).toBe('boxed');
    }
  });

  it('only the error pages carry route settings', () => {
    const withSettings = Object.values(routesById).filter((route) => route.options.staticData?.settings);
    expect(withSettings.map((route) => route.id).sort()).toEqual(['/_app/401', '/_app/404']);
  });
});

describe('homeFor', () => {
  it('is Basic Search for directory users', () => {
    expect(homeFor(['FN-0000', 'FN-0005'])).toBe('/');
  });

  it('is the first permitted menu entry otherwise', () => {
    expect(homeFor(['FN-0007'])).toBe('/Reports/AuditLogByDate');
  });

  it('is Directory Synchronisation for FN-0008 alone', () => {
    expect(homeFor(['FN-0008'])).toBe('/Administration/DirectorySync');
  });

  it('is /401 when no page is permitted', () => {
    expect(homeFor(['FN-9999'])).toBe('/401');
  });
});
