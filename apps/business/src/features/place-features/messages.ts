// The Russian texts of the features screen.

import { formatCount, quoted } from '@mesto/domain';

const placeForms = { one: 'место', few: 'места', many: 'мест' };
const eventForms = { one: 'событие', few: 'события', many: 'событий' };
const personForms = { one: 'человека', few: 'человек', many: 'человек' };

export const featureMessages = {
  list: {
    label: 'Особенности',
    loading: 'Загружаем особенности…',
    loadFailed: 'Не удалось загрузить особенности',
    search: 'Найти особенность',
    searchPlaceholder: 'Название',
    nothingFound: 'Ничего не нашли',
    nothingFoundHint: 'Такой особенности нет — добавьте её.',
    none: 'Особенностей пока нет',
    uses: (uses: { places: number; events: number; favourites: number }) =>
      `${formatCount(uses.places, placeForms)} · ${formatCount(uses.events, eventForms)} · в избранном у ${formatCount(uses.favourites, personForms)}`,
    rename: 'Переименовать',
    renameLabel: (name: string) => `Переименовать ${quoted(name)}`,
    replace: 'Заменить',
    replaceLabel: (name: string) => `Заменить ${quoted(name)} другой`,
    remove: 'Удалить',
    removeLabel: (name: string) => `Удалить ${quoted(name)}`,
    rootOnly: 'Переименовать, удалить или заменить особенность может администратор: это меняет все места сразу.',
  },
  create: {
    title: 'Новая особенность',
    name: 'Название',
    placeholder: 'Например, «Камин»',
    icon: 'Значок',
    iconHint: 'Название значка латиницей, например wifi; можно оставить пустым',
    submit: 'Добавить',
    created: (name: string) => `Особенность ${quoted(name)} добавлена`,
  },
  renameDialog: {
    title: (name: string) => `Переименовать ${quoted(name)}`,
    description: 'Новое название сразу увидят все места и события с этой особенностью.',
    name: 'Новое название',
    submit: 'Сохранить',
    cancel: 'Отмена',
    saved: 'Особенность переименована',
  },
  removeDialog: {
    title: (name: string) => `Удалить ${quoted(name)}?`,
    unused: 'Особенность нигде не используется и удалится насовсем.',
    used: (uses: string) => `Её используют: ${uses}. Удалить можно только неиспользуемую — замените её другой.`,
    submit: 'Удалить',
    cancel: 'Отмена',
    removed: 'Особенность удалена',
  },
  replaceDialog: {
    title: (name: string) => `Заменить ${quoted(name)}`,
    description: 'Все места, события и избранное перейдут к другой особенности, а эта удалится.',
    target: 'Заменить на',
    choose: 'Выберите особенность',
    confirm: (from: string, to: string, uses: string) =>
      `К ${quoted(to)} перейдут: ${uses}. ${quoted(from)} удалится. Отменить это нельзя.`,
    submit: 'Заменить',
    cancel: 'Отмена',
    done: (from: string, to: string) => `${quoted(from)} заменена на ${quoted(to)}`,
  },
} as const;
