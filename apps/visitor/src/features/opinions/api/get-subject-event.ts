import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** The event an opinion is written about, by its code: its latest date, past ones included (people write after). */
function subjectEventQueryOptions($api: ApiClient['$api'], code: string) {
  return $api.queryOptions(
    'get',
    '/api/events',
    { params: { query: { code, past: 'true', sort: 'latest', limit: 1 } } },
    { select: (page) => page.items[0] ?? null },
  );
}

export function useSubjectEvent(code: string | null) {
  const { $api } = useApi();
  return useQuery({ ...subjectEventQueryOptions($api, code ?? ''), enabled: code !== null });
}
