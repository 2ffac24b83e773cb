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
  queryOptions({
    queryKey: ['organization-units', 'picker', code],
    queryFn: ({ signal }): Promise<OuNavigationTree> =>
      apiClient.get('/api/OrganizationUnits/GetOUNavigationTree', {
        query: { function: code },
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

/** Lower case without accents, so 'zurich' finds 'Zürich' and 'HPG-HK' finds 'hpg-hk'. */
export function foldForMatch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/** Whether the typed text is part of the OU's code or either of its names. */
export function ouMatches(ou: Pick<OuTreeNode, 'code' | 'name' | 'nameZh'>, typed: string): boolean {
  const wanted = foldForMatch(typed.trim());
  if (!wanted) return true;
  return [ou.code, ou.name, ou.nameZh ?? ''].some((text) => foldForMatch(text).includes(wanted));
}
