// The Russian texts of the opinion analysis: sentiment, aspects and a place's summary. The aspects that are also
// opinion or feedback tags take their labels from @mesto/domain; the three that are not (food, service, price) are
// named here.

import { FEEDBACK_TAG_LABELS, OPINION_TAG_LABELS, type PluralForms } from '@mesto/domain';

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

export const analysisMessages = {
  sentiment: { POSITIVE: 'Положительное', NEUTRAL: 'Нейтральное', NEGATIVE: 'Отрицательное' },
  /** The sign beside an aspect (read out as the word after it). */
  aspectSentiment: { POSITIVE: 'хорошо', NEUTRAL: 'нейтрально', NEGATIVE: 'плохо' },
  sentimentPrefix: 'Тон мнения: ',
  aspects: 'О чём пишут',
  mentions,
  positiveShare: (percent: string) => `${percent} хорошего`,
  quotes: (aspect: string) => `Цитаты: ${aspect}`,
  noAspects: 'Пока не о чем рассказать: мнений с разбором мало.',
} as const;
