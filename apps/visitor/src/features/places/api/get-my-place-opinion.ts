import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** The signed-in person's own opinion about a place (there is one at most), or null. */
function myPlaceOpinionQueryOptions($api: ApiClient['$api'], place: string, author: string) {
  return $api.queryOptions(
    'get',
    '/api/opinions',
    { params: { query: { place, author, limit: 1 } } },
    { select: (page) => page.items[0] ?? null },
  );
}

export function useMyPlaceOpinion(place: string, author: string | null) {
  const { $api } = useApi();
  return useQuery({ ...myPlaceOpinionQueryOptions($api, place, author ?? ''), enabled: author !== null });
}
