import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** How many opinions about my organisations' places and events (ROOT: all) still wait for an answer. */
export function useUnansweredCount() {
  const { $api } = useApi();
  return useQuery($api.queryOptions('get', '/api/opinions/unanswered-count', {}, { select: (body) => body.count }));
}
