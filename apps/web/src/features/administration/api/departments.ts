import {
  deleteDepartmentResponse,
  departmentMaintenanceListResponse,
  departmentMaintenanceResponse,
  ouDetailResponse,
  type DeleteDepartmentRequest,
  type DepartmentMaintenanceListQuery,
  type DepartmentMaintenanceRequest,
} from '@cd/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const DEPARTMENT_PAGE_SIZE = 10;

const departmentKeys = {
  all: ['administration', 'departments'] as const,
  list: (query: DepartmentMaintenanceListQuery) => [...departmentKeys.all, 'list', query] as const,
};

export function getDepartmentList(query: DepartmentMaintenanceListQuery, signal?: AbortSignal) {
  return apiClient.call('Departments.DepartmentMaintenanceList', {
    query,
    schema: departmentMaintenanceListResponse,
    signal,
  });
}

export const departmentListQueryOptions = (query: DepartmentMaintenanceListQuery) =>
  queryOptions({
    queryKey: departmentKeys.list(query),
    queryFn: ({ signal }) => getDepartmentList(query, signal),
  });

/** One page of an OU's departments; the previous page stays on screen while the next loads. */
export const useDepartmentList = (query: DepartmentMaintenanceListQuery) =>
  useQuery({ ...departmentListQueryOptions(query), placeholderData: keepPreviousData });

/** The OU's own name for the heading (GetOUDetail answers FN-0001 holders and directory users). */
export const ouHeadingQueryOptions = (ouID: string) =>
  queryOptions({
    queryKey: ['administration', 'ou-heading', ouID],
    queryFn: ({ signal }) =>
      apiClient.call('OrganizationUnits.GetOUDetail', {
        query: { ouID },
        schema: ouDetailResponse,
        signal,
      }),
  });

export const useOuHeading = (ouID: string | undefined) =>
  useQuery({ ...ouHeadingQueryOptions(ouID ?? ''), enabled: ouID !== undefined });

/** Creates (no departmentID) or updates a department; every list of departments reloads after it. */
export function useSaveDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepartmentMaintenanceRequest) =>
      apiClient.call('Departments.DepartmentMaintenance', { body, schema: departmentMaintenanceResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentKeys.all }),
  });
}

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteDepartmentRequest) =>
      apiClient.call('Departments.DeleteDepartment', { body, schema: deleteDepartmentResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentKeys.all }),
  });
}

/** After a 409 the screen shows the current data: drop what is cached and fetch again. */
export function useReloadDepartments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: departmentKeys.all });
}
