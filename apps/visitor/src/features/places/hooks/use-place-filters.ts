import type { operations } from '@mesto/api-client';
import { useUrlState } from '@mesto/app-shell';
import { PLACE_TAGS } from '@mesto/domain';
import { z } from 'zod';

export type PlaceQuery = NonNullable<operations['getPlaces']['parameters']['query']>;

export const PLACE_SORTS = ['name', 'rating', 'newest'] as const;
export const PLACE_VIEWS = ['list', 'map'] as const;

/** `/places?…`: the search, filters, order and (on phones) list or map, all in the link. */
export const placeFilters = z.object({
  q: z.string().max(200).catch('').default(''),
  tags: z.array(z.enum(PLACE_TAGS)).default([]),
  features: z.array(z.uuid()).default([]),
  openNow: z.stringbool().catch(false).default(false),
  sort: z.enum(PLACE_SORTS).catch('name').default('name'),
  view: z.enum(PLACE_VIEWS).catch('list').default('list'),
});

export type PlaceFilters = z.output<typeof placeFilters>;

export const NO_PLACE_FILTERS: Partial<PlaceFilters> = { q: '', tags: [], features: [], openNow: false };

export function activePlaceFilterCount(filters: PlaceFilters): number {
  return [filters.q.trim() !== '', filters.tags.length > 0, filters.features.length > 0, filters.openNow].filter(
    Boolean,
  ).length;
}

/** The API's query for the filters; «open now» is the API's, by each place's own clock. */
export function toPlaceQuery(filters: PlaceFilters): PlaceQuery {
  const query: PlaceQuery = { sort: filters.sort };
  const q = filters.q.trim();
  if (q !== '') query.q = q;
  if (filters.tags.length > 0) query.tags = filters.tags;
  if (filters.features.length > 0) query.features = filters.features;
  if (filters.openNow) query.openNow = 'true';
  return query;
}

export function usePlaceFilters() {
  return useUrlState(placeFilters);
}
