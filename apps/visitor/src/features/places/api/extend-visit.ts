import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useQueryClient } from '@tanstack/react-query';

/** «Продлить на час»: extends the active visit (never past VISIT_MAX_MINUTES from its start). */
export function useExtendVisit() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/user-visits/extend', {
    onSettled: () => invalidateCollection(queryClient, '/api/user-visits'),
  });
}
