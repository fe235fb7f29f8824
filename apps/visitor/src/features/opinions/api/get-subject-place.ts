import type { ApiClient, components } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

export type SubjectPlace = components['schemas']['Place'];

/** The place an opinion is written about, by its code, or null when there is none. */
export function subjectPlaceQueryOptions($api: ApiClient['$api'], code: string) {
  return $api.queryOptions(
    'get',
    '/api/places',
    { params: { query: { code, limit: 1 } } },
    { select: (page) => page.items[0] ?? null },
  );
}

export function useSubjectPlace(code: string | null) {
  const { $api } = useApi();
  return useQuery({ ...subjectPlaceQueryOptions($api, code ?? ''), enabled: code !== null });
}
