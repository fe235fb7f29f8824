// «Как добраться»: route links to the map services people in Russia use. The web links open the services' apps on
// phones where they are installed (universal and app links), so one link serves both. The route starts wherever the
// person is (the service asks for their location) and ends at the point.

export type GeoPoint = { latitude: number; longitude: number };

/** Six decimals (about 10 cm) and never an exponent, as both services read coordinates. */
const coordinate = (value: number): string => String(Number(value.toFixed(6)));

/** Yandex Maps: `rtext` is «from~to», each «latitude,longitude»; an empty «from» is the person's location. */
export function yandexMapsRouteUrl({ latitude, longitude }: GeoPoint): string {
  return `https://yandex.ru/maps/?rtext=${encodeURIComponent(`~${coordinate(latitude)},${coordinate(longitude)}`)}`;
}

/** 2GIS: points are «from|to», each «longitude,latitude»; an empty «from» is the person's location. */
export function twoGisRouteUrl({ latitude, longitude }: GeoPoint): string {
  return `https://2gis.ru/directions/points/${encodeURIComponent(`|${coordinate(longitude)},${coordinate(latitude)}`)}`;
}
