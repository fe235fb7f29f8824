import type { ApiClient, components } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import { useInfiniteQuery } from '@tanstack/react-query';

export type Opinion = components['schemas']['Opinion'];

const PAGE_SIZE = 10;

/** The opinions about a place the viewer may see, newest first, a page at a time. */
export function placeOpinionsQueryOptions($api: ApiClient['$api'], place: string) {
  return cursorPagesOptions(
    $api.queryOptions('get', '/api/opinions', {
      params: { query: { place, sort: 'newest', limit: PAGE_SIZE } },
    }),
  );
}

/** The authors' pictures a list of opinions shows, each once, in the order the list meets them (one files query). */
export function authorAvatarIds(items: readonly Opinion[]): string[] {
  return [...new Set(items.flatMap((item) => (item.author.avatarFileId ? [item.author.avatarFileId] : [])))];
}

export function usePlaceOpinions(place: string) {
  const { $api } = useApi();
  return useInfiniteQuery(placeOpinionsQueryOptions($api, place));
}
