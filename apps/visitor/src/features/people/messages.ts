import { byGender, type Gender, type PluralForms } from '@mesto/domain';

// The Russian texts of the profile and its editor beyond the basic card (those are in the app's messages).

/** The first word of a name, for friendly lines: «Анна пока не делилась отметками». */
const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** A past-tense verb that agrees with the person when their gender is known, else the present tense. */
const verb = (gender: Gender | null, forms: { MALE: string; FEMALE: string; UNKNOWN: string }) =>
  forms[gender ?? 'UNKNOWN'];
const shared = { MALE: 'делился', FEMALE: 'делилась', UNKNOWN: 'делится' };

export const profileMessages = {
  followers: { one: 'подписчик', few: 'подписчика', many: 'подписчиков' } satisfies PluralForms,
  following: { one: 'подписка', few: 'подписки', many: 'подписок' } satisfies PluralForms,
  sections: 'Разделы профиля',
  tabs: { visits: 'Отметки', opinions: 'Мнения', rooms: 'Комнаты' },
  visits: {
    label: 'Отметки в местах',
    loading: 'Загружаем отметки…',
    loadFailed: 'Не удалось загрузить отметки',
    empty: (name: string, gender: Gender | null) => `${firstName(name)} пока не ${verb(gender, shared)} отметками`,
    emptyOwn: 'Вы пока нигде не отмечались',
    emptyOwnHint: 'Отметьтесь на странице места, когда будете там: друзья увидят, где вы.',
    stats: 'Сводка отметок',
    visitCount: { one: 'отметка', few: 'отметки', many: 'отметок' } satisfies PluralForms,
    placeCount: { one: 'место', few: 'места', many: 'мест' } satisfies PluralForms,
    favourites: 'Любимые места',
    timesHere: { one: 'раз', few: 'раза', many: 'раз' } satisfies PluralForms,
    hereNow: 'Сейчас здесь',
  },
  opinions: {
    label: 'Мнения',
    loading: 'Загружаем мнения…',
    loadFailed: 'Не удалось загрузить мнения',
    empty: (name: string, gender: Gender | null) => `${firstName(name)} пока не ${verb(gender, shared)} мнениями`,
    emptyOwn: 'Вы пока не писали мнений',
    emptyOwnHint: 'Напишите о месте или событии на его странице.',
  },
  rooms: {
    label: 'Комнаты',
    loading: 'Загружаем комнаты…',
    loadFailed: 'Не удалось загрузить комнаты',
    empty: (name: string) => `${firstName(name)} пока не собирает компаний`,
    emptyOwn: 'Вы пока не собирали компаний',
    create: 'Создать комнату',
    all: 'Все комнаты',
  },
} as const;

export const profileEditorMessages = {
  avatar: 'Фото профиля',
  avatarHint: 'Квадратное фото смотрится лучше всего; JPEG, PNG или WebP до 10 МБ',
  favourites: 'Любимые удобства',
  favouritesHint: 'Отметьте, что для вас важно в местах: Wi-Fi, веранда, розетки…',
  favouritesLoading: 'Загружаем удобства…',
  favouritesFailed: 'Не удалось загрузить удобства',
  favouritesNone: 'Удобств пока нет',
  settings: 'Кто видит по умолчанию',
  settingsHint: 'Это можно поменять у каждой отметки и каждого мнения.',
  visitVisibility: 'Мои отметки в местах',
  opinionVisibility: 'Мои мнения',
  appearance: 'Оформление',
  appearanceHint: 'Тема сохраняется на этом устройстве и сразу применяется.',
  telegram: 'Telegram',
  telegramBound: 'Telegram привязан: можно входить через него и получать уведомления.',
  telegramUnbound: 'Привяжите Telegram, чтобы входить через него и получать уведомления от бота.',
  telegramRebind: 'Привязать другой аккаунт',
  telegramBind: 'Привязать Telegram',
  telegramOpen: 'Открыть бота',
  telegramCommand: 'Или отправьте боту команду:',
  telegramExpires: (time: string) => `Ссылка действует до ${time}.`,
  telegramExpired: 'Ссылка устарела: получите новую.',
  telegramBoundAs: (username: string) => `Привязан аккаунт @${username}.`,
  telegramWaiting: 'Ждём, когда вы нажмёте «Старт» в боте…',
  telegramJustBound: 'Telegram привязан.',
  telegramUnbind: 'Отвязать Telegram',
  telegramUnboundDone: 'Telegram отвязан.',
  telegramOnlyWay: 'Telegram — единственный способ войти в аккаунт: чтобы отвязать его, сначала задайте пароль.',
  copy: 'Скопировать',
  copied: 'Команда скопирована',
  copyFailed: 'Не удалось скопировать: выделите команду и скопируйте вручную',
  retry: 'Повторить',
} as const;

