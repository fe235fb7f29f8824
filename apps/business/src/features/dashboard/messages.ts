// The Russian texts of the dashboard.

import { formatCount, formatNumber } from '@mesto/domain';

const placeForms = { one: 'место', few: 'места', many: 'мест' };
const eventForms = { one: 'событие', few: 'события', many: 'событий' };
const opinionForms = { one: 'мнение', few: 'мнения', many: 'мнений' };
const chatForms = { one: 'чат', few: 'чата', many: 'чатов' };

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
  chats: {
    title: 'Чаты с гостями',
    some: (count: number) => `${formatCount(count, chatForms)} с непрочитанными`,
    none: 'Все сообщения гостей прочитаны',
    act: 'Открыть чаты',
    all: 'Все чаты',
    loading: 'Считаем непрочитанные чаты…',
    loadFailed: 'Не удалось посчитать непрочитанные чаты',
    retry: 'Повторить',
  },
  stats: {
    title: 'Статистика',
    organisation: 'Организация',
    period: 'Период',
    days: (days: number) => `${days} дней`,
    loading: 'Загружаем статистику…',
    loadFailed: 'Не удалось загрузить статистику',
    empty: 'Пока нет данных за этот период',
    placeViews: 'Просмотры страниц мест',
    eventViews: 'Просмотры страниц событий',
    follows: 'Новые подписчики',
    checkIns: 'Отметки «Я здесь»',
    rating: 'Средняя оценка по неделям',
    views: 'Просмотры',
    followers: 'Подписчики',
    visits: 'Отметки',
    ratingValue: 'Оценка',
    week: 'Неделя с',
    total: (value: number) => `всего ${formatNumber(value)}`,
  },
} as const;
