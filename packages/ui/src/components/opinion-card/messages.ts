import type { PluralForms } from '@mesto/domain';

// The Russian texts of OpinionCard; dates and numbers are worded by @mesto/domain.
export const opinionCardMessages = {
  /** «был здесь» agrees with the author when their gender is known; the masculine form is the neutral default. */
  wasThere: { MALE: 'Был здесь', FEMALE: 'Была здесь' },
  /** The badge of an opinion that not everyone sees. */
  visibility: {
    FRIENDS: 'Только друзьям',
    PRIVATE: 'Только адресатам',
    NOTES: 'Заметка для себя',
  },
  showMore: 'Показать полностью',
  showLess: 'Свернуть',
  answer: (organisation: string) => `Ответ ${organisation.includes('«') ? organisation : `«${organisation}»`}`,
  about: 'о',
  justNow: 'только что',
  ago: (span: string) => `${span} назад`,
  minutes: { one: 'минуту', few: 'минуты', many: 'минут' } satisfies PluralForms,
  hours: { one: 'час', few: 'часа', many: 'часов' } satisfies PluralForms,
  yesterday: 'вчера',
} as const;
