import { OU_TREE_LIMIT, type OuNavigationTree, type OuTreeNode } from '@cd/contracts';
import type { OuScope, ScopedOu } from '../auth/ou-scope.js';

/**
 * The navigation tree over the OUs of `scope` (visible ones only). A visible OU whose parent is hidden is
 * a root, so the tree never shows (or names) an OU the caller may not see. Whole when it has at most
 * OU_TREE_LIMIT nodes; otherwise the roots, or `parentId`'s children, for lazy expansion; `selected` (a
 * contact's OU) brings the path down to it.
 */
export function buildNavigationTree(
  scope: OuScope,
  options: { parentId?: number; selected?: ScopedOu },
): OuNavigationTree {
  const visible = new Map(scope.visible.map((ou) => [ou.id, ou]));
  const childrenOf = new Map<number | null, ScopedOu[]>();
  const visibleParent = (ou: ScopedOu) =>
    ou.parentId !== null && visible.has(ou.parentId) ? ou.parentId : null;
  for (const ou of scope.visible) {
    const key = visibleParent(ou);
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), ou]);
  }
  const node = (ou: ScopedOu): OuTreeNode => ({
    ouID: ou.id,
    parentOuID: visibleParent(ou),
    code: ou.code,
    name: ou.name,
    nameZh: ou.nameZh,
    depth: ou.depth,
    hasChildren: (childrenOf.get(ou.id)?.length ?? 0) > 0,
  });
  const selectedOuID = options.selected?.id ?? null;

  if (options.parentId === undefined && scope.visible.length <= OU_TREE_LIMIT) {
    return { nodes: scope.visible.map(node), complete: true, selectedOuID };
  }
  const listed = new Map<number, ScopedOu>();
  for (const ou of childrenOf.get(options.parentId ?? null) ?? []) listed.set(ou.id, ou);
  // The path to the selected OU, with each level's siblings, so the client can open it at once.
  for (let ou = options.selected; ou;) {
    for (const sibling of childrenOf.get(visibleParent(ou)) ?? []) listed.set(sibling.id, sibling);
    const parentId = visibleParent(ou);
    ou = parentId === null ? undefined : visible.get(parentId);
  }
  return { nodes: [...listed.values()].map(node), complete: false, selectedOuID };
}
