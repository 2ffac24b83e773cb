import type { FunctionCode, OuNavigationTree, OuTreeNode } from '@cd/contracts';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  flattenOuTree,
  openOuOptions,
  ouPickerQueryOptions,
  ouTreePartQueryOptions,
  type OuPickerOption,
} from '../lib/ou-picker-options';

/** Typing pauses this long before a large tree is searched on the server. */
export const OU_SEARCH_DEBOUNCE_MS = 250;

/**
 * The OU picker's options (docs/decisions/044, 080). A tree of at most OU_TREE_LIMIT OUs is loaded whole
 * and filtered in the browser. A larger one (`partial`) starts with its roots: an OU opens to load its
 * children, typed text searches every OU on the server, and the chosen `value` loads the path down to it
 * (opened) so it can be shown.
 */
export function useOuTreeOptions(code: FunctionCode, value: string | undefined) {
  const base = useQuery(ouPickerQueryOptions(code));
  const partial = base.data !== undefined && !base.data.complete;
  const [openChoices, setOpenChoices] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [typed, setTyped] = useState('');
  const searchText = useDebounced(typed.trim(), OU_SEARCH_DEBOUNCE_MS);

  const userOpened = [...openChoices].filter(([, open]) => open).map(([ouID]) => ouID);
  const children = useQueries({
    queries: userOpened.map((ouID) => ({
      ...ouTreePartQueryOptions(code, { ouID: String(ouID) }),
      enabled: partial,
    })),
    combine: dataOfEach,
  });
  const loaded = useMemo(() => mergeNodes([base.data, ...children]), [base.data, children]);
  const needsPath = partial && Boolean(value) && !loaded.some((node) => String(node.ouID) === value);
  const path = useQuery({
    ...ouTreePartQueryOptions(code, { selectedOuID: value ?? '' }),
    enabled: needsPath,
    retry: false,
  });
  const search = useQuery({
    ...ouTreePartQueryOptions(code, { searchText }),
    enabled: partial && searchText !== '',
    placeholderData: keepPreviousData,
  });

  const withPath = useMemo(() => mergeNodes([{ nodes: loaded }, path.data]), [loaded, path.data]);
  const pathAncestors = useMemo(() => ancestorsOf(path.data), [path.data]);
  const isOpen = useCallback(
    (ouID: number) => openChoices.get(ouID) ?? pathAncestors.has(ouID),
    [openChoices, pathAncestors],
  );
  const searching = partial && searchText !== '';
  const nodes = useMemo(
    (): OuPickerOption[] =>
      !partial
        ? flattenOuTree(base.data?.nodes ?? [])
        : searching
          ? flattenOuTree(search.data?.nodes ?? [])
          : openOuOptions(withPath, isOpen),
    [partial, searching, base.data, search.data, withPath, isOpen],
  );
  const known = useMemo(
    () => (partial ? flattenOuTree(mergeNodes([{ nodes: withPath }, search.data])) : nodes),
    [partial, withPath, search.data, nodes],
  );

  return {
    nodes,
    /** Every OU loaded so far, to name the chosen one wherever it was found. */
    known,
    partial,
    searching,
    truncated: searching
      ? search.data?.truncated === true
      : base.data?.truncated === true || children.some((child) => child?.truncated),
    isPending: base.isPending,
    isSearchPending: searching && search.isFetching,
    isError: base.isError,
    // A chosen OU the caller may not use answers 403/404 on its path: that settles it as unknown.
    isSuccess: base.isSuccess && !(needsPath && path.isPending),
    isOpen,
    toggle: (ouID: number) => setOpenChoices((choices) => new Map(choices).set(ouID, !isOpen(ouID))),
    setTyped,
  };
}

/** Module-level, so React Query keeps one array while no child's data changes (options are not rebuilt). */
function dataOfEach(results: readonly { data?: OuNavigationTree }[]) {
  return results.map((result) => result.data);
}

function mergeNodes(parts: readonly (Pick<OuNavigationTree, 'nodes'> | undefined)[]): OuTreeNode[] {
  const byId = new Map<number, OuTreeNode>();
  for (const part of parts) for (const node of part?.nodes ?? []) byId.set(node.ouID, node);
  return [...byId.values()];
}

function ancestorsOf(path: OuNavigationTree | undefined): Set<number> {
  const ancestors = new Set<number>();
  if (!path || path.selectedOuID === null) return ancestors;
  const parentOf = new Map(path.nodes.map((node) => [node.ouID, node.parentOuID]));
  for (let ouID = parentOf.get(path.selectedOuID); ouID != null; ouID = parentOf.get(ouID)) {
    ancestors.add(ouID);
  }
  return ancestors;
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
