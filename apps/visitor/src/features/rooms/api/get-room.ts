import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One room by id, whenever it starts; null when there is none or the viewer may not see it. */
export function roomQueryOptions($api: ApiClient['$api'], id: string) {
  return $api.queryOptions(
    'get',
    '/api/rooms',
    { params: { query: { id, limit: 1 } } },
    { select: (page) => page.items[0] ?? null },
  );
}

/**
 * A room by its code among the viewer's own rooms (past ones too): the list API filters by id, not by code, and only
 * the owner edits a room anyway.
 */
export function myRoomByCodeQueryOptions($api: ApiClient['$api'], code: string) {
  return $api.queryOptions(
    'get',
    '/api/rooms',
    { params: { query: { mine: 'true', upcoming: 'false', sort: 'newest', limit: 100 } } },
    { select: (page) => page.items.find((room) => room.code === code) ?? null },
  );
}

/** The room of the editor's link: `?id=` (or a `?room=` that is an id) directly, a `?room=` code among mine. */
export function useRoom(key: string) {
  const { $api } = useApi();
  const byId = UUID.test(key);
  const one = useQuery({ ...roomQueryOptions($api, key), enabled: key !== '' && byId });
  const mine = useQuery({ ...myRoomByCodeQueryOptions($api, key), enabled: key !== '' && !byId });
  return byId ? one : mine;
}
