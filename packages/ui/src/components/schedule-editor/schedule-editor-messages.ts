// The Russian texts of the schedule editor. Weekday names and the rule messages come from @mesto/domain.

export const scheduleMessages = {
  mode: (day: string) => `${day}: режим работы`,
  modes: { closed: 'Выходной', hours: 'По часам', allDay: 'Круглосуточно' },
  opens: (day: string, n: number) => `${day}, интервал ${n}: открытие`,
  closes: (day: string, n: number) => `${day}, интервал ${n}: закрытие`,
  removeInterval: (day: string, n: number) => `Убрать интервал ${n}: ${day}`,
  addInterval: 'Добавить интервал',
  addIntervalTo: (day: string) => `Добавить интервал: ${day}`,
  copyMonday: 'Как в понедельник — на все дни',
  nextDay: (time: string) => `до ${time} следующего дня`,
  midnight: 'до полуночи',
  dash: '–',
  placeholder: 'ЧЧ:ММ',
} as const;
