import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { FeedView } from '../hooks/use-feed-view.ts';

const PAGE_SIZE = 20;

/**
 * The feed, newest first, a page at a time: `all` is feed/v2 (what I follow merged with what is public; the public
 * stream alone when signed out), `following` is feed/ (what I follow only, signed in).
 */
function feedQueryOptions($api: ApiClient['$api'], view: FeedView) {
  const init = { params: { query: { limit: PAGE_SIZE } } };
  return view === 'following'
    ? cursorPagesOptions($api.queryOptions('get', '/api/feed', init))
    : cursorPagesOptions($api.queryOptions('get', '/api/feed/v2', init));
}

export function useFeed(view: FeedView) {
  const { $api } = useApi();
  return useInfiniteQuery({ ...feedQueryOptions($api, view), placeholderData: keepPreviousData });
}
