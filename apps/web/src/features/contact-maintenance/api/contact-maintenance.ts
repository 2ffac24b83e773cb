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
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
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

export function saveContact(body: ContactInfoUpdateRequest): Promise<ContactInfoUpdateResult> {
  return apiClient.call('Contacts.ContactInfoUpdate', { body, schema: contactInfoUpdateResponse });
}

export function removeContact(body: RemoveContactRequest): Promise<{ contactID: number }> {
  return apiClient.call('Contacts.RemoveContact', { body, schema: removeContactResponse });
}
