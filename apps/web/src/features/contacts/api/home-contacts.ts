import type { HomeContacts } from '@cd/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const schemas = () => import('./home-schemas');

/** The caller's favourites and recently viewed contacts (decision 110), for the home lists and the stars. */
export const homeContactsQueryOptions = () =>
  queryOptions({
    queryKey: ['contacts', 'home'],
    queryFn: ({ signal }): Promise<HomeContacts> =>
      apiClient.call('Home.GetHome', { schema: () => schemas().then((s) => s.homeContactsResponse), signal }),
  });

export const useHomeContacts = () => useQuery(homeContactsQueryOptions());

/** Whether each contact is a favourite; empty while the lists load (or could not be loaded). */
export function useFavouriteIds(): ReadonlySet<number> {
  const { data } = useHomeContacts();
  const favourites = data?.favourites;
  return new Set(favourites?.map((contact) => contact.contactID));
}

/** Stars or unstars a contact; the star turns at once and the home lists follow the server's answer. */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  const { queryKey } = homeContactsQueryOptions();
  return useMutation({
    mutationFn: (body: { contactID: number; favourite: boolean }) =>
      apiClient.call('Home.SetFavourite', {
        body,
        schema: () => schemas().then((s) => s.setFavouriteResponse),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** The card was opened: recorded on the server, then the recent list is read again when next shown. */
export function useRecordContactView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactID: number) =>
      apiClient.call('Home.RecordContactView', {
        body: { contactID },
        schema: () => schemas().then((s) => s.recordContactViewResponse),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeContactsQueryOptions().queryKey }),
  });
}
