// What people read when a check-in call goes wrong, in one place for review.

export const visitMessages = {
  placeNotFound: 'Место не найдено',
  userNotFound: 'Пользователь не найден',
  visitNotFound: 'Визит не найден',
  noActiveVisit: 'Сейчас вы нигде не отмечены: сначала отметьтесь в месте',
  notYourVisit: 'Можно продлить или завершить только свой визит',
  visitEnded: 'Визит уже завершён: отметьтесь в месте заново',
  atMaximum: (hours: number) => `Визит уже продлён до предела: он длится не больше ${hours} ч с начала`,
  statsSubject: 'Укажите, чью статистику показать: place или user',
  statsOneSubject: 'Укажите что-то одно: place или user',
} as const;
