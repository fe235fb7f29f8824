import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Leaves a group (a member who is not its owner). As with deleting, the list is read again without waiting, so the
 * screen is back on it before the chat disappears.
 */
export function useLeaveChat() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/chats/leave', {
    onSuccess: () => {
      void invalidateCollection(queryClient, '/api/chats');
    },
  });
}
