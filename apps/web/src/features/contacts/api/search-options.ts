import { FunctionCode, ouNavigationTreeResponse, type OuTreeNode } from '@cd/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * Every OU the caller may search for `functionCode` (FN-0000, or FN-0003 for contact maintenance), for the
 * advanced search's OU choice (bounded by OU_TREE_LIMIT).
 */
export const searchableOusQueryOptions = (functionCode: FunctionCode = FunctionCode.DirectorySearch) =>
  queryOptions({
    queryKey: ['organization-units', 'navigation-tree', 'complete', functionCode],
    queryFn: async ({ signal }): Promise<OuTreeNode[]> =>
      (
        await apiClient.get('/api/OrganizationUnits/GetOUNavigationTree', {
          query: { function: functionCode },
          schema: ouNavigationTreeResponse,
          signal,
        })
      ).nodes,
    staleTime: 5 * 60_000,
  });

export { countriesQueryOptions } from '../../../lib/countries';
