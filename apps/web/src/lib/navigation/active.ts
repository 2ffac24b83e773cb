/** Whether a menu URL owns the current path: its own page or one of its children (routes are case-insensitive). */
export function isActivePath(url: string, pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const target = url.toLowerCase().replace(/\/+$/, '') || '/';
  if (target === '/') return path === '/' || path === '/contact';
  return path === target || path.startsWith(`${target}/`);
}
