import type { AnyRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { searchParam, searchSchema } from '../lib/search-params';
import { wayBack } from './RouteNotice';

// A router as wayBack reads it: routes by id (staticData) and by path (validateSearch).
const route = (validateSearch?: unknown, back?: string) => ({
  options: { validateSearch, staticData: { back } },
});
const routes = {
  '/DepartmentMaintenance': route(searchSchema({ ouid: searchParam.id().optional() })),
  '/OrganizationUnitMaintenance/': route(),
  '/OrganizationUnitMaintenance/Detail': route(searchSchema({ ouid: searchParam.id() })),
  '/ContactMaintenance/': route(
    searchSchema({ contact: searchParam.id().optional() }),
    '/ContactMaintenance/BasicSearch',
  ),
  '/Administration/SystemParameterSettings': route(),
};
const router = {
  routesByPath: routes,
  routesById: Object.fromEntries(Object.entries(routes).map(([path, r]) => [`/_app${path}`, r])),
} as unknown as AnyRouter;

describe('wayBack: where a route notice leads', () => {
  it('the same screen without its params, when it opens without them', () => {
    expect(wayBack(router, '/_app/DepartmentMaintenance', '/DepartmentMaintenance', true)).toBe(
      '/DepartmentMaintenance',
    );
  });
  it('the nearest screen up the path when the failing one needs its params', () => {
    expect(
      wayBack(
        router,
        '/_app/OrganizationUnitMaintenance/Detail',
        '/OrganizationUnitMaintenance/Detail',
        true,
      ),
    ).toBe('/OrganizationUnitMaintenance');
  });
  it("the route's own staticData.back first", () => {
    expect(wayBack(router, '/_app/ContactMaintenance/', '/ContactMaintenance', true)).toBe(
      '/ContactMaintenance/BasicSearch',
    );
  });
  it('Home when the screen failed without params and nothing above it opens', () => {
    expect(
      wayBack(
        router,
        '/_app/Administration/SystemParameterSettings',
        '/Administration/SystemParameterSettings',
        false,
      ),
    ).toBe('/');
  });
});
