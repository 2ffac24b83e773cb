import {
  type ContactAdvanceSearchRequest,
  type ContactBasicSearchRequest,
  type ContactSearchPage,
} from '@cd/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const RESULTS_PAGE_SIZE = 20;

const contactSearchSchema = () =>
  import('./response-schemas').then((schemas) => schemas.contactSearchResponse);

export function searchContactsBasic(
  request: ContactBasicSearchRequest,
  signal?: AbortSignal,
): Promise<ContactSearchPage> {
  return apiClient.call('Contacts.ContactBasicSearch', {
    body: request,
    schema: contactSearchSchema,
    signal,
  });
}

export function searchContactsAdvanced(
  request: ContactAdvanceSearchRequest,
  signal?: AbortSignal,
): Promise<ContactSearchPage> {
  return apiClient.call('Contacts.ContactAdvanceSearch', {
    body: request,
    schema: contactSearchSchema,
    signal,
  });
}

// The previous page stays on screen while the next one loads, so typing never blanks the list.
export const basicSearchQueryOptions = (request: ContactBasicSearchRequest) =>
  queryOptions({
    queryKey: ['contacts', 'basic-search', request],
    queryFn: ({ signal }) => searchContactsBasic(request, signal),
    placeholderData: keepPreviousData,
  });

export const advanceSearchQueryOptions = (request: ContactAdvanceSearchRequest) =>
  queryOptions({
    queryKey: ['contacts', 'advance-search', request],
    queryFn: ({ signal }) => searchContactsAdvanced(request, signal),
    placeholderData: keepPreviousData,
  });
