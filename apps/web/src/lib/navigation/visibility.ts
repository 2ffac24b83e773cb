import { hasAccess, type UserRole } from '../permissions';
import type { NavItem } from './types';

const isContainer = (item: NavItem) => item.type === 'group' || item.type === 'collapse';

/**
 * The items a user may see (spec 4): each item by its own rule; a group or collapse also disappears when
 * none of its children is left, and dividers never lead, trail or repeat, so no empty headings show.
 */
export function visibleNavigation(items: readonly NavItem[], userRole: UserRole): NavItem[] {
  const out: NavItem[] = [];
  for (const item of items) {
    if (!hasAccess(item, userRole)) continue;
    if (isContainer(item)) {
      const children = visibleNavigation(item.children ?? [], userRole);
      if (children.some((child) => child.type !== 'divider')) out.push({ ...item, children });
    } else if (item.type === 'divider') {
      if (out.length > 0 && out.at(-1)?.type !== 'divider') out.push(item);
    } else {
      out.push(item);
    }
  }
  while (out.at(-1)?.type === 'divider') out.pop();
  return out;
}

/** Pages in menu order (items only: links leave the app, dividers are not pages). */
export function flattenNavigation(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) =>
    isContainer(item) ? flattenNavigation(item.children ?? []) : item.type === 'item' ? [item] : [],
  );
}

/** Items and links a user can jump to (navigation search, shortcuts). */
export function navigableItems(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) =>
    isContainer(item)
      ? navigableItems(item.children ?? [])
      : item.type === 'item' || item.type === 'link'
        ? [item]
        : [],
  );
}

/** Spec 9 indents: 16 px at the top level, else 38 px plus 16 px per level, capped at 80 px. */
export const menuIndent = (level: number) => (level === 0 ? 16 : Math.min(38 + 16 * level, 80));
