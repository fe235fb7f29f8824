import type { PluralForms } from '@mesto/domain';

// The Russian texts of PlaceCard; numbers are worded by @mesto/domain.
export const placeCardMessages = {
  rating: (rating: string) => `Рейтинг ${rating} из 5`,
  opinions: { one: 'мнение', few: 'мнения', many: 'мнений' } satisfies PluralForms,
  events: { one: 'событие', few: 'события', many: 'событий' } satisfies PluralForms,
  upcoming: (count: string) => `${count} впереди`,
  /** «350 м от вас», «2.4 км от вас». */
  distance: (distance: string) => `${distance} от вас`,
} as const;
