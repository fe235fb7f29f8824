// The Russian texts of DirectionsLinks. A place's name stands apart (see `quoteName` of @mesto/domain), never after a
// preposition it cannot be declined for.
export const directionsLinksMessages = {
  title: 'Как добраться',
  yandex: 'Яндекс Карты',
  twoGis: '2ГИС',
  /**
   * The accessible name: the visible service name first (voice control users say what they see), then what the link
   * does, to where, and that it opens a new tab.
   */
  routeTo: (service: string, place: string) => `${service}: маршрут · ${place} (откроется в новой вкладке)`,
} as const;
