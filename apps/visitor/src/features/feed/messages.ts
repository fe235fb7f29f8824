// The Russian texts of the full feed; its title is in the app's messages.

export const feedMessages = {
  title: 'Лента',
  description: 'Что нового в городе: события, мнения, компании и отметки тех, на кого вы подписаны.',
  descriptionSignedOut: 'Что нового в городе: события, мнения и компании.',
  label: 'Лента',
  loading: 'Загружаем ленту…',
  loadFailed: 'Не удалось загрузить ленту',
  view: 'Что показать',
  views: { all: 'Всё', following: 'Мои подписки' },
  empty: 'В ленте пока пусто',
  emptyHint: 'Загляните позже: здесь появятся новые события, мнения и компании.',
  emptyFollowing: 'Вы пока ни на кого не подписаны',
  emptyFollowingHint: 'Подпишитесь на любимые места и людей — их новости появятся здесь.',
  toPlaces: 'Найти места',
  toPeople: 'Найти людей',
} as const;
