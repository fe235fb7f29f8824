import { type UrlStateSchema, useUrlState } from '@mesto/app-shell';

export const FEED_VIEWS = ['all', 'following'] as const;
export type FeedView = (typeof FEED_VIEWS)[number];

const feedSearch = { view: { kind: 'choice', choices: FEED_VIEWS, fallback: 'all' } } satisfies UrlStateSchema;

/** `/full-feed?view=following`: everything, or only what I follow — in the link. */
export function useFeedView() {
  return useUrlState(feedSearch);
}
