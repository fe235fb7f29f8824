import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useQueryClient } from '@tanstack/react-query';

/** Creates (no id) or updates a room through the editor; rooms and the feed go stale. */
export function useSaveRoom() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/rooms/editor', {
    onSuccess: () =>
      Promise.all([invalidateCollection(queryClient, '/api/rooms'), invalidateCollection(queryClient, '/api/feed')]),
  });
}
