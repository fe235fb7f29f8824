import type { MapPoint } from '@mesto/ui';

/**
 * Where a map looks when it has no place to show: the centre of the city the site is about (Нижний Новгород,
 * the same point the API's demo city uses).
 */
export const CITY_CENTER: MapPoint = { lat: 56.3269, lng: 44.0059 };
