import type { ApiClient, components } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { PlaceQuery } from '../hooks/use-place-filters.ts';

export type Place = components['schemas']['Place'];

const PAGE_SIZE = 20;

/** Places matching the query, a page at a time (the map shows the pages loaded so far). */
export function searchPlacesQueryOptions($api: ApiClient['$api'], query: PlaceQuery) {
  return cursorPagesOptions(
    $api.queryOptions('get', '/api/places', { params: { query: { ...query, limit: PAGE_SIZE } } }),
  );
}

export function useSearchPlaces(query: PlaceQuery) {
  const { $api } = useApi();
  return useInfiniteQuery({ ...searchPlacesQueryOptions($api, query), placeholderData: keepPreviousData });
}
