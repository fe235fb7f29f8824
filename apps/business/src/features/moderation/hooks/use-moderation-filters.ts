import { useUrlState } from '@mesto/app-shell';
import { z } from 'zod';

export const QUEUE_STATUSES = ['OPEN', 'HELD', 'DECIDED'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

const moderationFilters = z.object({
  // Open complaints first: what still waits for a decision is what the screen is for.
  status: z.enum(QUEUE_STATUSES).catch('OPEN').default('OPEN'),
});

/** `/business/moderation?status=…`: the tab is part of the link. */
export function useModerationFilters() {
  return useUrlState(moderationFilters);
}
