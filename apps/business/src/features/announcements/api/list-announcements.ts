import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AnnouncementStatus } from './types.ts';

const PAGE_SIZE = 30;

export type AnnouncementFilters = { status: AnnouncementStatus | ''; q: string };

/** The announcements, newest first, of one status or all, narrowed by a word of their text or source. */
export function useAnnouncementsList(filters: AnnouncementFilters) {
  const { $api } = useApi();
  const q = filters.q.trim();
  return useInfiniteQuery({
    ...cursorPagesOptions(
      $api.queryOptions('get', '/api/external-event-announcements', {
        params: {
          query: {
            sort: 'newest',
            limit: PAGE_SIZE,
            ...(filters.status === '' ? {} : { status: [filters.status] }),
            ...(q === '' ? {} : { q }),
          },
        },
      }),
    ),
    placeholderData: keepPreviousData,
  });
}
