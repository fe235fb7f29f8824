import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Creates a group (no id: the caller owns it) or renames it / replaces its members (its owner). Waits for the chats
 * to be read again, so the new or changed chat is in the list by the time the screen opens it.
 */
export function useSaveGroupChat() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/chats/editor', {
    onSuccess: () => invalidateCollection(queryClient, '/api/chats'),
  });
}
