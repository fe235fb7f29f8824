import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

const PAGE_SIZE = 10;

/** Places by name for choosing what to write about, a page at a time. */
function pickPlacesQueryOptions($api: ApiClient['$api'], q: string) {
  return cursorPagesOptions(
    $api.queryOptions('get', '/api/places', { params: { query: { q, sort: 'name', limit: PAGE_SIZE } } }),
  );
}

export function usePickPlaces(q: string) {
  const { $api } = useApi();
  return useInfiniteQuery({ ...pickPlacesQueryOptions($api, q), placeholderData: keepPreviousData });
}
