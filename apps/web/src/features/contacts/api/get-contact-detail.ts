import type { contactDetailQuery } from '@cd/contracts';
import { contactDetailResponse, FunctionCode, type ContactDetail } from '@cd/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** The fetcher: one endpoint, its contract's query and response schemas named. */
export function getContactDetail(
  query: z.input<typeof contactDetailQuery>,
  signal?: AbortSignal,
): Promise<ContactDetail> {
  return apiClient.call('Contacts.GetContactsByContactID', { query, schema: contactDetailResponse, signal });
}

/** Query options shared by the route's loader (ensureQueryData) and the component (useSuspenseQuery). */
export const contactDetailQueryOptions = (contactID: string) =>
  queryOptions({
    queryKey: ['contacts', 'detail', contactID],
    queryFn: ({ signal }) =>
      getContactDetail({ contactID, functionCode: FunctionCode.DirectorySearch }, signal),
  });

/** The loader has already fetched it: this never suspends on a normal navigation. */
export function useContactDetail(contactID: string): ContactDetail {
  return useSuspenseQuery(contactDetailQueryOptions(contactID)).data;
}
