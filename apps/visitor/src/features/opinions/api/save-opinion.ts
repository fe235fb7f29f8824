import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Writes or changes an opinion (`POST /api/opinions/editor`). Opinions go stale, and so do places: a place's
 * rating, count and praised tags follow its opinions.
 */
export function useSaveOpinion() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/opinions/editor', {
    onSuccess: async () => {
      await Promise.all([
        invalidateCollection(queryClient, '/api/opinions'),
        invalidateCollection(queryClient, '/api/places'),
      ]);
    },
  });
}