export const notificationSettingsMessages = {
  title: 'Уведомления',
  hint: 'О том, что касается вас: в Telegram, в браузере или и там и там. Каждое уведомление можно выключить.',
  noChannel:
    'Сначала привяжите Telegram выше или включите уведомления в браузере: без этого уведомлениям некуда приходить.',
  channels: 'Куда присылать',
  channelTelegram: 'В Telegram',
  channelTelegramOn: 'Пишет бот',
  channelTelegramUnbound: 'Сначала привяжите Telegram выше',
  channelPush: 'В браузере',
  channelPushOn: (devices: number) =>
    devices === 1 ? 'На устройстве, где вы их включили' : `На устройствах, где вы их включили: ${devices}`,
  channelPushNone: 'Сначала включите уведомления в браузере',
  blocked:
    'Бот заблокирован в Telegram, поэтому уведомления не приходят. Разблокируйте его и привяжите Telegram заново.',
  loading: 'Загружаем настройки уведомлений…',
  loadFailed: 'Не удалось загрузить настройки уведомлений',
  retry: 'Повторить',
  saved: 'Настройки уведомлений сохранены',
  kinds: {
    chatMessages: ['Новые сообщения в чатах', 'Когда вы не на сайте; несколько подряд приходят одним уведомлением'],
    opinionAnswers: ['Ответы на мои мнения', 'Когда заведение отвечает на ваше мнение'],
    roomStarts: ['Начало комнат', 'За час до начала комнаты, в которую вы записались'],
    followedEvents: ['Новые события', 'Когда у места, на которое вы подписаны, появляется событие'],
    businessOpinions: ['Мнения о моих местах', 'Новые мнения о местах и событиях вашей организации'],
    businessChats: ['Сообщения от посетителей', 'Когда посетитель пишет вашей организации'],
  },
  business: 'Для бизнеса',
  quiet: 'Тихие часы',
  quietHint: 'В это время уведомления не приходят; всё накопившееся придёт, когда они закончатся.',
  quietFrom: 'С',
  quietTo: 'До',
  quietSame: 'Начало и конец тихих часов не могут совпадать',
  quietIncomplete: 'Укажите время начала и конца',
  timeZone: 'Часовой пояс',
  timeZoneHint: 'Тихие часы считаются по нему.',
  save: 'Сохранить',
} as const;

export const browserNotificationsMessages = {
  title: 'Уведомления в браузере',
  hint: 'Браузер покажет уведомление, даже когда сайт закрыт.',
  checking: 'Проверяем, что умеет этот браузер…',
  on: 'Включены на этом устройстве.',
  off: 'Выключены на этом устройстве.',
  enable: 'Включить',
  disable: 'Отключить',
  enabled: 'Уведомления в браузере включены',
  disabled: 'Уведомления в браузере на этом устройстве отключены',
  blocked: 'Уведомления для этого сайта запрещены в настройках браузера.',
  blockedHint:
    'Чтобы разрешить: нажмите на значок слева от адреса сайта (замок или настройки) и разрешите уведомления, а на телефоне — «⋮» → «Настройки» → «Настройки сайтов» → «Уведомления». Затем обновите страницу.',
  recheck: 'Проверить снова',
  unsupported: 'Этот браузер не умеет показывать уведомления от сайтов.',
  insecure: 'Уведомления в браузере работают только на защищённом адресе сайта (https).',
  homeScreen:
    'На iPhone и iPad уведомления приходят от сайта, добавленного на экран «Домой»: нажмите «Поделиться» → «На экран „Домой“» и откройте сайт оттуда.',
  siteOff: 'На этом сайте уведомления в браузере пока не работают.',
  dismissed: 'Разрешение не дано. Нажмите «Включить» ещё раз и выберите «Разрешить».',
  worker: 'Браузер не смог подготовиться к уведомлениям. Обновите страницу и попробуйте ещё раз.',
  pushService:
    'Браузер не смог подключиться к своему сервису уведомлений. Проверьте подключение к интернету и попробуйте ещё раз.',
  saveFailed: 'Не удалось включить уведомления. Попробуйте ещё раз.',
  disableFailed: 'Не удалось отключить уведомления. Попробуйте ещё раз.',
  others: 'Также включены',
  remove: 'Убрать',
  removeLabel: (label: string) => `Убрать уведомления: ${label}`,
  since: (date: string) => `с ${date}`,
} as const;

export const blockMessages = {
  block: 'Заблокировать',
  blockLabel: (name: string) => `Заблокировать: ${name}`,
  unblock: 'Разблокировать',
  unblockLabel: (name: string) => `Разблокировать: ${name}`,
  confirmTitle: (name: string) => `Заблокировать: ${name}?`,
  /** What blocking does, in words that agree with the person's gender where it is known. */
  confirmEffects: (gender: Gender | null) => [
    'Этот человек не сможет писать вам в личных сообщениях и приглашать вас в группы и комнаты.',
    byGender(gender, {
      male: 'Его мнения и комнаты будут у вас свёрнуты.',
      female: 'Её мнения и комнаты будут у вас свёрнуты.',
      unknown: 'Мнения и комнаты этого человека будут у вас свёрнуты.',
    }),
    `${byGender(gender, {
      male: 'Он об этом не узнает.',
      female: 'Она об этом не узнает.',
      unknown: 'Уведомления об этом не будет.',
    })} Разблокировать можно в любой момент — здесь или в настройках профиля.`,
  ],
  cancel: 'Отмена',
  blocked: (name: string, gender: Gender | null) =>
    byGender(gender, {
      male: `${name} заблокирован`,
      female: `${name} заблокирована`,
      unknown: `Вы заблокировали: ${name}`,
    }),
  youBlocked: 'Вы заблокировали этого человека',
  unblocked: (name: string, gender: Gender | null) =>
    byGender(gender, {
      male: `${name} разблокирован`,
      female: `${name} разблокирована`,
      unknown: `Вы разблокировали: ${name}`,
    }),
  statusFailed: 'Не удалось узнать, заблокирован ли человек',
  retry: 'Повторить',
  list: {
    title: 'Заблокированные',
    hint: 'Эти люди не могут писать вам в личных сообщениях и приглашать вас; их мнения и комнаты у вас свёрнуты.',
    label: 'Заблокированные люди',
    loading: 'Загружаем заблокированных…',
    loadFailed: 'Не удалось загрузить заблокированных',
    empty: 'Вы никого не блокировали',
    emptyHint: 'Заблокировать человека можно на странице его профиля.',
    since: (date: string) => `с ${date}`,
  },
} as const;
