import { type PluralForms, quoteName } from '@mesto/domain';

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
  photos: 'Фото к мнению',
  photo: (n: number) => `Фото ${n} к мнению`,
  showMore: 'Показать полностью',
  showLess: 'Свернуть',
  // Names stand alone, after «·», never after a preposition («о Кофейня «Зерно»»): names of places and organisations
  // cannot be declined by rule.
  /** «Ответ · Кофейня «Зерно»» */
  answer: (organisation: string) => `Ответ · ${quoteName(organisation)}`,
  /** Between the author and what the opinion is about: «Анна Петрова · Кофейня «Зерно»». */
  about: '·',
  justNow: 'только что',
  ago: (span: string) => `${span} назад`,
  minutes: { one: 'минуту', few: 'минуты', many: 'минут' } satisfies PluralForms,
  hours: { one: 'час', few: 'часа', many: 'часов' } satisfies PluralForms,
  yesterday: 'вчера',
} as const;
