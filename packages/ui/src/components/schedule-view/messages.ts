// The Russian texts of ScheduleView; weekday names come from @mesto/domain.
export const scheduleViewMessages = {
  caption: 'Часы работы',
  dayOff: 'Выходной',
  allDay: 'Круглосуточно',
  today: 'сегодня',
  weekday: 'День',
  hours: 'Часы',
} as const;
