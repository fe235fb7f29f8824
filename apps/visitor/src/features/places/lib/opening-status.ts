import { type OpeningStatus, openingStatusAt } from '@mesto/domain';
import type { Place } from '../api/search-places.ts';

/**
 * Open until when, or when it opens, by the place's own clock; unknown (no badge) for a place without hours. Apart
 * from the list (place-list.tsx), so that a place's page does not carry the list's cards.
 */
export function statusAt(place: Pick<Place, 'schedule' | 'timeZone'>, now: Date): OpeningStatus | null {
  return openingStatusAt(place.schedule, now, place.timeZone);
}
