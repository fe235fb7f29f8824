import { useUrlState, writeUrlState } from '@mesto/app-shell';
import { ANNOUNCEMENT_STATUSES } from '@mesto/domain';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

const announcementsSearch = z.object({
  // The stream is what the screen is for; the list is for looking back.
  view: z.enum(['stream', 'list']).catch('stream').default('stream'),
  status: z.enum(ANNOUNCEMENT_STATUSES).or(z.literal('')).catch('').default(''),
  q: z.string().max(200).catch('').default(''),
  /** One announcement opened from the list. */
  announcement: z.uuid().or(z.literal('')).catch('').default(''),
});

/**
 * `/business/external-event-announcements?view=list&status=…&q=…&announcement=…`: the view, the list's filters and
 * the announcement opened from it are in the link.
 */
export function useAnnouncementsSearchParams() {
  return useUrlState(announcementsSearch);
}

/**
 * The target of a link that opens one announcement (or, with '', goes back to the list), keeping the list's filters:
 * a real link, so it opens in a new tab and back returns to the list.
 */
export function useAnnouncementLink(): (announcementId: string) => { search: string } {
  const [params] = useSearchParams();
  return (announcementId) => {
    const search = writeUrlState(announcementsSearch, params, { announcement: announcementId }).toString();
    return { search: search === '' ? '' : `?${search}` };
  };
}
