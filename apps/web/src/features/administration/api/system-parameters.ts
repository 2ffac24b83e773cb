import {
  selectSystemParametersResponse,
  updateSystemParametersResponse,
  type UpdateSystemParametersRequest,
} from '@cd/contracts';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const systemParametersQueryOptions = () =>
  queryOptions({
    queryKey: ['administration', 'system-parameters'],
    queryFn: ({ signal }) =>
      apiClient.call('SystemAdministration.SelectSystemParameters', {
        schema: selectSystemParametersResponse,
        signal,
      }),
  });

export const useSystemParameters = () => useSuspenseQuery(systemParametersQueryOptions()).data;

/** Saves the changed parameters; the answer is the whole current list, which replaces the cached one. */
export function useUpdateSystemParameters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSystemParametersRequest) =>
      apiClient.call('SystemAdministration.UpdateSystemParameters', {
        body,
        schema: updateSystemParametersResponse,
      }),
    onSuccess: (list) => queryClient.setQueryData(systemParametersQueryOptions().queryKey, list),
  });
}

export function useReloadSystemParameters() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: systemParametersQueryOptions().queryKey });
}
