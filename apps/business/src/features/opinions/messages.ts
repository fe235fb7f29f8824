// The Russian texts of the opinions screen of the panel; tag labels and the answer's rule come from @mesto/domain.

import { formatCount, type PluralForms } from '@mesto/domain';

const stars = { one: 'звезда', few: 'звезды', many: 'звёзд' } satisfies PluralForms;

export const opinionsMessages = {
  description: 'Мнения гостей о местах и событиях ваших организаций: отвечайте прямо здесь.',
  rootDescription: 'Мнения гостей о местах и событиях всех организаций города.',
  filters: 'Фильтры мнений',
  search: 'Найти в тексте',
  searchPlaceholder: 'Слово из мнения',
  place: 'Место',
  anyPlace: 'Все мои места',
  everyPlace: 'Все места',
  rating: 'Оценка',
  anyRating: 'Любая',
  stars: (count: number) => formatCount(count, stars),
  answered: 'Ответ',
  answeredOptions: { false: 'Без ответа', true: 'С ответом', all: 'Все' },
  list: 'Мнения гостей',
  loading: 'Загружаем мнения…',
  loadFailed: 'Не удалось загрузить мнения',
  empty: 'Мнений пока нет',
  emptyHint: 'Когда гости напишут о ваших местах и событиях, мнения появятся здесь.',
  allAnswered: 'На все мнения есть ответ',
  allAnsweredHint: 'Новые мнения без ответа появятся здесь.',
  showAll: 'Показать все мнения',
  nothingFound: 'Ничего не нашли',
  nothingFoundHint: 'Уберите часть фильтров или поищите по-другому.',
  resetFilters: 'Сбросить фильтры',
  ourAnswer: 'Ваша организация',
  answer: 'Ответить',
  editAnswer: 'Изменить ответ',
  write: 'Написать гостю',
  writeTo: (author: string) => `Написать гостю: ${author}`,
  cancel: 'Отмена',
  form: {
    label: (author: string) => `Ответ на мнение: ${author}`,
    text: 'Ответ',
    textHint: 'Его увидят все, кто видит мнение.',
    tags: 'О чём отзыв',
    tagsHint: 'Необязательно: помогает разобрать отзывы по темам.',
    submit: 'Опубликовать ответ',
    submitEdit: 'Сохранить ответ',
    saved: 'Ответ опубликован',
  },
} as const;
