import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { RoomQuery } from '../hooks/use-room-filters.ts';

const PAGE_SIZE = 20;

/** Upcoming rooms the viewer may see, soonest first, a page at a time. */
function searchRoomsQueryOptions($api: ApiClient['$api'], query: RoomQuery) {
  return cursorPagesOptions(
    $api.queryOptions('get', '/api/rooms', { params: { query: { ...query, limit: PAGE_SIZE } } }),
  );
}

export function useSearchRooms(query: RoomQuery, enabled = true) {
  const { $api } = useApi();
  // The previous rooms stay (dimmed) while new filters load.
  return useInfiniteQuery({ ...searchRoomsQueryOptions($api, query), placeholderData: keepPreviousData, enabled });
}
