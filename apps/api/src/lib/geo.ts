import { and, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fieldError } from './errors.ts';
import { messages } from './messages.ts';
import type { BoundingBox } from './schemas.ts';

// Distances on the sphere in plain SQL (no extension, so PGlite and PostgreSQL answer alike). A bounding box on
// (latitude, longitude) lets an index narrow the rows first; the exact distance then decides.

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = 111.32;
export const DEFAULT_RADIUS_KM = 5;

export type Point = { lat: number; lng: number };

export function distanceKm(latitude: AnyPgColumn, longitude: AnyPgColumn, point: Point): SQL<number> {
  return sql<number>`(${2 * EARTH_RADIUS_KM} * asin(sqrt(
    power(sin(radians(${latitude} - ${point.lat}::float8) / 2), 2) +
    cos(radians(${point.lat}::float8)) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${point.lng}::float8) / 2), 2)
  )))`;
}

/** Rows within `radiusKm` of the point: an index-friendly box, then the exact distance. */
export function within(latitude: AnyPgColumn, longitude: AnyPgColumn, point: Point, radiusKm: number): SQL | undefined {
  const latDelta = radiusKm / KM_PER_DEGREE;
  const lngDelta = radiusKm / (KM_PER_DEGREE * Math.max(Math.cos((point.lat * Math.PI) / 180), 0.01));
  return and(
    sql`${latitude} between ${point.lat - latDelta} and ${point.lat + latDelta}`,
    sql`${longitude} between ${point.lng - lngDelta} and ${point.lng + lngDelta}`,
    sql`${distanceKm(latitude, longitude, point)} <= ${radiusKm}`,
  );
}

/** Rows inside a map's view (bbox); a box whose west edge lies east of its east edge crosses the 180th meridian. */
export function inBox(latitude: AnyPgColumn, longitude: AnyPgColumn, box: BoundingBox): SQL | undefined {
  const lng =
    box.west <= box.east
      ? sql`${longitude} between ${box.west} and ${box.east}`
      : or(sql`${longitude} >= ${box.west}`, sql`${longitude} <= ${box.east}`);
  return and(sql`${latitude} between ${box.south} and ${box.north}`, lng);
}

/** The point of a query, or undefined; half a point is a 400 naming the missing half. */
export function pointOf(query: { lat?: number | undefined; lng?: number | undefined }): Point | undefined {
  if (query.lat === undefined && query.lng === undefined) return undefined;
  if (query.lat === undefined) throw fieldError('lat', messages.catalogue.pointHalf);
  if (query.lng === undefined) throw fieldError('lng', messages.catalogue.pointHalf);
  return { lat: query.lat, lng: query.lng };
}
