import { quoted } from '@mesto/domain';
// Every Russian text the ui package shows, in one place so it can be reviewed and changed in one sitting.
// Product labels (weekdays, day slots, contact types, toast titles, error catalogue) come from @mesto/domain.

export const messages = {
  loading: 'Загрузка…',
  close: 'Закрыть',
  showMore: 'Показать ещё',
  select: {
    placeholder: 'Выберите…',
  },
  colorScheme: {
    label: 'Тема оформления',
    short: { AUTO: 'Авто', LIGHT: 'Светлая', DARK: 'Тёмная' },
  },
  weekdays: { label: 'Дни недели' },
  daySlots: { label: 'Время дня' },
  contacts: {
    label: 'Контакты',
    type: 'Тип контакта',
    value: 'Контакт',
    description: 'Описание',
    descriptionPlaceholder: 'Например, «бронь столов»',
    add: 'Добавить контакт',
    remove: 'Удалить контакт',
    empty: 'Контактов пока нет',
    placeholders: {
      PHONE: '+7 900 123-45-67',
      SITE: 'mesto.ru',
      EMAIL: 'name@mesto.ru',
      TELEGRAM: '@mesto',
      OTHER: 'Как с вами связаться',
    },
  },
  imageUpload: {
    drop: 'Перетащите изображение сюда',
    or: 'или',
    choose: 'Выберите файл',
    replace: 'Заменить',
    remove: 'Удалить',
    retry: 'Повторить',
    uploading: 'Загрузка',
    uploaded: 'Изображение загружено',
    preview: 'Предпросмотр изображения',
    notImage: 'Можно загрузить только изображение',
    tooLarge: (maxMegabytes: string) => `Файл больше ${maxMegabytes} МБ`,
    failed: 'Не удалось загрузить файл',
  },
  dateTime: {
    clear: 'Очистить',
  },
  errorPage: {
    home: 'На главную',
    reload: 'Обновить страницу',
    descriptions: {
      404: 'Такой страницы нет. Возможно, её удалили или в адресе опечатка.',
      500: 'Что-то пошло не так на нашей стороне. Попробуйте обновить страницу чуть позже.',
    },
    forbidden:
      'У вашей учётной записи нет прав на этот раздел. Если вы считаете, что это ошибка, обратитесь к администратору организации.',
  },
  toasts: {
    toast: 'Уведомление',
    // Radix puts the keyboard shortcut that focuses the toasts in place of {hotkey}.
    region: 'Уведомления ({hotkey})',
  },
  tag: {
    remove: (label: string) => `Убрать ${quoted(label)}`,
  },
  filters: {
    /** The phone's button that opens the filters. */
    toggle: 'Фильтры',
    /** The button's name with filters chosen: «Фильтры: 2 выбрано». */
    chosen: (count: string) => `Фильтры: ${count} выбрано`,
    /** The list of chips of the filters in force. */
    active: 'Выбранные фильтры',
  },
  confidence: {
    check: 'Проверьте',
    confidence: (percent: string) => `уверенность ${percent}`,
  },
} as const;
