import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { guardRoute } from '../app/route-guard';
import type { RouterContext } from '../app/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Runs before every navigation and applies the matched route's `staticData.access`.
  beforeLoad: (options): Promise<void> | void => guardRoute(options),
  component: Outlet,
});
