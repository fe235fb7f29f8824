// The texts of the panel's frame (document title, navigation, access guard): the first load carries only these. The
// screens' texts are in messages.ts, which loads with the first screen.

export const shellMessages = {
  panelName: 'для бизнеса',
  documentTitle: (title: string) => `${title} — Место для бизнеса`,
  nav: {
    main: 'Разделы панели',
    home: 'Обзор',
    chats: 'Чаты',
    events: 'События',
    eventLists: 'Подборки событий',
    places: 'Места',
    organisations: 'Организации',
    announcements: 'Внешние анонсы',
    sources: 'Источники',
    features: 'Особенности мест',
    opinions: 'Мнения',
    moderation: 'Модерация',
    create: 'Создать',
    newPlace: 'Новое место',
    newOrganisation: 'Новая организация',
    newEventList: 'Новая подборка',
    adminRights: 'Права администратора',
    menuDescription: 'Разделы панели и тема оформления',
  },
  account: {
    otherAccount: 'Войти другим аккаунтом',
  },
  forbidden:
    'Бизнес-панель открыта администраторам и командам заведений. Попросите администратора выдать доступ или войдите другим аккаунтом.',
  toVisitorSite: 'На сайт',
};
