import { hasAccess, type UserRole } from '../permissions';
import type { NavItem } from './types';

/**
 * The items a user may see (spec 4): each item by its own rule; a group also disappears when none of
 * its children is left, so no empty headings show.
 */
export function visibleNavigation(items: readonly NavItem[], userRole: UserRole): NavItem[] {
  const out: NavItem[] = [];
  for (const item of items) {
    if (!hasAccess(item, userRole)) continue;
    if (item.type === 'group') {
      const children = visibleNavigation(item.children ?? [], userRole);
      if (children.length > 0) out.push({ ...item, children });
    } else {
      out.push(item);
    }
  }
  return out;
}

/** Leaf items in menu order: the first one a user may open is their landing page. */
export function flattenNavigation(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => (item.type === 'group' ? flattenNavigation(item.children ?? []) : [item]));
}
