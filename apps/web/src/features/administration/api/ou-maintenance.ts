import {
  ouMaintenanceResponse,
  ouMovePreviewResponse,
  ouRemoveResponse,
  ouUpdateResponse,
  type OuRemoveRequest,
  type OuUpdateRequest,
} from '@cd/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const ouKeys = {
  detail: (ouID: string) => ['administration', 'ou-maintenance', ouID] as const,
  // The OU pickers and search lists (lib/ou-picker-options, the advanced search) start with this key.
  trees: ['organization-units'] as const,
};

export const ouMaintenanceQueryOptions = (ouID: string) =>
  queryOptions({
    queryKey: ouKeys.detail(ouID),
    queryFn: ({ signal }) =>
      apiClient.call('OrganizationUnits.OUMaintenance', {
        query: { ouID },
        schema: ouMaintenanceResponse,
        signal,
      }),
  });

export const useOuMaintenance = (ouID: string) => useSuspenseQuery(ouMaintenanceQueryOptions(ouID)).data;

/**
 * What moving the OU under `parentOUID` would change (decision 087), asked while the save is being
 * confirmed; always fetched afresh, as grants and domains change elsewhere.
 */
export const useOuMovePreview = (ouID: number, parentOUID: string | undefined) =>
  useQuery({
    queryKey: [...ouKeys.detail(String(ouID)), 'move-preview', parentOUID],
    queryFn: ({ signal }) =>
      apiClient.call('OrganizationUnits.OUMovePreview', {
        query: { ouID: String(ouID), parentOUID: parentOUID! },
        schema: ouMovePreviewResponse,
        signal,
      }),
    enabled: parentOUID !== undefined,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** Creates (no ouID) or updates/moves an OU; the answer replaces the cached form, the trees reload. */
export function useSaveOu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OuUpdateRequest) =>
      apiClient.call('OrganizationUnits.OUUpdate', { body, schema: ouUpdateResponse }),
    onSuccess: (saved) => {
      queryClient.setQueryData(ouKeys.detail(String(saved.ouID)), saved);
      void queryClient.invalidateQueries({ queryKey: ouKeys.trees });
      void queryClient.invalidateQueries({ queryKey: ['audit-history'] });
    },
  });
}

export function useRemoveOu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OuRemoveRequest) =>
      apiClient.call('OrganizationUnits.OURemove', { body, schema: ouRemoveResponse }),
    onSuccess: ({ ouID }) => {
      queryClient.removeQueries({ queryKey: ouKeys.detail(String(ouID)) });
      void queryClient.invalidateQueries({ queryKey: ouKeys.trees });
    },
  });
}

/** After a 409 on a stale version: fetch the OU as it is now (the form starts again from it). */
export function useReloadOu(ouID: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ouKeys.detail(ouID) });
}
