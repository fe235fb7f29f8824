import type { PluralForms } from '@mesto/domain';

// The Russian texts of RatingStars and RatingInput; numbers are worded by @mesto/domain.
export const ratingMessages = {
  /** «Оценка 4 из 5», «Оценка 4.3 из 5». */
  label: (value: string, max: string) => `Оценка ${value} из ${max}`,
  ratings: { one: 'оценка', few: 'оценки', many: 'оценок' } satisfies PluralForms,
  stars: { one: 'звезда', few: 'звезды', many: 'звёзд' } satisfies PluralForms,
  inputLabel: 'Оценка',
} as const;
