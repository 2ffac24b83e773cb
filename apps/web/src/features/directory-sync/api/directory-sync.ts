import {
  saveSyncConnectionResponse,
  syncConnectionActionResponse,
  syncConnectionsResponse,
  type SaveSyncConnectionRequest,
  type SyncConnection,
} from '@cd/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const syncConnectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['directory-sync', 'connections'],
    queryFn: ({ signal }) =>
      apiClient.call('DirectorySync.GetConnections', { schema: syncConnectionsResponse, signal }),
  });

/** The answer's connection replaces (or joins) the cached list, so the screen shows it without a refetch. */
function useKeepConnection() {
  const queryClient = useQueryClient();
  return (connection: SyncConnection) =>
    queryClient.setQueryData(syncConnectionsQueryOptions().queryKey, (list) =>
      list?.some((c) => c.id === connection.id)
        ? list.map((c) => (c.id === connection.id ? connection : c))
        : [...(list ?? []), connection],
    );
}

/** Creates (no id: the answer carries the new token) or edits a connection. */
export function useSaveConnection() {
  const keep = useKeepConnection();
  return useMutation({
    mutationFn: (body: SaveSyncConnectionRequest) =>
      apiClient.call('DirectorySync.SaveConnection', { body, schema: saveSyncConnectionResponse }),
    onSuccess: ({ connection }) => keep(connection),
  });
}

export type ConnectionAction = 'RotateToken' | 'RevokeConnection';

/** Rotates the token (the answer carries the new one) or revokes the connection for good. */
export function useConnectionAction(action: ConnectionAction) {
  const keep = useKeepConnection();
  return useMutation({
    mutationFn: (body: Pick<SyncConnection, 'id' | 'version'>) =>
      apiClient.call(`DirectorySync.${action}`, { body, schema: syncConnectionActionResponse }),
    onSuccess: ({ connection }) => keep(connection),
  });
}

export function useReloadConnections() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: syncConnectionsQueryOptions().queryKey });
}
