import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Deletes a group (its owner). The chats are read again without waiting: the screen goes back to the list at once,
 * rather than showing the open chat vanish from under the person first.
 */
export function useDeleteChat() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/api/chats/{id}', {
    onSuccess: () => {
      void invalidateCollection(queryClient, '/api/chats');
    },
  });
}
