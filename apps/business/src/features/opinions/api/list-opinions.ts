import type { components } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { OpinionFilters } from '../hooks/use-opinion-filters.ts';

export type Opinion = components['schemas']['Opinion'];

const PAGE_SIZE = 20;

/**
 * Opinions about the places and events of my organisations (`mine`), or of every one for ROOT (`all`), newest
 * first, narrowed by the screen's filters.
 */
export function useOpinionsList(filters: OpinionFilters, scope: 'mine' | 'all') {
  const { $api } = useApi();
  const q = filters.q.trim();
  return useInfiniteQuery({
    ...cursorPagesOptions(
      $api.queryOptions('get', '/api/opinions', {
        params: {
          query: {
            sort: 'newest',
            limit: PAGE_SIZE,
            ...(scope === 'mine' ? { mine: 'true' } : {}),
            ...(filters.place === '' ? {} : { place: filters.place }),
            ...(filters.rating === '' ? {} : { rating: Number(filters.rating) }),
            ...(filters.answered === 'all' ? {} : { answered: filters.answered }),
            ...(q === '' ? {} : { q }),
          },
        },
      }),
    ),
    placeholderData: keepPreviousData,
  });
}
