import type { PluralForms } from '@mesto/domain';

// The Russian texts of SearchBox; numbers are worded by @mesto/domain.
export const searchBoxMessages = {
  label: 'Поиск',
  placeholder: 'Места, события, люди',
  clear: 'Очистить поиск',
  loading: 'Ищем…',
  empty: 'Ничего не нашлось',
  /** Read out when results arrive: «Найдено 7 результатов». */
  found: (count: string) => `Найдено ${count}`,
  results: { one: 'результат', few: 'результата', many: 'результатов' } satisfies PluralForms,
} as const;
