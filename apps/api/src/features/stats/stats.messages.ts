// What people read when a page-view or business-figures call goes wrong, in one place for review.

export const statsMessages = {
  pageSubject: 'Укажите, чья это страница: place или event',
  pageOneSubject: 'Укажите что-то одно: place или event',
  placeNotFound: 'Место не найдено',
  eventNotFound: 'Событие не найдено',
  organisationNotFound: 'Организация не найдена',
  notYourOrganisation: 'Статистику видит только команда организации',
  tooManyViews: (seconds: number) =>
    `Слишком много просмотров с этого адреса: подождите ${Math.ceil(seconds / 60)} мин`,
} as const;
