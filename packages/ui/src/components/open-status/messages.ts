import type { PluralForms } from '@mesto/domain';

// The Russian texts of OpenStatus, as Yandex Maps and 2GIS word them.
export const openStatusMessages = {
  openUntil: (time: string) => `Открыто до ${time}`,
  allDay: 'Открыто круглосуточно',
  closingIn: (minutes: string) => `Закрывается через ${minutes}`,
  /** «через 1 минуту, 2 минуты, 5 минут». */
  minutes: { one: 'минуту', few: 'минуты', many: 'минут' } satisfies PluralForms,
  opensToday: (time: string) => `Откроется в ${time}`,
  opensTomorrow: (time: string) => `Откроется завтра в ${time}`,
  /** «Откроется в пн в 10:00», «Откроется во вт в 10:00». */
  opensOn: (weekday: string, time: string) => `Откроется ${weekday === 'вт' ? 'во' : 'в'} ${weekday} в ${time}`,
  closed: 'Закрыто',
} as const;
