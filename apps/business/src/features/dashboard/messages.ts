// The Russian texts of the dashboard.

import { formatCount } from '@mesto/domain';

const placeForms = { one: 'место', few: 'места', many: 'мест' };
const eventForms = { one: 'событие', few: 'события', many: 'событий' };
const opinionForms = { one: 'мнение', few: 'мнения', many: 'мнений' };

export const dashboardMessages = {
  loading: 'Загружаем сводку…',
  loadFailed: 'Не удалось загрузить сводку',
  organisations: 'Мои организации',
  places: (count: number, more: boolean) => `${more ? 'больше ' : ''}${formatCount(count, placeForms)}`,
  upcoming: (count: number, more: boolean) => `${more ? 'больше ' : ''}${formatCount(count, eventForms)} впереди`,
  allGood: 'Всё в порядке: черновиков и пробелов нет.',
  attention: 'Что требует внимания',
  draftPlace: 'Черновик места',
  noSchedule: 'Нет часов работы',
  noPoint: 'Нет точки на карте',
  draftEvent: 'Черновик события',
  noPlace: 'Событие без места',
  more: (count: number) => `и ещё ${count}`,
  newEvent: 'Новое событие',
  opinions: {
    title: 'Мнения гостей',
    unanswered: (count: number) => `${formatCount(count, opinionForms)} без ответа`,
    allAnswered: 'На все мнения есть ответ',
    answer: 'Ответить',
    all: 'Все мнения',
    loading: 'Считаем мнения без ответа…',
    loadFailed: 'Не удалось посчитать мнения без ответа',
    retry: 'Повторить',
  },
} as const;
