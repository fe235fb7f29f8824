// The Russian texts of the header search, the same in both apps.

export const searchMessages = {
  groups: {
    places: 'Места',
    events: 'События',
    organisations: 'Организации',
    people: 'Люди',
    eventLists: 'Подборки',
  },
  open: 'Открыть поиск',
  sheetTitle: 'Поиск',
  sheetDescription: 'Места, события, организации, люди и подборки',
} as const;
