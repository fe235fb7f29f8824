import { SEARCH_QUERY_MAX_LENGTH } from '@mesto/domain';

// What the feed and the search tell a person, in one place so it can be reviewed in one sitting.

export const feedMessages = {
  queryTooLong: `Запрос слишком длинный: не больше ${SEARCH_QUERY_MAX_LENGTH} символов`,
  badCursor: 'Курсор ленты повреждён: начните ленту сначала',
  signInForFeed: 'Войдите, чтобы видеть ленту подписок',
  /** «12 марта, 19:00 · Бар «Чкалов»»: when and where an event found by the search happens. */
  eventSubtitle: (when: string, placeName: string | null) => (placeName ? `${when} · ${placeName}` : when),
};
