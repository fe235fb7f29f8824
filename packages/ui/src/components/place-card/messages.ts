import type { PluralForms } from '@mesto/domain';

// The Russian texts of PlaceCard; numbers are worded by @mesto/domain.
export const placeCardMessages = {
  rating: (rating: string) => `Рейтинг ${rating} из 5`,
  opinions: { one: 'мнение', few: 'мнения', many: 'мнений' } satisfies PluralForms,
  events: { one: 'событие', few: 'события', many: 'событий' } satisfies PluralForms,
  upcoming: (count: string) => `${count} впереди`,
  distance: (km: string) => `${km} км`,
} as const;
