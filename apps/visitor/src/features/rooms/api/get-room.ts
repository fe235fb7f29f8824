import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { isUuid } from '@mesto/domain';
import { useQuery } from '@tanstack/react-query';

/** One room by id, whenever it starts; null when there is none or the viewer may not see it. */
function roomQueryOptions($api: ApiClient['$api'], id: string) {
  return $api.queryOptions(
    'get',
    '/api/rooms',
    { params: { query: { id, limit: 1 } } },
    { select: (page) => page.items[0] ?? null },
  );
}

/** One room by its code, whenever it starts; null when there is none or the viewer may not see it. */
function roomByCodeQueryOptions($api: ApiClient['$api'], code: string) {
  return $api.queryOptions(
    'get',
    '/api/rooms',
    { params: { query: { code, limit: 1 } } },
    { select: (page) => page.items[0] ?? null },
  );
}

/** The room of the editor's link: `?id=` or `?room=` (an id or a code). */
export function useRoom(key: string) {
  const { $api } = useApi();
  const byId = isUuid(key);
  const one = useQuery({ ...roomQueryOptions($api, key), enabled: key !== '' && byId });
  const byCode = useQuery({ ...roomByCodeQueryOptions($api, key), enabled: key !== '' && !byId });
  return byId ? one : byCode;
}
