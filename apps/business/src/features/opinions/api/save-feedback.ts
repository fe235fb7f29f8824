import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';

const isGet = (key: readonly unknown[], path: string) => key[0] === 'get' && key[1] === path;

/**
 * After an answer: the answers and the count of unanswered opinions (the dashboard's) are refetched at once. The
 * opinion lists are only marked stale: refetched now, a list of unanswered opinions would drop the card just
 * answered from under the person's eyes, so the card shows the saved answer itself and the list catches up on its
 * next visit.
 */
function afterAnswer(queryClient: QueryClient) {
  return Promise.all([
    invalidateCollection(queryClient, '/api/feedbacks'),
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) => isGet(queryKey, '/api/opinions'),
      refetchType: 'none',
    }),
    queryClient.invalidateQueries({ predicate: ({ queryKey }) => isGet(queryKey, '/api/opinions/unanswered-count') }),
  ]);
}

/**
 * Answers an opinion in the name of its place's or event's organisation; answering again replaces the answer (one
 * per opinion, the server keeps it so).
 */
export function useSaveFeedback() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/feedbacks/editor', { onSuccess: () => afterAnswer(queryClient) });
}
