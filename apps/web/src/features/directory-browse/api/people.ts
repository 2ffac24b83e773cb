import {
  contactSearchResponse,
  type ContactAdvanceSearchRequest,
  type ContactBasicSearchRequest,
} from '@cd/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { PAGE_SIZE } from './departments';

/** Whose people a list shows: an OU's own staff (basic search, empty text) or a department's. */
export type PeopleOf = { ouID: string } | { departmentID: string };

function searchPeople(of: PeopleOf, page: number, signal?: AbortSignal) {
  if ('ouID' in of) {
    // Only the OU itself: its subsidiaries have their own entries in the tree.
    const body: ContactBasicSearchRequest = {
      searchText: '',
      ouID: of.ouID,
      includeSubsidiaries: false,
      page,
      pageSize: PAGE_SIZE,
    };
    return apiClient.call('Contacts.ContactBasicSearch', { body, schema: contactSearchResponse, signal });
  }
  const body: ContactAdvanceSearchRequest = { departmentID: of.departmentID, page, pageSize: PAGE_SIZE };
  return apiClient.call('Contacts.ContactAdvanceSearch', { body, schema: contactSearchResponse, signal });
}

export const peopleQueryOptions = (of: PeopleOf, page: number) =>
  queryOptions({
    queryKey: ['directory-browse', 'people', of, page],
    queryFn: ({ signal }) => searchPeople(of, page, signal),
    placeholderData: keepPreviousData,
  });
