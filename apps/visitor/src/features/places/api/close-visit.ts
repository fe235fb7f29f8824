import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useQueryClient } from '@tanstack/react-query';

/** «Ухожу»: ends the active visit now. */
export function useCloseVisit() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/user-visits/close', {
    onSettled: () => invalidateCollection(queryClient, '/api/user-visits'),
  });
}
