import type { ApiClient, components } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import { useInfiniteQuery } from '@tanstack/react-query';

export type PlacePhoto = components['schemas']['PlacePhoto'];

/** Twelve: whole rows of a phone's three columns and of a wider screen's four. */
const PAGE_SIZE = 12;

/** The photos of the opinions about a place the viewer may see, newest first, a page at a time. */
export function placePhotosQueryOptions($api: ApiClient['$api'], placeId: string) {
  return cursorPagesOptions(
    $api.queryOptions('get', '/api/places/{id}/photos', {
      params: { path: { id: placeId }, query: { limit: PAGE_SIZE } },
    }),
  );
}

export function usePlacePhotos(placeId: string) {
  const { $api } = useApi();
  return useInfiniteQuery(placePhotosQueryOptions($api, placeId));
}
