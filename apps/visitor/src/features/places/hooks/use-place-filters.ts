import type { operations } from '@mesto/api-client';
import { type parseUrlState, type UrlStateSchema, useUrlState } from '@mesto/app-shell';
import { PLACE_TAGS } from '@mesto/domain';

export type PlaceQuery = NonNullable<operations['getPlaces']['parameters']['query']>;

/** «Рядом со мной» (distance) sorts from the person's point, which the link carries as `lat` and `lng`. */
export const PLACE_SORTS = ['name', 'rating', 'newest', 'distance'] as const;

/** How far «Рядом со мной» looks: the whole city and its outskirts (the API's limit). */
export const NEAR_RADIUS_KM = 100;

/**
 * A point rounded to three decimals, about 100 m (less across the meridians): enough to sort by distance, and a
 * shared or saved link does not give away where exactly the person stood.
 */
export const roundPoint = (value: number): number => Math.round(value * 1000) / 1000;
export const PLACE_VIEWS = ['list', 'map'] as const;

/** `/places?…`: the search, filters, order and (on phones) list or map, all in the link. */
export const placeFilters = {
  q: { kind: 'text', max: 200 },
  tags: { kind: 'list', of: PLACE_TAGS },
  features: { kind: 'list', of: 'uuid' },
  openNow: { kind: 'flag' },
  sort: { kind: 'choice', choices: PLACE_SORTS, fallback: 'name' },
  lat: { kind: 'number', min: -90, max: 90 },
  lng: { kind: 'number', min: -180, max: 180 },
  view: { kind: 'choice', choices: PLACE_VIEWS, fallback: 'list' },
} satisfies UrlStateSchema;

export type PlaceFilters = ReturnType<typeof parseUrlState<typeof placeFilters>>;

export const NO_PLACE_FILTERS: Partial<PlaceFilters> = { q: '', tags: [], features: [], openNow: false };

export function activePlaceFilterCount(filters: PlaceFilters): number {
  return [filters.q.trim() !== '', filters.tags.length > 0, filters.features.length > 0, filters.openNow].filter(
    Boolean,
  ).length;
}

/** The person's point when the places are sorted by distance from it; null otherwise. */
export function nearPoint(filters: PlaceFilters): { lat: number; lng: number } | null {
  if (filters.sort !== 'distance' || filters.lat === undefined || filters.lng === undefined) return null;
  return { lat: filters.lat, lng: filters.lng };
}

/**
 * The API's query for the filters; «open now» is the API's, by each place's own clock. «Рядом со мной» without a
 * point (a link cut short) orders by name.
 */
export function toPlaceQuery(filters: PlaceFilters): PlaceQuery {
  const near = nearPoint(filters);
  const query: PlaceQuery =
    near === null
      ? { sort: filters.sort === 'distance' ? 'name' : filters.sort }
      : { sort: 'distance', lat: near.lat, lng: near.lng, radius: NEAR_RADIUS_KM };
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
