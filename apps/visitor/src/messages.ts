import { quoted } from '@mesto/domain';
// Every Russian text of the visitor site, in one place so it can be reviewed and changed in one sitting.
// Product wording shared with the server (error catalogue, labels of enums) comes from @mesto/domain,
// the texts of shared components from @mesto/ui, and those of the shared frame (login form, menus, errors)
// from @mesto/app-shell.

import { shellMessages } from './shell-messages.ts';

export const messages = {
  ...shellMessages,
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
    },
    events: {
      title: 'События',
      description: 'Афиша города: выберите день, время и то, что вам по душе.',
    },
    event: {
      title: 'Событие',
    },
    eventList: {
      title: 'Подборка событий',
    },
    places: {
      title: 'Места',
      description: 'Бары, кафе и площадки города — списком и на карте.',
    },
    place: {
      title: 'Место',
    },
    organisation: {
      title: 'Организация',
    },
    people: {
      title: 'Люди',
      description: 'Люди города: найдите знакомых по имени или имени пользователя.',
    },
    profile: {
      title: 'Профиль',
    },
    profileEditor: {
      title: 'Редактирование профиля',
      description: 'Как вас видят другие: имя, имя пользователя, пара слов о себе и контакты.',
    },
    opinions: {
      title: 'Мнения',
      description: 'Что люди думают о местах и событиях города — свежие мнения первыми.',
    },
    opinionsEditor: {
      title: 'Мнение',
      description: 'Оценка, пара слов, что понравилось и кто это увидит.',
    },
    rooms: {
      title: 'Комнаты',
      description: 'Встречи людей в местах и на событиях: присоединяйтесь или соберите свою компанию.',
    },
    room: {
      title: 'Комната',
    },
    roomsEditor: {
      title: 'Комната',
      description: 'Куда и когда идёте, сколько мест и кто увидит комнату.',
    },
    chats: {
      title: 'Чаты',
      description: 'Личные и групповые чаты, чаты комнат и переписка с заведениями',
    },
    fullFeed: {
      title: 'Лента',
      description: 'Новые события, мнения, отметки и комнаты — от тех, на кого вы подписаны, и со всего города.',
    },
    test: {
      title: 'Диагностика',
      description: 'Состояние приложения: доступность API, вход, соединение реального времени и сборка.',
    },
  },
  people: {
    search: 'Найти человека',
    searchPlaceholder: 'Имя или имя пользователя',
    results: 'Люди',
    loading: 'Ищем людей…',
    nobodyFound: 'Никого не нашли',
    nobodyFoundHint: 'Проверьте, нет ли опечатки, или поищите по имени пользователя.',
    nobodyYet: 'Здесь пока никого нет',
    loadFailed: 'Не удалось загрузить людей',
    retry: 'Повторить',
  },
  profile: {
    notFound: 'Такого человека нет',
    notFoundHint: (who: string) => `Профиль ${quoted(who)} не найден: возможно, имя пользователя изменилось.`,
    description: (name: string) => `${name} в «Месте»: отметки, мнения и комнаты.`,
    toPeople: 'Найти других людей',
    loadFailed: 'Не удалось загрузить профиль',
    retry: 'Повторить',
    edit: 'Изменить профиль',
    about: 'О себе',
    contacts: 'Контакты',
    noContacts: 'Контактов нет',
    hiddenProfile: 'Остальные видят только имя: фото, «О себе» и контакты скрыты.',
  },
  profileEditor: {
    form: 'Профиль',
    displayName: 'Имя',
    displayNameHint: 'Так вас увидят другие, например «Анна Петрова»',
    username: 'Имя пользователя',
    usernameHint: 'Латинские буквы, цифры, «_» и «.»; оно будет в адресе профиля',
    about: 'О себе',
    gender: 'Пол',
    genderNone: 'Не указан',
    contacts: 'Контакты',
    contact: 'Контакт',
    submit: 'Сохранить',
    saved: 'Профиль сохранён',
    toProfile: 'Открыть профиль',
    loadFailed: 'Не удалось загрузить профиль',
    retry: 'Повторить',
  },
  roomCard: {
    join: 'Присоединиться',
    leave: 'Выйти',
    full: 'Мест нет',
    chat: 'Чат комнаты',
    edit: 'Изменить',
    editLabel: (title: string) => `Изменить комнату ${quoted(title)}`,
    chatLabel: (title: string) => `Чат комнаты ${quoted(title)}`,
    signInToJoin: 'Войти, чтобы присоединиться',
    joined: (title: string) => `Вы в комнате ${quoted(title)}`,
    left: (title: string) => `Вы вышли из комнаты ${quoted(title)}`,
    joinLabel: (title: string) => `Присоединиться к комнате ${quoted(title)}`,
    leaveLabel: (title: string) => `Выйти из комнаты ${quoted(title)}`,
  },
  report: {
    button: 'Пожаловаться',
    label: (what: string) => `Пожаловаться: ${what}`,
    signIn: 'Войдите, чтобы пожаловаться',
    sent: 'Жалоба отправлена',
    sentHint: 'Модератор посмотрит её в ближайшее время. Спасибо, что помогаете.',
    already: 'Жалоба уже отправлена',
    tooMany: (perDay: number) =>
      `Слишком много жалоб за сутки: не больше ${perDay}. Попробуйте завтра — модераторы разберут уже отправленные.`,
    ownItem: 'На своё пожаловаться нельзя',
    gone: 'Этого уже нет: возможно, автор удалил его или модератор уже скрыл',
    subjects: {
      OPINION: (author: string) => `Мнение: ${author}`,
      FEEDBACK: (organisation: string) => `Ответ заведения: ${organisation}`,
      ROOM: (title: string) => `Комната: ${title}`,
      CHAT_MESSAGE: (author: string) => `Сообщение: ${author}`,
      USER: (name: string) => `Профиль: ${name}`,
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
