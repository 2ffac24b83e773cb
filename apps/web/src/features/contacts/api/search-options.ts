import { ouNavigationTreeResponse, type OuTreeNode } from '@cd/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Every OU the caller may search, for the advanced search's OU choice (bounded by OU_TREE_LIMIT). */
export const searchableOusQueryOptions = () =>
  queryOptions({
    queryKey: ['organization-units', 'navigation-tree', 'complete'],
    queryFn: async ({ signal }): Promise<OuTreeNode[]> =>
      (
        await apiClient.get('/api/OrganizationUnits/GetOUNavigationTree', {
          schema: ouNavigationTreeResponse,
          signal,
        })
      ).nodes,
    staleTime: 5 * 60_000,
  });

export { countriesQueryOptions } from '../../../lib/countries';
