import { quoted } from '@mesto/domain';
// The Russian texts of a place's opinion summary in the panel (the place editor and the opinions screen).

import type { PluralForms } from '@mesto/domain';

export const opinionSummaryMessages = {
  title: 'Что говорят гости',
  description: 'О чём пишут в мнениях о месте и насколько хвалят — по разобранным мнениям.',
  placeTitle: (place: string) => `Что говорят о месте ${quoted(place)}`,
  basis: (analysed: string, total: string) => `Разобрано мнений: ${analysed} из ${total}`,
  opinions: { one: 'мнение', few: 'мнения', many: 'мнений' } satisfies PluralForms,
  sentiment: (positive: string, neutral: string, negative: string) =>
    `Хвалят: ${positive} · нейтрально: ${neutral} · ругают: ${negative}`,
  none: 'Сводки пока нет: обновите её, чтобы разобрать мнения о месте.',
  refresh: 'Обновить',
  refreshing: 'Обновляем…',
  refreshed: 'Сводка обновлена',
} as const;
