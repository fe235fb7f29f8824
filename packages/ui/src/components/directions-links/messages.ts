// The Russian texts of DirectionsLinks. A place's name stands apart (see `quoteName` of @mesto/domain), never after a
// preposition it cannot be declined for.
export const directionsLinksMessages = {
  title: 'Как добраться',
  yandex: 'Яндекс Карты',
  twoGis: '2ГИС',
  yandexRoute: 'Маршрут в Яндекс Картах',
  twoGisRoute: 'Маршрут в 2ГИС',
  /** The accessible name: whose route, to where, and that it opens a new tab. */
  routeTo: (route: string, place: string) => `${route} · ${place} (откроется в новой вкладке)`,
} as const;
