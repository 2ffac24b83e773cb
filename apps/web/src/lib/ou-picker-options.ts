import {
  FunctionCode,
  ouNavigationTreeResponse,
  type OuNavigationTree,
  type OuTreeNode,
} from '@cd/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';

/**
 * The OUs on which the caller holds `code`, for the OU picker. The navigation tree is whole up to
 * OU_TREE_LIMIT nodes (`complete`); past that it holds the visible roots only (docs/decisions/044).
 */
export const ouPickerQueryOptions = (code: FunctionCode = FunctionCode.DirectorySearch) =>
  ouTreePartQueryOptions(code, {});

/**
 * One part of a tree too large to load whole (docs/decisions/080): an OU's children (`ouID`), the OUs
 * matching `searchText`, or the path down to `selectedOuID`; `{}` is the whole tree or its roots.
 */
export type OuTreePart = { ouID?: string; searchText?: string; selectedOuID?: string };

export const ouTreePartQueryOptions = (code: FunctionCode, part: OuTreePart) =>
  queryOptions({
    queryKey: ['organization-units', 'picker', code, part],
    queryFn: ({ signal }): Promise<OuNavigationTree> =>
      apiClient.call('OrganizationUnits.GetOUNavigationTree', {
        query: { function: code, ...part },
        schema: ouNavigationTreeResponse,
        signal,
      }),
    staleTime: 60_000,
  });

/** A node as the picker lists it: its level below its own visible root (0 = a root). */
export interface OuPickerOption extends OuTreeNode {
  level: number;
}

/**
 * The tree in reading order (each OU followed by its subsidiaries), siblings in the server's order
 * (by name). A node whose parent is not listed is a root, as the server's tree says.
 */
export function flattenOuTree(nodes: readonly OuTreeNode[]): OuPickerOption[] {
  const listed = new Set(nodes.map((node) => node.ouID));
  const childrenOf = new Map<number | null, OuTreeNode[]>();
  for (const node of nodes) {
    const parent = node.parentOuID !== null && listed.has(node.parentOuID) ? node.parentOuID : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), node]);
  }
  const out: OuPickerOption[] = [];
  const visit = (node: OuTreeNode, level: number) => {
    out.push({ ...node, level });
    for (const child of childrenOf.get(node.ouID) ?? []) visit(child, level + 1);
  };
  for (const root of childrenOf.get(null) ?? []) visit(root, 0);
  return out;
}

/**
 * The loaded part of a large tree in reading order, descending only into the OUs `isOpen` says are open
 * (their children loaded or not); each node knows its level below its visible root.
 */
export function openOuOptions(
  nodes: readonly OuTreeNode[],
  isOpen: (ouID: number) => boolean,
): OuPickerOption[] {
  const byId = new Map(nodes.map((node) => [node.ouID, node]));
  const hidden = new Set<number>();
  // A node is hidden when any listed ancestor is closed; flattenOuTree puts ancestors first.
  return flattenOuTree([...byId.values()]).filter((node) => {
    const parent = node.parentOuID;
    const show = parent === null || !byId.has(parent) || (!hidden.has(parent) && isOpen(parent));
    if (!show) hidden.add(node.ouID);
    return show;
  });
}

/** `ouID` and every OU below it (the places an OU may not be moved to). */
export function subtreeIds(nodes: readonly OuTreeNode[], ouID: number): Set<number> {
  const ids = new Set([ouID]);
  // flattenOuTree lists descendants after their ancestor, so one pass in that order suffices.
  for (const node of flattenOuTree(nodes)) {
    if (node.parentOuID !== null && ids.has(node.parentOuID)) ids.add(node.ouID);
  }
  return ids;
}

/** The name in the UI's language: the Chinese name in zh-HK when the OU has one. */
export function ouDisplayName(ou: Pick<OuTreeNode, 'name' | 'nameZh'>, language: string): string {
  return language === 'zh-HK' && ou.nameZh ? ou.nameZh : ou.name;
}
