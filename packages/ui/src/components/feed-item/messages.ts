import type { Gender } from '@mesto/domain';

// The Russian texts of FeedItem. Past-tense verbs agree with the actor when their gender is known; otherwise the
// line is worded so that it needs no verb ending.
type Verb = Readonly<Record<Gender | 'UNKNOWN', string>>;

export const feedItemMessages = {
  /** A name in «ёлочки», unless it already has its own («Кофейня «Зерно»» stays as it is). */
  quote: (name: string) => (name.includes('«') ? name : `«${name}»`),
  visit: { MALE: 'отметился в', FEMALE: 'отметилась в', UNKNOWN: '— отметка в' } satisfies Verb,
  opinion: { MALE: 'написал мнение о', FEMALE: 'написала мнение о', UNKNOWN: '— мнение о' } satisfies Verb,
  /** A place or an organiser announces: «Новое событие в «Зерно»». */
  event: 'Новое событие в',
  /** «Мария собирает компанию: Джем в пятницу» */
  room: 'собирает компанию:',
} as const;
