// The Russian texts of CalendarFeedLink.
export const calendarFeedLinkMessages = {
  subscribe: 'Подписаться в календаре',
  file: 'Ссылка на календарь (.ics)',
} as const;
