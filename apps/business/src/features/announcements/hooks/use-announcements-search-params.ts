import { useUrlState } from '@mesto/app-shell';
import { ANNOUNCEMENT_STATUSES } from '@mesto/domain';
import { z } from 'zod';

const announcementsSearch = z.object({
  // The stream is what the screen is for; the list is for looking back.
  view: z.enum(['stream', 'list']).catch('stream').default('stream'),
  status: z.enum(ANNOUNCEMENT_STATUSES).or(z.literal('')).catch('').default(''),
  q: z.string().max(200).catch('').default(''),
});

/** `/business/external-event-announcements?view=list&status=…&q=…`: the view and the list's filters are in the link. */
export function useAnnouncementsSearchParams() {
  return useUrlState(announcementsSearch);
}
