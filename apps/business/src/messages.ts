// Every Russian text of the business panel, in one place so it can be reviewed and changed in one sitting.
// Product wording shared with the server (error catalogue, labels of enums) comes from @mesto/domain,
// the texts of shared components from @mesto/ui, and those of the shared frame (login form, menus, errors)
// from @mesto/app-shell.

export const messages = {
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
    features: 'Особенности мест',
    opinions: 'Мнения',
    create: 'Создать',
    newPlace: 'Новое место',
    newOrganisation: 'Новая организация',
    newEventList: 'Новая подборка',
    newUser: 'Новый пользователь',
    menuDescription: 'Разделы панели и тема оформления',
  },
  account: {
    otherAccount: 'Войти другим аккаунтом',
  },
  forbidden:
    'Бизнес-панель открыта администраторам и командам заведений. Попросите администратора выдать доступ или войдите другим аккаунтом.',
  toVisitorSite: 'На сайт',
  auth: {
    login: {
      title: 'Вход в бизнес-панель',
      description: 'Для команд заведений и администраторов «Места».',
    },
  },
  screens: {
    home: {
      title: 'Обзор',
      description: 'Здесь будет сводка по вашим местам: новые мнения, чаты, ближайшие события и анонсы на разбор.',
    },
    chats: {
      title: 'Чаты',
      description: 'Здесь будут чаты с гостями ваших мест и событий.',
    },
    events: {
      title: 'События',
      description: 'Здесь будет список событий ваших организаций с поиском и фильтрами.',
    },
    eventEditor: {
      title: 'Редактор события',
      description: (code: string) => `Здесь будет редактор события «${code}»: время, место, цена, теги и обложка.`,
    },
    eventLists: {
      title: 'Подборки событий',
      description: 'Здесь будут подборки событий ваших организаций.',
    },
    eventListEditor: {
      title: 'Редактор подборки',
      description: (code: string) => `Здесь будет редактор подборки «${code}» и её событий.`,
    },
    places: {
      title: 'Места',
      description: 'Здесь будут места ваших организаций: адреса, часы работы и статусы.',
    },
    placeEditor: {
      title: 'Редактор места',
      description: (code: string) =>
        `Здесь будет редактор места «${code}»: адрес, расписание, теги, особенности и фото.`,
    },
    organisations: {
      title: 'Организации',
      description: 'Здесь будут организации, в команды которых вы входите.',
    },
    organisationEditor: {
      title: 'Редактор организации',
      description: (code: string) => `Здесь будет редактор организации «${code}»: название, контакты и команда.`,
    },
    newEventList: {
      title: 'Новая подборка событий',
      description: 'Здесь будет форма новой подборки событий.',
    },
    newOrganisation: {
      title: 'Новая организация',
      description: 'Здесь будет форма новой организации: название и контакты.',
    },
    newPlace: {
      title: 'Новое место',
      description: 'Здесь будет форма нового места: адрес, часовой пояс, расписание и контакты.',
    },
    newUser: {
      title: 'Новый пользователь',
      description: 'Здесь будет форма нового пользователя и его прав.',
    },
    announcements: {
      title: 'Внешние анонсы',
      description: 'Здесь будут анонсы из внешних источников: разбор, черновик события и публикация.',
    },
    features: {
      title: 'Особенности мест',
      description: 'Здесь будет справочник особенностей мест — веранда, живая музыка и другие — с заменой и удалением.',
    },
    opinions: {
      title: 'Мнения',
      description: 'Здесь будут мнения гостей о ваших местах и событиях, с ответами и анализом.',
    },
  },
} as const;
