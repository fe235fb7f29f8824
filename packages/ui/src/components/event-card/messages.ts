// The Russian texts of EventCard; dates and prices are worded by @mesto/domain.
export const eventCardMessages = {
  /** Between the date and the time: «суббота, 28 ноября, 19:00». */
  dateTime: (date: string, time: string) => `${date}, ${time}`,
  repeats: 'Повторяется каждую неделю',
} as const;
