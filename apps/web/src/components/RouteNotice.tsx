import { useMatch, useRouter, type AnyRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense, type ComponentType } from 'react';
import { isExpectedRouteError } from '../lib/error-message';

// Shown only after a refusal, so MUI's Alert loads then, off the first screen (decision 035).
const RouteNoticeAlert = lazy(() => import('./RouteNoticeAlert'));

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Where a route's notice (RouteNotice) leads back to, when not the nearest screen that needs no params. */
    back?: string;
  }
}

/**
 * What a route shows, inside the shell, when its URL names something the user cannot have: a record that
 * does not exist or lies outside their grants (a 4xx from the loader or the screen's query) or a search
 * param its schema refuses. A notice in the user's language and a link back, never the crash page (issue
 * 19); anything else is a defect and goes to `crash`.
 */
export function routeNotice(Crash: ComponentType<ErrorComponentProps>) {
  return function RouteNotice(props: ErrorComponentProps) {
    const router = useRouter();
    const match = useMatch({ strict: false });
    if (!isExpectedRouteError(props.error)) return <Crash {...props} />;
    const back = wayBack(router, match.routeId, match.pathname, Object.keys(match.search).length > 0);
    return (
      <Suspense fallback={null}>
        <RouteNoticeAlert error={props.error} back={back} />
      </Suspense>
    );
  };
}

/**
 * The route's own `staticData.back`; else the nearest screen up the path that opens without search params
 * (the same screen when only its params were wrong, e.g. `/DepartmentMaintenance?ouid=abc`); else Home.
 */
export function wayBack(router: AnyRouter, routeId: string, pathname: string, hadSearch: boolean): string {
  const declared = (router.routesById as Record<string, { options: { staticData?: { back?: string } } }>)[
    routeId
  ]?.options.staticData?.back;
  if (declared) return declared;
  const segments = pathname.split('/').filter(Boolean);
  const routes = router.routesByPath as Record<string, { options: { validateSearch?: unknown } } | undefined>;
  for (let length = segments.length; length > 0; length -= 1) {
    // Without params the failing screen itself would fail again.
    if (length === segments.length && !hadSearch) continue;
    const path = `/${segments.slice(0, length).join('/')}`;
    const route = routes[path] ?? routes[`${path}/`];
    if (route && opensWithoutSearch(route.options.validateSearch)) return path;
  }
  return '/';
}

function opensWithoutSearch(validateSearch: unknown): boolean {
  if (!validateSearch) return true;
  const schema = validateSearch as { safeParse?: (input: unknown) => { success: boolean } };
  return schema.safeParse ? schema.safeParse({}).success : false;
}
