import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useQueryClient } from '@tanstack/react-query';

/** «Я здесь»: checks in at a place (an active visit elsewhere ends); the current visit and the counts are read again. */
export function useCheckIn() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/user-visits/check-in', {
    onSettled: () => invalidateCollection(queryClient, '/api/user-visits'),
  });
}
