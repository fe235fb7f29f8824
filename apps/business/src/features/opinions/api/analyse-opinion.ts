import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Reads an opinion again (`POST /api/opinions/analyse/{id}`): its tone, the aspects it talks about and a summary
 * are stored on it. The card shows the answer at once; the lists catch up.
 */
export function useAnalyseOpinion() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/opinions/analyse/{id}', {
    onSuccess: () => invalidateCollection(queryClient, '/api/opinions'),
  });
}
