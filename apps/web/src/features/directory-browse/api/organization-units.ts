import {
  ouDetailResponse,
  ouNavigationTreeResponse,
  ouSearchResponse,
  workingLocationResponse,
  type OuSearchRequest,
} from '@cd/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { PAGE_SIZE } from './departments';

export function searchOus(body: OuSearchRequest, signal?: AbortSignal) {
  return apiClient.call('OrganizationUnits.OUSearch', { body, schema: ouSearchResponse, signal });
}

export const ouSearchQueryOptions = (searchText: string, page: number) =>
  queryOptions({
    queryKey: ['directory-browse', 'ou-search', searchText, page],
    queryFn: ({ signal }) => searchOus({ searchText, page, pageSize: PAGE_SIZE }, signal),
    enabled: searchText !== '',
    placeholderData: keepPreviousData,
  });

/** Without a parent: the visible roots (or the whole tree when small); with one: its children only. */
export const ouTreeQueryOptions = (parentOuID?: number) =>
  queryOptions({
    queryKey: ['directory-browse', 'ou-tree', parentOuID ?? 'roots'],
    queryFn: ({ signal }) =>
      apiClient.call('OrganizationUnits.GetOUNavigationTree', {
        query: parentOuID === undefined ? {} : { ouID: String(parentOuID) },
        schema: ouNavigationTreeResponse,
        signal,
      }),
    staleTime: 60_000,
  });

export const ouDetailQueryOptions = (ouID: string) =>
  queryOptions({
    queryKey: ['directory-browse', 'ou-detail', ouID],
    queryFn: ({ signal }) =>
      apiClient.call('OrganizationUnits.GetOUDetail', {
        query: { ouID },
        schema: ouDetailResponse,
        signal,
      }),
  });

export const workingLocationQueryOptions = (ouID: string) =>
  queryOptions({
    queryKey: ['directory-browse', 'working-location', ouID],
    queryFn: ({ signal }) =>
      apiClient.call('OrganizationUnits.WorkingLocation', {
        query: { ouID },
        schema: workingLocationResponse,
        signal,
      }),
  });
