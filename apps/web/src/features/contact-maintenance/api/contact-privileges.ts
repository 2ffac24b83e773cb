import {
  contactPrivilegesResponse,
  saveContactPrivilegesResponse,
  type ContactPrivileges,
  type SaveContactPrivilegesRequest,
} from '@cd/contracts';
import { queryOptions } from '@tanstack/react-query';
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

export function saveContactPrivileges(body: SaveContactPrivilegesRequest): Promise<ContactPrivileges> {
  return apiClient.call('Contacts.SaveContactPrivileges', { body, schema: saveContactPrivilegesResponse });
}
