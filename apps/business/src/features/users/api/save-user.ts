import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useQueryClient } from '@tanstack/react-query';

/** Saves a user through the users editor (only ROOT may change permissions); every users query goes stale. */
export function useSaveUser() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/users/editor', {
    onSuccess: () => invalidateCollection(queryClient, '/api/users'),
  });
}
