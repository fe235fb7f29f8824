import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

type OpinionSubjectKey = { place: string } | { event: string };

/** The signed-in person's own opinion about a place or an event (one at most: writing again replaces it), or null. */
function myOpinionQueryOptions($api: ApiClient['$api'], subject: OpinionSubjectKey, author: string) {
  return $api.queryOptions(
    'get',
    '/api/opinions',
    { params: { query: { ...subject, author, limit: 1 } } },
    { select: (page) => page.items[0] ?? null },
  );
}

export function useMyOpinion(subject: OpinionSubjectKey | null, author: string | null) {
  const { $api } = useApi();
  return useQuery({
    ...myOpinionQueryOptions($api, subject ?? { place: '' }, author ?? ''),
    enabled: subject !== null && author !== null,
  });
}
