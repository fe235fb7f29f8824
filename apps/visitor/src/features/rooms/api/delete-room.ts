import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useQueryClient } from '@tanstack/react-query';

/** Deletes a room (its owner); rooms and the feed go stale. */
export function useDeleteRoom() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/api/rooms/{id}', {
    onSuccess: () =>
      Promise.all([invalidateCollection(queryClient, '/api/rooms'), invalidateCollection(queryClient, '/api/feed')]),
  });
}
