import {
  foldForMatch,
  OU_SEARCH_LIMIT,
  OU_TREE_LIMIT,
  ouMatches,
  type OuNavigationTree,
  type OuTreeNode,
} from '@cd/contracts';
import type { OuScope, ScopedOu } from '../auth/ou-scope.js';

/**
 * The navigation tree over the OUs of `scope` (visible ones only). A visible OU whose parent is hidden is
 * a root, so the tree never shows (or names) an OU the caller may not see. Whole when it has at most
 * OU_TREE_LIMIT nodes; otherwise the roots, or `parentId`'s children, for lazy expansion, or the OUs
 * matching `searchText`; `selected` (a contact's OU, or the OU a picker shows) brings the path down to it.
 * Each list of roots, children or matches stops at its limit and says `truncated` (docs/decisions/080).
 */
export function buildNavigationTree(
  scope: OuScope,
  options: { parentId?: number; selected?: ScopedOu; searchText?: string },
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

  if (options.searchText !== undefined) {
    const matches = searchOus(scope.visible, options.searchText);
    return {
      nodes: matches.slice(0, OU_SEARCH_LIMIT).map(node),
      complete: false,
      truncated: matches.length > OU_SEARCH_LIMIT,
      selectedOuID,
    };
  }
  if (options.parentId === undefined && scope.visible.length <= OU_TREE_LIMIT) {
    return { nodes: scope.visible.map(node), complete: true, truncated: false, selectedOuID };
  }
  const level = childrenOf.get(options.parentId ?? null) ?? [];
  const listed = new Map<number, ScopedOu>();
  for (const ou of level.slice(0, OU_TREE_LIMIT)) listed.set(ou.id, ou);
  // The path to the selected OU, with each level's siblings (up to the limit, and always the path itself),
  // so the client can open it at once.
  for (let ou = options.selected; ou;) {
    for (const sibling of (childrenOf.get(visibleParent(ou)) ?? []).slice(0, OU_TREE_LIMIT)) {
      listed.set(sibling.id, sibling);
    }
    listed.set(ou.id, ou);
    const parentId = visibleParent(ou);
    ou = parentId === null ? undefined : visible.get(parentId);
  }
  return {
    nodes: [...listed.values()].map(node),
    complete: false,
    truncated: level.length > OU_TREE_LIMIT,
    selectedOuID,
  };
}

/** The OUs whose code or either name contains the text: code or name starting with it first, then by name. */
function searchOus(ous: readonly ScopedOu[], searchText: string): ScopedOu[] {
  const wanted = foldForMatch(searchText);
  const startsWithIt = (ou: ScopedOu) =>
    foldForMatch(ou.code).startsWith(wanted) || foldForMatch(ou.name).startsWith(wanted);
  return ous
    .filter((ou) => ouMatches(ou, searchText))
    .map((ou) => ({ ou, rank: startsWithIt(ou) ? 0 : 1 }))
    .sort((a, b) => a.rank - b.rank || a.ou.name.localeCompare(b.ou.name) || a.ou.id - b.ou.id)
    .map(({ ou }) => ou);
}
