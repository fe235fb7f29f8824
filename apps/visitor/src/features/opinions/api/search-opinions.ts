import type { ApiClient, components } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

export type Opinion = components['schemas']['Opinion'];

/** The filters of `/opinions` as the API takes them (empty values are left out). */
export type OpinionQuery = {
  rating?: number;
  minRating?: number;
  tags?: Opinion['tags'];
  answered?: 'true' | 'false';
  q?: string;
};

const PAGE_SIZE = 20;

/** Everyone's opinions the viewer may see, newest first, filtered as the screen's URL says. */
function searchOpinionsQueryOptions($api: ApiClient['$api'], query: OpinionQuery) {
  return cursorPagesOptions(
    $api.queryOptions('get', '/api/opinions', {
      params: { query: { ...query, sort: 'newest', limit: PAGE_SIZE } },
    }),
  );
}

export function useSearchOpinions(query: OpinionQuery) {
  const { $api } = useApi();
  return useInfiniteQuery({ ...searchOpinionsQueryOptions($api, query), placeholderData: keepPreviousData });
}
