/** «места» or «мест» after «Группа из N» (the genitive: из 1 места, из 2 мест, из 21 места). */
function placeWord(count: number): string {
  return count % 10 === 1 && count % 100 !== 11 ? 'места' : 'мест';
}

// The Russian texts of the map components (Leaflet's own English titles are replaced with these).
export const mapMessages = {
  placesLabel: 'Карта мест',
  loading: 'Загружаем карту…',
  failed: 'Не удалось загрузить карту',
  retry: 'Повторить',
  zoomIn: 'Приблизить',
  zoomOut: 'Отдалить',
  closePopup: 'Закрыть',
  cluster: (count: number) => `Группа из ${count} ${placeWord(count)}, приблизить`,
  attribution: '© <a href="https://www.openstreetmap.org/copyright">участники OpenStreetMap</a>',
  picker: {
    label: 'Точка на карте',
    map: 'Карта: выбор точки',
    hint: 'Нажмите на карту или перетащите метку. Стрелки двигают выбранную метку, с Shift — дальше.',
    latitude: 'Широта',
    longitude: 'Долгота',
    latitudeError: 'Широта — число от -90 до 90, например 56.3269',
    longitudeError: 'Долгота — число от -180 до 180, например 44.0059',
    bothNeeded: 'Укажите и широту, и долготу',
    placeAtCenter: 'Поставить метку в центр карты',
    clear: 'Убрать метку',
    point: (lat: string, lng: string) => `Метка: ${lat}, ${lng}`,
  },
} as const;
