// What people read when a subscription call goes wrong, in one place for review.

export const subscriptionMessages = {
  chooseTarget: 'Укажите, на кого или на что подписаться: userId, placeId, organisationId или eventListId',
  oneTarget: 'Укажите что-то одно: человека, место, организацию или список событий',
  chooseStatusTarget: 'Укажите, о ком или о чём узнать: user, place, organisation или eventList',
  oneFilter: 'Укажите только один из фильтров: user, place, organisation или eventList',
  whoseSubscriptions: 'Укажите, чьи подписки показать, или войдите',
  selfFollow: 'Нельзя подписаться на самого себя',
  userNotFound: 'Пользователь не найден',
  placeNotFound: 'Место не найдено',
  organisationNotFound: 'Организация не найдена',
  eventListNotFound: 'Список событий не найден',
} as const;
