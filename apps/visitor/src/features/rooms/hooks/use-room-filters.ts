import type { operations } from '@mesto/api-client';
import { useUrlState } from '@mesto/app-shell';
import { z } from 'zod';

export type RoomQuery = NonNullable<operations['getRooms']['parameters']['query']>;

/** `/rooms?…`: only mine, at one place (its code), a search in titles — all in the link. */
export const roomFilters = z.object({
  q: z.string().max(200).catch('').default(''),
  mine: z.stringbool().catch(false).default(false),
  place: z.string().max(100).catch('').default(''),
});

type RoomFilters = z.output<typeof roomFilters>;

export const NO_ROOM_FILTERS: Partial<RoomFilters> = { q: '', mine: false, place: '' };

/** The API's query for the filters: upcoming rooms, soonest first. */
export function toRoomQuery(filters: RoomFilters): RoomQuery {
  const query: RoomQuery = { sort: 'soonest' };
  const q = filters.q.trim();
  if (q !== '') query.q = q;
  if (filters.mine) query.mine = 'true';
  if (filters.place !== '') query.place = filters.place;
  return query;
}

export function useRoomFilters() {
  return useUrlState(roomFilters);
}
