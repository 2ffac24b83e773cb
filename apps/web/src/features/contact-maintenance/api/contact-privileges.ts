import {
  contactPrivilegesResponse,
  saveContactPrivilegesResponse,
  type ContactPrivileges,
  type SaveContactPrivilegesRequest,
} from '@cd/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getContactPrivileges(
  contactID: string,
  ouID: string,
  signal?: AbortSignal,
): Promise<ContactPrivileges> {
  return apiClient.call('Contacts.GetContactPrivileges', {
    query: { contactID, ouID },
    schema: contactPrivilegesResponse,
    signal,
  });
}

export const contactPrivilegesQueryOptions = (contactID: string, ouID: string) =>
  queryOptions({
    queryKey: ['contacts', 'privileges', contactID, ouID],
    queryFn: ({ signal }) => getContactPrivileges(contactID, ouID, signal),
  });

/** The answer is the privileges as now stored: it replaces the cached ones. */
export function useSaveContactPrivileges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveContactPrivilegesRequest): Promise<ContactPrivileges> =>
      apiClient.call('Contacts.SaveContactPrivileges', { body, schema: saveContactPrivilegesResponse }),
    onSuccess: (saved) =>
      queryClient.setQueryData(
        contactPrivilegesQueryOptions(String(saved.contactID), String(saved.ouID)).queryKey,
        saved,
      ),
  });
}
