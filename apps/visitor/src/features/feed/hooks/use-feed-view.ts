import { useUrlState } from '@mesto/app-shell';
import { z } from 'zod';

export const FEED_VIEWS = ['all', 'following'] as const;
export type FeedView = (typeof FEED_VIEWS)[number];

const feedSearch = z.object({ view: z.enum(FEED_VIEWS).catch('all').default('all') });

/** `/full-feed?view=following`: everything, or only what I follow — in the link. */
export function useFeedView() {
  return useUrlState(feedSearch);
}
