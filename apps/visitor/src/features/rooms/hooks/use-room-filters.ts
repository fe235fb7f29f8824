import type { operations } from '@mesto/api-client';
import { type parseUrlState, type UrlStateSchema, useUrlState } from '@mesto/app-shell';

export type RoomQuery = NonNullable<operations['getRooms']['parameters']['query']>;

/** `/rooms?…`: only mine, at one place (its code), a search in titles — all in the link. */
export const roomFilters = {
  q: { kind: 'text', max: 200 },
  mine: { kind: 'flag' },
  place: { kind: 'text', max: 100 },
} satisfies UrlStateSchema;

type RoomFilters = ReturnType<typeof parseUrlState<typeof roomFilters>>;

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
