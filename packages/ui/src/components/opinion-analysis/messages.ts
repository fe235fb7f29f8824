// The Russian texts of the opinion analysis: sentiment, aspects and a place's summary. The aspects that are also
// opinion or feedback tags take their labels from @mesto/domain; the three that are not (food, service, price) are
// named here.

import { FEEDBACK_TAG_LABELS, formatCount, OPINION_TAG_LABELS, type PluralForms } from '@mesto/domain';

/** What people talk about in opinions (the text-intelligence contract's Aspect), with its label. */
export const ASPECT_LABELS = {
  ...OPINION_TAG_LABELS,
  ...FEEDBACK_TAG_LABELS,
  FOOD: 'Еда',
  SERVICE: 'Обслуживание',
  PRICE: 'Цены',
} as const;
export type AspectKey = keyof typeof ASPECT_LABELS;

export type SentimentKey = 'POSITIVE' | 'NEUTRAL' | 'NEGATIVE';

const mentions = { one: 'упоминание', few: 'упоминания', many: 'упоминаний' } satisfies PluralForms;
/** «по 5 мнениям», «по 1 мнению», «по 21 мнению». */
const byOpinions = { one: 'мнению', few: 'мнениям', many: 'мнениям' } satisfies PluralForms;
const guestOpinions = { one: 'мнению гостя', few: 'мнениям гостей', many: 'мнениям гостей' } satisfies PluralForms;
const byOpinionsNominative = { one: 'мнение', few: 'мнения', many: 'мнений' } satisfies PluralForms;
const opinionsGenitive = { one: 'мнения', few: 'мнений', many: 'мнений' } satisfies PluralForms;

export const analysisMessages = {
  sentiment: { POSITIVE: 'Положительное', NEUTRAL: 'Нейтральное', NEGATIVE: 'Отрицательное' },
  /** The sign beside an aspect (read out as the word after it). */
  aspectSentiment: { POSITIVE: 'хорошо', NEUTRAL: 'нейтрально', NEGATIVE: 'плохо' },
  sentimentPrefix: 'Тон мнения: ',
  aspects: 'О чём пишут',
  mentions,
  /** How many opinions an aspect of the summary rests on: «по 5 мнениям». */
  aspectBasis: (count: number) => `по ${formatCount(count, byOpinions)}`,
  /** The counts of what was said, for one aspect or the opinions as a whole, with the words of `aspectSentiment`. */
  sentimentCounts: 'Что сказали',
  quotes: (aspect: string) => `Цитаты: ${aspect}`,
  noAspects: 'Пока не о чем рассказать: мнений с разбором мало.',
  /** «Что говорят» of a place: the same section on the public page and in the business panel's preview. */
  whatPeopleSay: {
    title: 'Что говорят',
    basis: (count: number) => `По ${formatCount(count, guestOpinions)}`,
    fewMentions: (min: number) => `Мало мнений, чтобы судить (меньше ${formatCount(min, opinionsGenitive)})`,
    fewMention: (aspect: string, count: number) => `${aspect}: ${formatCount(count, byOpinionsNominative)}`,
  },
} as const;
