// The queries of the global search benches: words the generated names hold (lib/social-generator.ts,
// lib/catalogue-generator.ts) — place kinds and names, organisations, event titles, people's names, cities in
// addresses; some mistyped, some cut short while typing, some typed as people type names.
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
  // How people type names: transliterated, hyphenated names joined or apart, a slip in a short word, a word no name
  // holds beside ones that find the name.
  habits: [
    'kofeynya zerno',
    'pitstseriya mayak',
    'джазклуб',
    'стенд ап',
    'бор маяк',
    'кафе лофт меню',
    'пиццерия самовар отзывы',
  ],
};
export const SEARCH_MIX = Object.values(SEARCHES).flat();
