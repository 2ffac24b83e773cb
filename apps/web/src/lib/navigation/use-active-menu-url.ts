import { useLocation } from '@tanstack/react-router';
import { useMemo } from 'react';
import { activeMenuUrl, menuUrls } from './active';
import type { NavItem } from './types';

/** The URL of the menu item to highlight for the current route, among all the given items. */
export function useActiveMenuUrl(items: readonly NavItem[]): string | undefined {
  const pathname = useLocation({ select: (location) => location.pathname });
  const urls = useMemo(() => menuUrls(items), [items]);
  return useMemo(() => activeMenuUrl(urls, pathname), [urls, pathname]);
}
