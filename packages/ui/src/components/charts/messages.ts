import type { PluralForms } from '@mesto/domain';

// The Russian texts of the visit charts; dates, weekdays and numbers are worded by @mesto/domain.
export const chartMessages = {
  visits: { one: 'посещение', few: 'посещения', many: 'посещений' } satisfies PluralForms,
  empty: 'Пока нет посещений',
  loading: 'Загружаем график…',
  failed: 'Не удалось загрузить график',
  retry: 'Повторить',
  /** A time series of any figure (the business dashboard's views, follows, ratings). */
  series: {
    empty: 'Пока нет данных за этот период',
    date: 'Дата',
    none: 'нет данных',
  },
  perDay: {
    title: 'Посещения по дням',
    date: 'Дата',
    visits: 'Посещения',
  },
  byHour: {
    title: 'Посещения по дням недели и часам',
    weekday: 'День недели',
    /** «14:00» as a column of the table. */
    hour: (hour: number) => `${hour}:00`,
    /** A cell's title: «Пн, 14:00–15:00: 12 посещений». */
    cell: (weekday: string, hour: number, visits: string) => `${weekday}, ${hour}:00–${hour + 1}:00: ${visits}`,
    fewer: 'Меньше',
    more: 'Больше',
  },
} as const;
