import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useQueryClient } from '@tanstack/react-query';

/** Takes back one's own opinion; the place's figures follow. */
export function useDeleteOpinion() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/api/opinions/{id}', {
    onSuccess: async () => {
      await Promise.all([
        invalidateCollection(queryClient, '/api/opinions'),
        invalidateCollection(queryClient, '/api/places'),
      ]);
    },
  });
}
