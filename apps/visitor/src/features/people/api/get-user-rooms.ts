import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import { useInfiniteQuery } from '@tanstack/react-query';

const PAGE_SIZE = 12;

/** The upcoming rooms a person gathers that the viewer may see, soonest first. */
function userRoomsQueryOptions($api: ApiClient['$api'], userId: string) {
  return cursorPagesOptions(
    $api.queryOptions('get', '/api/rooms', { params: { query: { owner: userId, sort: 'soonest', limit: PAGE_SIZE } } }),
  );
}

export function useUserRooms(userId: string) {
  const { $api } = useApi();
  return useInfiniteQuery(userRoomsQueryOptions($api, userId));
}
