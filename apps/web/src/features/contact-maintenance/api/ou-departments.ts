import { MAX_PAGE_SIZE, ouDepartmentsResponse, type DepartmentItem } from '@cd/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** One OU's departments for the contact form's department choice (an OU has far fewer than a page). */
export const ouDepartmentsQueryOptions = (ouid: string) =>
  queryOptions({
    queryKey: ['departments', 'of-ou', ouid],
    queryFn: async ({ signal }): Promise<DepartmentItem[]> =>
      (
        await apiClient.call('Departments.GetOUDepartment', {
          query: { ouid, pageSize: String(MAX_PAGE_SIZE) },
          schema: ouDepartmentsResponse,
          signal,
        })
      ).items,
    staleTime: 60_000,
  });
