// The Russian texts of the search results page; the group titles come from @mesto/app-shell (searchMessages).

import { formatCount, type PluralForms } from '@mesto/domain';

const results = { one: 'результат', few: 'результата', many: 'результатов' } satisfies PluralForms;

export const searchPageMessages = {
  title: 'Поиск',
  titleFor: (query: string) => `Поиск: ${query}`,
  description: 'Места, события, организации, подборки и люди города — всё сразу.',
  search: 'Что ищем',
  searchPlaceholder: 'Например, кофе или джаз',
  results: 'Результаты поиска',
  found: (count: number) => `Найдено: ${formatCount(count, results)}`,
  loading: 'Ищем…',
  loadFailed: 'Не удалось выполнить поиск',
  start: 'Что вы ищете?',
  startHint: 'Напишите название места, события или имя человека: опечатки и раскладка не помешают.',
  nothingFound: 'Ничего не нашлось',
  nothingFoundHint: 'Попробуйте другое слово или поищите короче.',
} as const;
