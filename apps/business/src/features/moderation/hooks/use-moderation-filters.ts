import { useUrlState } from '@mesto/app-shell';
import { z } from 'zod';

export const QUEUE_STATUSES = ['OPEN', 'HELD', 'DECIDED'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** The screen's tabs: the three of the complaints queue, and the teams' reports of misread opinions. */
export const MODERATION_TABS = [...QUEUE_STATUSES, 'MISREAD'] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

const moderationFilters = z.object({
  // Open complaints first: what still waits for a decision is what the screen is for.
  status: z.enum(MODERATION_TABS).catch('OPEN').default('OPEN'),
});

/** `/business/moderation?status=…`: the tab is part of the link. */
export function useModerationFilters() {
  return useUrlState(moderationFilters);
}
