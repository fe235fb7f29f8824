// The Russian texts of the shared shell, the same in both apps. Each app's own wording (titles, nav, screens)
// stays in its `src/messages.ts`; product wording shared with the server comes from @mesto/domain.

export const shellMessages = {
  appName: 'Место',
  loading: 'Загрузка…',
  skipToContent: 'Перейти к содержимому',
  errorTitles: { notFound: 'Страница не найдена', server: 'Ошибка' },
  menu: {
    open: 'Открыть меню',
    title: 'Меню',
  },
  account: {
    logout: 'Выйти',
    menuPrefix: 'Учётная запись: ',
  },
  colorScheme: 'Тема оформления',
  lists: {
    loading: 'Загружаем список…',
    loadFailed: 'Не удалось загрузить список',
    loadFailedHint: 'Проверьте соединение и попробуйте ещё раз.',
    retry: 'Повторить',
  },
  login: {
    login: 'Логин, почта или телефон',
    password: 'Пароль',
    submit: 'Войти',
    loginRequired: 'Укажите логин, почту или телефон',
    passwordRequired: 'Введите пароль',
  },
  authForm: {
    /** Above the button when a sign-in or sign-up failed for a reason that names no field. */
    failedTitle: 'Не получилось',
    failedUnknown: 'Нет связи с сервером. Проверьте соединение и попробуйте снова',
  },
  telegram: {
    or: 'или',
    label: 'Вход через Telegram',
  },
} as const;
