// The queries of the global search benches: words the generated names hold (lib/social-generator.ts,
// lib/catalogue-generator.ts) — place kinds and names, organisations, event titles, people's names, cities in
// addresses; some mistyped, some cut short while typing.
export const SEARCHES = {
  'one word': ['кофейня', 'бар', 'пиццерия', 'Организация', 'концерт', 'Смирнова', 'Казань', 'галерея', 'квиз', 'Анна'],
  'two words': [
    'джаз клуб',
    'кофейня зерно',
    'Анна Смирнова',
    'бар маяк',
    'пиццерия Самовар',
    'Дмитрий Иванов',
    'стендап Москва',
    'Организация 42',
  ],
  typo: ['кафейня', 'пицерия', 'Смирнва', 'организацыя', 'канцерт', 'джас клуб', 'rjatqyz'],
  prefix: ['коф', 'пицц', 'джаз', 'Смир', 'орган', 'галер', 'Алекс', 'кинопок'],
};
export const SEARCH_MIX = Object.values(SEARCHES).flat();
