import { formatNumber } from '@mesto/domain';

/** A point on the Earth in degrees (WGS 84), as the API stores a place's latitude and longitude. */
export type MapPoint = { lat: number; lng: number };

/** The tiles every map draws unless told otherwise: OpenStreetMap's standard layer. */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

// Six decimals are about 10 cm: more only records the jitter of a click.
const DECIMALS = 6;

export function roundPoint(point: MapPoint): MapPoint {
  const round = (value: number) => Number(value.toFixed(DECIMALS));
  return { lat: round(point.lat), lng: round(point.lng) };
}

/** Latitude kept within the poles, longitude wrapped into -180…180 (panning past the date line). */
export function normalizePoint(point: MapPoint): MapPoint {
  const lat = Math.min(90, Math.max(-90, point.lat));
  let lng = ((((point.lng + 180) % 360) + 360) % 360) - 180;
  if (lng === -180 && point.lng > 0) lng = 180;
  return roundPoint({ lat, lng });
}

/** A coordinate as a person types it: a dot or a comma, a hyphen or a minus sign. */
export function parseCoordinate(text: string, axis: 'lat' | 'lng'): number | null {
  const cleaned = text.trim().replace(',', '.').replace('\u2212', '-');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  const limit = axis === 'lat' ? 90 : 180;
  return Math.abs(value) <= limit ? value : null;
}

/** «56.3269»: up to six decimals, a dot, no grouping, so it can be typed back in. */
export function formatCoordinate(value: number): string {
  return formatNumber(value, { maximumFractionDigits: DECIMALS, useGrouping: false }).replace('\u2212', '-');
}

export function samePoint(a: MapPoint | null, b: MapPoint | null): boolean {
  if (a === null || b === null) return a === b;
  const x = roundPoint(a);
  const y = roundPoint(b);
  return x.lat === y.lat && x.lng === y.lng;
}
