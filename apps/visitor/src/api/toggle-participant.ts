import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Joins a room, or leaves it when already in. A refusal (the room is full, the owner cannot leave, it is over) is
 * the server's message in a toast, shown by the API client. Rooms and the feed go stale either way.
 */
export function useToggleParticipant() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/rooms/toggle-participant', {
    onSettled: () =>
      Promise.all([invalidateCollection(queryClient, '/api/rooms'), invalidateCollection(queryClient, '/api/feed')]),
  });
}
