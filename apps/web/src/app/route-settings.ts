import type { RouteSettings } from '../features/settings/settings-model';

/**
 * The 401 and 404 pages are dead ends with their own way back ('Back to Home' or the company website), so
 * no navigation sits beside them. The toolbar stays: a user without roles lands on /401 and still needs the
 * user menu to sign out and the language menu; the footer keeps the internal-use notice (decision 065).
 */
export const errorPageSettings = {
  layout: { config: { navbar: { display: false } } },
} as const satisfies RouteSettings;
