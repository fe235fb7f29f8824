// The Russian texts of a place's visit figures in its editor; chart texts come from @mesto/ui.

import { formatCount, type PluralForms } from '@mesto/domain';

const people = { one: 'человека', few: 'человек', many: 'человек' } satisfies PluralForms;
const visits = { one: 'посещение', few: 'посещения', many: 'посещений' } satisfies PluralForms;

export const placeStatsMessages = {
  title: 'Посещения',
  description: 'Отметки гостей «Я здесь»: без имён, только числа.',
  hereNow: 'Сейчас здесь',
  few: 'мало',
  /** Why there is no number: below HERE_NOW_MIN_SHOWN the API hides it. */
  fewHint: (min: number) => `Меньше ${formatCount(min, people)}: число не показываем, чтобы никого не выделять.`,
  month: 'За 30 дней',
  visits: (count: number) => formatCount(count, visits),
  loading: 'Загружаем посещения…',
  loadFailed: 'Не удалось загрузить посещения',
  retry: 'Повторить',
} as const;
