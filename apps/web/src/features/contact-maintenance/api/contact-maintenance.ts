import {
  contactInfoUpdateResponse,
  contactMaintenanceResponse,
  FunctionCode,
  removeContactResponse,
  type ContactInfoUpdateRequest,
  type ContactInfoUpdateResult,
  type ContactMaintenance,
  type RemoveContactRequest,
} from '@cd/contracts';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getContactForEdit(contactID: string, signal?: AbortSignal): Promise<ContactMaintenance> {
  return apiClient.call('Contacts.ContactMaintenance', {
    query: { contactID, functionCode: FunctionCode.ContactMaintenance },
    schema: contactMaintenanceResponse,
    signal,
  });
}

export const contactMaintenanceQueryOptions = (contactID: string) =>
  queryOptions({
    queryKey: ['contacts', 'maintenance', contactID],
    queryFn: ({ signal }) => getContactForEdit(contactID, signal),
  });

export function useContactForEdit(contactID: string): ContactMaintenance {
  return useSuspenseQuery(contactMaintenanceQueryOptions(contactID)).data;
}

/** Saves the form; the answer is the contact as now stored, so the cached form is replaced, not refetched. */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactInfoUpdateRequest): Promise<ContactInfoUpdateResult> =>
      apiClient.call('Contacts.ContactInfoUpdate', { body, schema: contactInfoUpdateResponse }),
    onSuccess: (saved) => {
      queryClient.removeQueries({ queryKey: ['contacts', 'detail'] });
      queryClient.setQueryData(['contacts', 'maintenance', String(saved.contactID)], saved);
    },
  });
}

export function useRemoveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RemoveContactRequest): Promise<{ contactID: number }> =>
      apiClient.call('Contacts.RemoveContact', { body, schema: removeContactResponse }),
    onSuccess: () => queryClient.removeQueries({ queryKey: ['contacts'] }),
  });
}
