// Every Russian text of the visitor site, in one place so it can be reviewed and changed in one sitting.
// Product wording shared with the server (error catalogue, labels of enums) comes from @mesto/domain,
// the texts of shared components from @mesto/ui, and those of the shared frame (login form, menus, errors)
// from @mesto/app-shell.

export const messages = {
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
  auth: {
    login: {
      title: 'Вход',
      description: 'Войдите, чтобы отмечаться в местах, писать мнения и общаться в чатах.',
      noAccount: 'Нет учётной записи?',
      toSignup: 'Зарегистрироваться',
    },
    signup: {
      title: 'Регистрация',
      description: 'Создайте учётную запись — это займёт минуту.',
      username: 'Имя пользователя',
      usernameHint: 'Латинские буквы, цифры, «_» и «.»; оно будет в адресе профиля',
      displayName: 'Как вас называть',
      displayNameHint: 'Необязательно: например, «Анна Петрова»',
      password: 'Пароль',
      passwordHint: 'Не короче 8 символов',
      submit: 'Создать учётную запись',
      haveAccount: 'Уже есть учётная запись?',
      toLogin: 'Войти',
    },
  },
  screens: {
    home: {
      title: 'Место',
      description: 'Здесь будет главная: что происходит в городе сегодня — события, места, мнения и люди.',
    },
    events: {
      title: 'События',
      description: 'Здесь будет афиша города с фильтрами по дню, времени суток и месту.',
    },
    event: {
      title: 'Событие',
      description: (code: string) => `Здесь будет страница события «${code}»: время, место, цена и кто идёт.`,
    },
    eventList: {
      title: 'Подборка событий',
      description: (code: string) => `Здесь будет подборка «${code}» со всеми её событиями.`,
    },
    places: {
      title: 'Места',
      description: 'Здесь будет каталог мест города — бары, кафе, площадки — с поиском и фильтрами.',
    },
    place: {
      title: 'Место',
      description: (code: string) => `Здесь будет страница места «${code}»: адрес, часы работы, события и мнения.`,
    },
    organisation: {
      title: 'Организация',
      description: (code: string) => `Здесь будет страница организации «${code}» с её местами и событиями.`,
    },
    people: {
      title: 'Люди',
      description: 'Здесь будут люди города: на кого подписаться и кто сейчас где отметился.',
    },
    profile: {
      title: 'Профиль',
      description: (who: string) => `Здесь будет профиль «${who}»: отметки, мнения и подписки.`,
    },
    profileEditor: {
      title: 'Редактирование профиля',
      description: 'Здесь будет редактор вашего профиля: имя, фото, контакты и настройки.',
    },
    opinions: {
      title: 'Мнения',
      description: 'Здесь будут мнения посетителей о местах и событиях.',
    },
    opinionsEditor: {
      title: 'Мнение',
      description: 'Здесь будет редактор мнения: оценка, текст, теги и кому оно видно.',
    },
    rooms: {
      title: 'Комнаты',
      description: 'Здесь будут комнаты — встречи людей в местах и на событиях.',
    },
    roomsEditor: {
      title: 'Комната',
      description: 'Здесь будет редактор комнаты: место или событие, время начала и кто может присоединиться.',
    },
    chats: {
      title: 'Чаты',
      description: 'Здесь будут ваши личные и групповые чаты и чаты комнат.',
    },
    fullFeed: {
      title: 'Лента',
      description: 'Здесь будет полная лента: новые события, мнения, отметки и комнаты.',
    },
    test: {
      title: 'Диагностика',
      description: 'Состояние приложения: доступность API, вход, соединение реального времени и сборка.',
    },
  },
  diagnostics: {
    api: 'API',
    apiChecking: 'проверяется…',
    apiOk: (database: string, milliseconds: string) => `доступен (${database}), ответ за ${milliseconds} мс`,
    apiDown: 'недоступен',
    user: 'Пользователь',
    signedOut: 'вход не выполнен',
    realtime: 'Соединение реального времени',
    realtimeStates: { connected: 'подключено', connecting: 'подключается…', disconnected: 'отключено' },
    noData: 'нет данных',
    build: 'Сборка',
    latestBuild: 'Последняя сборка на сервере',
    newerBuild: 'доступна новая сборка',
    environment: 'Окружение',
    recheck: 'Проверить снова',
  },
} as const;
