// The texts of the site's frame (document title, navigation, account area): the first load carries only these. The
// screens' texts are in messages.ts, which loads with the first screen.

export const shellMessages = {
  documentTitle: (title: string) => `${title} — Место`,
  nav: {
    main: 'Разделы',
    phone: 'Разделы (нижняя панель)',
    home: 'Главная',
    events: 'События',
    places: 'Места',
    people: 'Люди',
    opinions: 'Мнения',
    rooms: 'Комнаты',
    chats: 'Чаты',
    feed: 'Лента',
    menuDescription: 'Разделы, тема оформления и учётная запись',
  },
  account: {
    login: 'Войти',
    signup: 'Регистрация',
    profile: 'Мой профиль',
    editProfile: 'Редактировать профиль',
  },
};
