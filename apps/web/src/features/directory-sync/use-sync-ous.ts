import { FunctionCode } from '@cd/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ouDisplayName, ouPickerQueryOptions } from '../../lib/ou-picker-options';

/**
 * The OUs the caller holds FN-0008 on, as the OU picker loads them (the same cached query): their names
 * for the list and the form, and the tree the form checks "inside the chosen units" against.
 */
export function useSyncOus() {
  const { i18n } = useTranslation();
  const tree = useQuery(ouPickerQueryOptions(FunctionCode.DirectorySync));
  const nodes = tree.data?.nodes ?? [];
  const byId = new Map(nodes.map((node) => [node.ouID, node]));
  const nameOf = (ouID: number) => {
    const node = byId.get(ouID);
    // Part of a large tree may not be loaded: the code stays recognisable by its number.
    return node ? `${ouDisplayName(node, i18n.language)} (${node.code})` : `#${ouID}`;
  };
  return { nodes, nameOf };
}
