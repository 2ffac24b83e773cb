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

export const CONTACT_MAINTENANCE_PATH = '/api/Contacts/ContactMaintenance';
export const CONTACT_INFO_UPDATE_PATH = '/api/Contacts/ContactInfoUpdate';
export const REMOVE_CONTACT_PATH = '/api/Contacts/RemoveContact';

export function getContactForEdit(contactID: string, signal?: AbortSignal): Promise<ContactMaintenance> {
  return apiClient.get(CONTACT_MAINTENANCE_PATH, {
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
  return apiClient.post(CONTACT_INFO_UPDATE_PATH, body, { schema: contactInfoUpdateResponse });
}

export function removeContact(body: RemoveContactRequest): Promise<{ contactID: number }> {
  return apiClient.post(REMOVE_CONTACT_PATH, body, { schema: removeContactResponse });
}
