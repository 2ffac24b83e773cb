import {
  saveTrustedDomainResponse,
  trustedDomainResponse,
  type SaveTrustedDomainRequest,
} from '@cd/contracts';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const trustedDomainsQueryOptions = (ouID: string) =>
  queryOptions({
    queryKey: ['administration', 'trusted-domains', ouID],
    queryFn: ({ signal }) =>
      apiClient.call('TrustedDomain.GetTrustedDomain', {
        query: { ouID },
        schema: trustedDomainResponse,
        signal,
      }),
  });

export const useTrustedDomains = (ouID: string) => useSuspenseQuery(trustedDomainsQueryOptions(ouID)).data;

/** Replaces the OU's list; the answer (with the new version) replaces the cached one. */
export function useSaveTrustedDomains() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveTrustedDomainRequest) =>
      apiClient.call('TrustedDomain.SaveTrustedDomain', { body, schema: saveTrustedDomainResponse }),
    onSuccess: (list) =>
      queryClient.setQueryData(trustedDomainsQueryOptions(String(list.ouID)).queryKey, list),
  });
}

export function useReloadTrustedDomains(ouID: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trustedDomainsQueryOptions(ouID).queryKey });
}
