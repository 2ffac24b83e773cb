import {
  departmentSearchResponse,
  ouDepartmentsResponse,
  type DepartmentSearchRequest,
  type OuDepartmentsQuery,
} from '@cd/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const PAGE_SIZE = 25;

export function searchDepartments(body: DepartmentSearchRequest, signal?: AbortSignal) {
  return apiClient.call('Departments.DepartmentSearch', { body, schema: departmentSearchResponse, signal });
}

export function getOuDepartments(query: OuDepartmentsQuery, signal?: AbortSignal) {
  return apiClient.call('Departments.GetOUDepartment', { query, schema: ouDepartmentsResponse, signal });
}

/** Shared by the route's loader and the page: the search text and page as the URL carries them. */
export const departmentSearchQueryOptions = (searchText: string, page: number) =>
  queryOptions({
    queryKey: ['directory-browse', 'department-search', searchText, page],
    queryFn: ({ signal }) => searchDepartments({ searchText, page, pageSize: PAGE_SIZE }, signal),
    enabled: searchText !== '',
    placeholderData: keepPreviousData,
  });

export const ouDepartmentsQueryOptions = (ouid: string, page: number) =>
  queryOptions({
    queryKey: ['directory-browse', 'ou-departments', ouid, page],
    queryFn: ({ signal }) => getOuDepartments({ ouid, page, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
