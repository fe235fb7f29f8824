import { formatCount, type PluralForms, quoted } from '@mesto/domain';

// The Russian texts of a place's opinion summary in the panel (the place editor and the opinions screen). What the
// public page says comes from @mesto/ui's «Что говорят», shown here as it is.

const opinionsGenitive = { one: 'мнения', few: 'мнений', many: 'мнений' } satisfies PluralForms;

export const opinionSummaryMessages = {
  title: (place: string) => `Что говорят о месте ${quoted(place)}`,
  description: 'О чём пишут в мнениях о месте и что о нём говорят — по разобранным мнениям.',
  basis: (analysed: string, total: string) => `Разобрано мнений: ${analysed} из ${total}`,
  preview: 'Как видят гости',
  previewHint: 'Так раздел «Что говорят» выглядит на странице места: гости видят то же самое, слово в слово.',
  hidden: (min: number) =>
    `На странице места этого раздела пока нет: ни о чём не написано хотя бы в ${formatCount(min, opinionsGenitive)}, а по одному-двум мнениям место не судим.`,
  onSite: 'Открыть страницу места',
  misread: 'Мнение разобрано неверно? Сообщите об этом под самим мнением: кнопка «Разобрано неверно».',
  toOpinions: 'К мнениям о месте',
  none: 'Сводки пока нет: обновите её, чтобы разобрать мнения о месте.',
  refresh: 'Обновить',
  refreshed: 'Сводка обновлена',
} as const;
