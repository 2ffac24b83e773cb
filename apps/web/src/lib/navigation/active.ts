import type { NavItem } from './types';

const normalise = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';
const segments = (path: string) => normalise(path).split('/').filter(Boolean);

/** Whether a menu URL owns the current path: its own page or one of its children (routes are case-insensitive). */
export function isActivePath(url: string, pathname: string): boolean {
  const path = normalise(pathname);
  const target = normalise(url);
  if (target === '/') return path === '/' || path === '/contact';
  return path === target || path.startsWith(`${target}/`);
}

const sharedSegments = (url: string, pathname: string) => {
  const a = segments(url);
  const b = segments(pathname);
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
};

/**
 * The one menu URL to highlight for a path: the deepest URL the path lies under; failing that, a page of
 * the same section (the contact form at /ContactMaintenance and the permission screen at
 * /ContactMaintenance/ContactPermission belong to the item /ContactMaintenance/BasicSearch): the URL sharing
 * the most leading segments, when only one does. Undefined when no item owns the path.
 */
export function activeMenuUrl(urls: readonly string[], pathname: string): string | undefined {
  const owners = urls.filter((url) => isActivePath(url, pathname));
  if (owners.length > 0) return owners.reduce((a, b) => (segments(b).length > segments(a).length ? b : a));
  let best = 0;
  let found: string[] = [];
  for (const url of new Set(urls)) {
    const shared = sharedSegments(url, pathname);
    if (shared > best) [best, found] = [shared, [url]];
    else if (shared === best && shared > 0) found.push(url);
  }
  return found.length === 1 ? found[0] : undefined;
}

/** Every page URL of a navigation tree (items only: links leave the app, groups have none). */
export function menuUrls(items: readonly NavItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'item' && item.url ? [item.url] : []),
    ...menuUrls(item.children ?? []),
  ]);
}

/** Whether a menu entry is, or holds, the active URL (a collapse starts open around it, spec 4). */
export function containsUrl(item: NavItem, activeUrl: string | undefined): boolean {
  if (activeUrl === undefined) return false;
  if (item.type === 'item' && item.url === activeUrl) return true;
  return (item.children ?? []).some((child) => containsUrl(child, activeUrl));
}
